// Scaffold: replaced by the screen's implementation (issue 10).
import type { Route } from "./+types/subscription";
import { requireCustomer } from "~/auth/require-user.server";

export async function loader({ request }: Route.LoaderArgs) {
  await requireCustomer(request);
  return null;
}

export default function Screen() {
  return null;
}
