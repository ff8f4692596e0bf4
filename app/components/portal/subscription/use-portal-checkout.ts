import { useCallback, useRef, useState } from "react";
import { CHECKOUT_ENDPOINT, checkoutOutcome, checkoutRequestBody } from "~/components/plans/plan-checkout";
import { showToast } from "~/components/forms/show-toast";
import { FAILURE_TOAST_MS } from "~/config/toast-durations";
import type { PaidPlanCode } from "~/domain/billing/billing-schemas";
import { useMessages } from "~/i18n/use-messages";

/** The Service Plans screen itself: where a cancelled checkout comes back to. */
export const SUBSCRIPTION_PAGE_PATH = "/customer/subscription";

/**
 * Starts checkout from the portal's plan buttons: the checkout opens in a new tab (opened in the click, so popup
 * blockers let it through, then pointed at the checkout once the server answers). `pending` is the plan whose request
 * is in flight ('Processing...' on that button only). Failures show the portal's toasts (spec document 1 §8):
 * 'Payment Error' for the one-time visit, 'Subscription Error' for a monthly plan.
 */
export function usePortalCheckout() {
  const [pending, setPending] = useState<PaidPlanCode | null>(null);
  const inFlight = useRef(false);
  const t = useMessages().billing.toasts;

  const start = useCallback(
    async (plan: PaidPlanCode, oneTime: boolean) => {
      if (inFlight.current) return;
      inFlight.current = true;
      const tab = window.open("", "_blank");
      // The checkout page must not be able to reach back into this one.
      if (tab) tab.opener = null;
      setPending(plan);
      const fail = () => {
        tab?.close();
        showToast(
          oneTime
            ? {
                title: t.paymentErrorTitle,
                description: t.paymentError,
                variant: "error",
                durationMs: FAILURE_TOAST_MS,
              }
            : {
                title: t.subscriptionErrorTitle,
                description: t.subscriptionError,
                variant: "error",
                durationMs: FAILURE_TOAST_MS,
              },
        );
      };
      try {
        const response = await fetch(CHECKOUT_ENDPOINT, {
          method: "POST",
          headers: { "Content-Type": "application/json", Accept: "application/json" },
          body: JSON.stringify(checkoutRequestBody(plan, SUBSCRIPTION_PAGE_PATH)),
        });
        const outcome = checkoutOutcome(response.status, await response.json().catch(() => null));
        if (outcome.kind !== "open") return fail();
        if (tab && !tab.closed) tab.location.href = outcome.url;
        else window.location.assign(outcome.url);
      } catch (error) {
        console.warn("[subscription] checkout request failed", error);
        fail();
      } finally {
        inFlight.current = false;
        setPending(null);
      }
    },
    [t],
  );

  return { pending, start };
}

/**
 * Opens the billing portal (Manage Subscription, Manage Billing) in a new tab; without Stripe keys it is the demo
 * billing page. Failure: 'Failed to open subscription management portal'.
 */
export function useBillingPortal() {
  const [opening, setOpening] = useState(false);
  const t = useMessages().billing.toasts;

  const open = useCallback(async () => {
    if (opening) return;
    const tab = window.open("", "_blank");
    if (tab) tab.opener = null;
    setOpening(true);
    try {
      const response = await fetch(BILLING_PORTAL_ENDPOINT, {
        method: "POST",
        headers: { "Content-Type": "application/json", Accept: "application/json" },
        body: JSON.stringify({ returnPath: SUBSCRIPTION_PAGE_PATH }),
      });
      const outcome = checkoutOutcome(response.status, await response.json().catch(() => null));
      if (outcome.kind !== "open") throw new Error(`the billing portal answered ${response.status}`);
      if (tab && !tab.closed) tab.location.href = outcome.url;
      else window.location.assign(outcome.url);
    } catch (error) {
      console.warn("[subscription] opening the billing portal failed", error);
      tab?.close();
      showToast({ title: t.portalError, variant: "error", durationMs: FAILURE_TOAST_MS });
    } finally {
      setOpening(false);
    }
  }, [opening, t]);

  return { opening, open };
}

/** app/routes/api/billing-portal.ts */
export const BILLING_PORTAL_ENDPOINT = "/api/billing/portal";
