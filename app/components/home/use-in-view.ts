import { useEffect, useRef, useState } from "react";

/** Spec 1 §9: lazy images appear once a tenth of them is on screen. */
export const LAZY_IMAGE_THRESHOLD = 0.1;

/**
 * Whether an element has come into view (it stays true once seen). Before hydration, and in browsers without
 * IntersectionObserver, everything counts as seen: content must never hide because a script did not run.
 */
export function useInView<T extends Element>(threshold = LAZY_IMAGE_THRESHOLD) {
  const ref = useRef<T>(null);
  const [state, setState] = useState<"unknown" | "waiting" | "seen">("unknown");

  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === "undefined") {
      setState("seen");
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setState("seen");
          observer.disconnect();
        }
      },
      { threshold },
    );
    // Only what is still below the fold waits; anything already visible is shown at once, without a flash.
    const box = element.getBoundingClientRect();
    if (box.top < window.innerHeight && box.bottom > 0) setState("seen");
    else {
      setState("waiting");
      observer.observe(element);
    }
    return () => observer.disconnect();
  }, [threshold]);

  return { ref, inView: state !== "waiting" };
}
