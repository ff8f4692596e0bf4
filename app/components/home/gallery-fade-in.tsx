import { useEffect } from "react";

/** Spec 1 §9: lazy images appear once a tenth of them is on screen. */
export const LAZY_IMAGE_THRESHOLD = 0.1;

/** A gallery picture's opacity class when shown, and while it waits below the fold (gallery-section.tsx draws it shown). */
export const SHOWN = "opacity-100";
const WAITING = "opacity-0";

/**
 * Fades the #gallery section's pictures in as they scroll into view (spec 1 §9). The section is static markup
 * (ADR 021: the browser keeps the server's, so its words and pictures need not travel as page data, ADR 058), drawn
 * with every picture shown; once this runs, a picture still below the fold is hidden until a tenth of it is on
 * screen, then fades in. Without IntersectionObserver, or before this runs, everything stays shown: content must
 * never hide because a script did not run. Draws nothing itself.
 */
export function GalleryFadeIn() {
  useEffect(() => {
    if (typeof IntersectionObserver === "undefined") return;
    const waiting = new Set<Element>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          show(entry.target, true);
          waiting.delete(entry.target);
          observer.unobserve(entry.target);
        }
      },
      { threshold: LAZY_IMAGE_THRESHOLD },
    );
    for (const figure of document.querySelectorAll("#gallery figure")) {
      // Only what is still below the fold waits; anything already visible stays shown, without a flash.
      const box = figure.getBoundingClientRect();
      if (box.top < window.innerHeight && box.bottom > 0) continue;
      show(figure, false);
      waiting.add(figure);
      observer.observe(figure);
    }
    return () => {
      observer.disconnect();
      for (const figure of waiting) show(figure, true);
    };
  }, []);
  return null;
}

function show(figure: Element, shown: boolean) {
  const picture = figure.querySelector("img");
  if (!picture) return;
  picture.dataset.inView = String(shown);
  picture.classList.replace(shown ? WAITING : SHOWN, shown ? SHOWN : WAITING);
}
