import type * as React from "react";
import { cn } from "./class-names";

/**
 * A list of cards that is one row the visitor swipes through on a phone, and the section's own grid (`grid`, every
 * class prefixed `sm:` or wider) from 640 px up. Every card keeps all of its words; the phone page loses their
 * stacked height (issue 17: at most 15 screens). The next card peeks in at the right edge, which is what tells a
 * visitor there is more; scroll snapping stops each swipe at a card's edge. Pure CSS: it works in static markup.
 * `relative` makes the row the containing block of its cards' visually hidden (absolute) texts, so the row clips
 * them too; otherwise they would stretch the page sideways.
 */
export function PhoneScroller({
  grid,
  label,
  badgeRoom = false,
  className,
  children,
}: {
  /** The layout from `sm` up, e.g. "sm:grid sm:grid-cols-2 lg:grid-cols-4 sm:gap-6". */
  grid: string;
  /**
   * For a list whose cards hold no link or button: names the list and makes it focusable, so a keyboard can scroll
   * it (axe's scrollable-region-focusable). Lists with links inside are scrolled by tabbing through the links.
   */
  label?: string;
  /** Room above the cards for a ribbon over a card's top edge (the row clips what sticks out). */
  badgeRoom?: boolean;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <ul
      aria-label={label}
      tabIndex={label ? 0 : undefined}
      className={cn(
        "relative -mx-4 flex snap-x snap-mandatory scroll-px-4 gap-3 overflow-x-auto overscroll-x-contain px-4 pb-4 [scrollbar-width:thin]",
        badgeRoom ? "pt-5" : "pt-1",
        "focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-ring",
        "sm:mx-0 sm:overflow-visible sm:px-0 sm:pb-0 sm:pt-0",
        grid,
        className,
      )}
    >
      {children}
    </ul>
  );
}

/** A card's width in a PhoneScroller on a phone: most of the screen, so the next one shows. */
export const SCROLLER_ITEM = "w-[88%] shrink-0 snap-start sm:w-auto";
