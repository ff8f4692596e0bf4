import { beforeEach, describe, expect, it } from "vitest";
import { useTestDatabase } from "../../../tests/support/test-database";
import { createLogin, useFakeStripe } from "../../../tests/support/billing-test-support";
import { createCheckout } from "./create-checkout.server";
import { getCheckoutConfirmation } from "./get-checkout-confirmation.server";
import { handleStripeEvent } from "./handle-stripe-event.server";

const { db } = useTestDatabase();
const fake = useFakeStripe();
const origin = "http://localhost:3000";

beforeEach(() => {
  fake().failNext(0);
});

describe("getCheckoutConfirmation", () => {
  it("says a made-up session id, or another customer's, is no checkout of the viewer's", async () => {
    const owner = await createLogin(db(), "Owner");
    const other = await createLogin(db(), "Other");
    const started = await createCheckout({ user: owner, planCode: "premium_care", origin });
    for (const event of fake().completeCheckout(started.sessionId)) await handleStripeEvent({ event });

    for (const sessionId of ["cs_test_made_up", "anything at all", "cs_demo_never_paid", started.sessionId]) {
      const seen = await getCheckoutConfirmation({ user: other, sessionId, requestedPlan: "premium_care" });
      expect(seen, sessionId).toEqual({ state: "unknown", plan: null, amountCents: null });
    }
    expect((await getCheckoutConfirmation({ user: owner, sessionId: started.sessionId })).state).toBe("confirmed");
  });

  it("says a checkout left open or expired at Stripe took no payment", async () => {
    const login = await createLogin(db());
    const started = await createCheckout({ user: login, planCode: "premium_care", origin });
    expect((await getCheckoutConfirmation({ user: login, sessionId: started.sessionId })).state).toBe("notCompleted");
    fake().checkoutSessions.get(started.sessionId)!.status = "expired";
    expect((await getCheckoutConfirmation({ user: login, sessionId: started.sessionId })).state).toBe("notCompleted");
  });

  it("is still confirming a checkout Stripe completed while its webhook is on the way, or when Stripe cannot answer", async () => {
    const login = await createLogin(db());
    const started = await createCheckout({ user: login, planCode: "premium_care", origin });
    fake().completeCheckout(started.sessionId);
    const waiting = await getCheckoutConfirmation({ user: login, sessionId: started.sessionId });
    expect(waiting.state).toBe("confirming");
    expect(waiting.plan?.code).toBe("premium_care");
    fake().failNext(5, 500);
    expect((await getCheckoutConfirmation({ user: login, sessionId: started.sessionId })).state).toBe("confirming");
  });

  it("shows a purchase only to a signed-in viewer", async () => {
    expect(
      await getCheckoutConfirmation({ user: null, sessionId: "cs_test_whatever", requestedPlan: "basic" }),
    ).toEqual({ state: "signedOut", plan: null, amountCents: null });
  });
});
