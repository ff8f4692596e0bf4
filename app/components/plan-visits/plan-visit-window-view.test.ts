import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import type { PlanVisitWindowView } from "~/domain/plan-visits/show-plan-visit-window.server";
import { planVisitLink as en } from "~/i18n/en/plan-visit-link";
import { planVisitLink as es } from "~/i18n/es/plan-visit-link";
import { PlanVisitWindowPage } from "./plan-visit-window-view";

const WINDOW = {
  id: "2026-06-15T08:00",
  date: "2026-06-15",
  startsAt: "2026-06-15T12:00:00.000Z",
  endsAt: "2026-06-15T14:00:00.000Z",
};
const OTHER = {
  id: "2026-06-16T10:00",
  date: "2026-06-16",
  startsAt: "2026-06-16T14:00:00.000Z",
  endsAt: "2026-06-16T16:00:00.000Z",
};

function render(page: Partial<PlanVisitWindowView>, options: { locale?: "en" | "es"; justBooked?: boolean } = {}) {
  const locale = options.locale ?? "en";
  const element = createElement(PlanVisitWindowPage, {
    words: locale === "es" ? es : en,
    locale,
    page: {
      firstName: "Ana",
      planName: "Premium Care",
      state: "open",
      window: WINDOW,
      booked: null,
      otherWindows: [OTHER],
      ...page,
    },
    phone: "(305) 555-0142",
    justBooked: options.justBooked ?? false,
    refusal: null,
  });
  const router = createMemoryRouter([{ path: "*", element }], { initialEntries: ["/plan-visit/x"] });
  return renderToString(createElement(RouterProvider, { router }));
}

const forms = (html: string) => html.match(/<form[^>]*>/g) ?? [];

describe("the plan visit link page", () => {
  it("offers its window with one Book this time button in a POST form, and the other times as POST forms", () => {
    const html = render({});
    expect(html).toContain("Book your Premium Care visit");
    expect(html).toContain("Monday, June 15, 8:00 AM – 10:00 AM");
    expect(html).toContain("Book this time");
    expect(forms(html)).toHaveLength(2);
    expect(forms(html).every((form) => /method="post"/.test(form))).toBe(true);
    expect(html).toContain(`name="window" value="${OTHER.id}"`);
  });

  it("says the window was taken and leaves only the other times to book", () => {
    const html = render({ state: "taken" });
    expect(html).toContain("This time was just taken");
    expect(html).not.toContain("Book this time");
    expect(forms(html)).toHaveLength(1);
  });

  it("says a visit is booked already, with its window, and offers no form", () => {
    const html = render({ state: "booked", booked: WINDOW, otherWindows: [] });
    expect(html).toContain("This visit is already booked");
    expect(html).toContain("Monday, June 15, 8:00 AM – 10:00 AM");
    expect(forms(html)).toEqual([]);
    expect(render({ state: "booked", booked: WINDOW }, { justBooked: true })).toContain(
      "Your Premium Care visit is booked",
    );
  });

  it("speaks Spanish", () => {
    expect(render({}, { locale: "es" })).toContain("Reservar esta hora");
  });
});
