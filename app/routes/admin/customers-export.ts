import { requireAdmin } from "~/auth/require-user.server";
import type { Route } from "./+types/customers-export";

// Scaffold: the issue 11 work on this resource replaces this file.
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return new Response("", { status: 204 });
}
