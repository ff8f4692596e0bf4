import { eq } from "drizzle-orm";
import type { SessionUser } from "~/auth/session-user";
import { database } from "~/db/database.server";
import { plans } from "~/db/schema";
import { AppError } from "~/domain/app-error";
import { demoSessionFor } from "./demo-checkout-token.server";

export type DemoCheckoutView = {
  planName: string;
  planNameEs: string;
  mode: "payment" | "subscription";
  amountCents: number;
  cancelPath: string;
};

/** What the demo checkout page shows: the plan and the price fixed when the session was made. */
export async function getDemoCheckout(input: {
  user: Pick<SessionUser, "id">;
  token: string;
}): Promise<DemoCheckoutView> {
  const session = demoSessionFor(input.user, input.token);
  const db = await database();
  const [plan] = await db
    .select({ name: plans.name, nameEs: plans.nameEs })
    .from(plans)
    .where(eq(plans.code, session.planCode));
  if (!plan) throw new AppError("NOT_FOUND", `Plan ${session.planCode} is no longer in the catalog`);
  return {
    planName: plan.name,
    planNameEs: plan.nameEs,
    mode: session.mode,
    amountCents: session.amountCents,
    cancelPath: session.cancelPath,
  };
}
