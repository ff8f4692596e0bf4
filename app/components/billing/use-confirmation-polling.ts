import { useEffect, useEffectEvent, useState } from "react";
import { useRevalidator } from "react-router";

const POLL_INTERVAL_MS = 3000;
/** About a minute: Stripe's webhook normally lands within seconds; after that the page says what it knows. */
const MAX_POLLS = 20;

/**
 * While a purchase confirmation page still says "We're confirming your payment", re-reads the page's data now
 * and then, so it turns into the confirmation once the webhook has recorded the payment. Returns true once it has
 * stopped waiting without an answer, so the page can end on "taking longer" instead of waiting forever.
 */
export function useConfirmationPolling(confirming: boolean): boolean {
  const revalidator = useRevalidator();
  // An effect event: the revalidator object changes with every revalidation, which must not restart the timer.
  const revalidate = useEffectEvent(() => void revalidator.revalidate());
  const [gaveUp, setGaveUp] = useState(false);
  useEffect(() => {
    if (!confirming) return;
    let polls = 0;
    const timer = window.setInterval(() => {
      polls += 1;
      if (polls > MAX_POLLS) {
        window.clearInterval(timer);
        setGaveUp(true);
        return;
      }
      revalidate();
    }, POLL_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [confirming]);
  return confirming && gaveUp;
}
