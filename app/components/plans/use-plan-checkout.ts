import { useCallback, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { toast } from "~/components/ui/toaster";
import { useRootData } from "~/components/site/root-data";
import type { PaidPlanCode } from "~/domain/billing/billing-schemas";
import { planSignUpPath } from "~/domain/billing/plan-continuation";
import { useLocale, useMessages } from "~/i18n/use-messages";
import { FAILURE_TOAST_MS } from "~/config/toast-durations";
import { CHECKOUT_ENDPOINT, checkoutOutcome, checkoutRequestBody } from "./plan-checkout";

/**
 * Starts checkout for a plan from a button press: the checkout opens in a new tab, opened synchronously in the
 * click (a tab opened after an await is eaten by popup blockers) and pointed at the checkout once the server
 * answers; without a tab, the current one goes there. Signed out, it goes to the sign-up that keeps the plan.
 * `pending` is the plan whose request is in flight.
 */
export function usePlanCheckout() {
  const [pending, setPending] = useState<PaidPlanCode | null>(null);
  const signedIn = Boolean(useRootData()?.user);
  const messages = useMessages();
  const locale = useLocale();
  const location = useLocation();
  const navigate = useNavigate();

  // Signed out, the plan is kept through sign-up (or sign-in), which then goes on to its checkout (ADR 039).
  const continueThroughSignUp = useCallback(
    (plan: PaidPlanCode) => navigate(planSignUpPath(plan, locale)),
    [locale, navigate],
  );

  const start = useCallback(
    async (plan: PaidPlanCode) => {
      if (pending) return;
      if (!signedIn) {
        await continueThroughSignUp(plan);
        return;
      }
      const tab = window.open("", "_blank");
      // The checkout page must not be able to reach back into this one.
      if (tab) tab.opener = null;
      setPending(plan);
      try {
        const response = await fetch(CHECKOUT_ENDPOINT, {
          method: "POST",
          headers: { "Content-Type": "application/json", Accept: "application/json" },
          body: JSON.stringify(checkoutRequestBody(plan, location.pathname)),
        });
        const outcome = checkoutOutcome(response.status, await response.json().catch(() => null));
        if (outcome.kind === "open") {
          if (tab && !tab.closed) tab.location.href = outcome.url;
          else window.location.assign(outcome.url);
          return;
        }
        tab?.close();
        if (outcome.kind === "sign-in") await continueThroughSignUp(plan);
        else showPaymentError(messages.home.plans);
      } catch (error) {
        tab?.close();
        console.warn("[plans] checkout request failed", error);
        showPaymentError(messages.home.plans);
      } finally {
        setPending(null);
      }
    },
    [pending, signedIn, continueThroughSignUp, location.pathname, messages],
  );

  return { pending, start };
}

function showPaymentError(t: { paymentErrorTitle: string; paymentError: string }) {
  toast.error(t.paymentErrorTitle, { description: t.paymentError, duration: FAILURE_TOAST_MS });
}
