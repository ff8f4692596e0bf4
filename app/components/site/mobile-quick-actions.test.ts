import { describe, expect, it } from "vitest";
import { quickActionsVisible } from "./mobile-quick-actions";

describe("quickActionsVisible", () => {
  it("shows the floating buttons only once the page has scrolled more than 300 px", () => {
    expect(quickActionsVisible(0)).toBe(false);
    expect(quickActionsVisible(300)).toBe(false);
    expect(quickActionsVisible(301)).toBe(true);
  });
});
