import type { Page } from "@playwright/test";
import { twMerge } from "tailwind-merge";
import { expect } from "./fixtures";

/**
 * Fails when an element of the page carries two Tailwind utilities that set the same property in the same state
 * (`h-10 h-13`, `flex hidden`, `border-input border-transparent`): which one wins would depend on the order of the
 * generated stylesheet, not on the markup. The app joins class names without resolving conflicts
 * (docs/decisions/022); tailwind-merge, used here only, knows which utilities conflict.
 */
export async function expectNoClassConflicts(page: Page): Promise<void> {
  const classLists = await page.evaluate(() => [
    ...new Set([...document.querySelectorAll("[class]")].map((element) => element.getAttribute("class") ?? "")),
  ]);
  const conflicts = classLists.flatMap((classList) => {
    const classes = classList.split(/\s+/).filter(Boolean);
    const kept = new Set(twMerge(classes.join(" ")).split(" "));
    const dropped = [...new Set(classes)].filter((name) => !kept.has(name));
    return dropped.length > 0 ? [`"${classList}" (loses ${dropped.join(", ")})`] : [];
  });
  expect(conflicts, `conflicting utilities on ${page.url()}`).toEqual([]);
}
