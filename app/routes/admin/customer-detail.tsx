import { requireAdmin } from "~/auth/require-user.server";
import type { Route } from "./+types/customer-detail";

// Scaffold: the issue 11 work on this screen replaces this file.
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return null;
}

export default function Screen() {
  return <h1 className="text-2xl font-bold">Customer</h1>;
}
