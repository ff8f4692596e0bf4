import { getCustomerSessionUser } from "~/auth/require-user.server";
import { checkSubscription } from "~/domain/billing/check-subscription.server";
import type { Route } from "./+types/billing-status";

/** GET: check-subscription for the signed-in user, from our database: { subscribed, subscription_tier, subscription_end }. */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await getCustomerSessionUser(request);
  const headers = { "Cache-Control": "private, no-store" };
  if (!user) return Response.json({ error: "Authentication Required" }, { status: 401, headers });
  return Response.json(await checkSubscription({ user }), { headers });
}
