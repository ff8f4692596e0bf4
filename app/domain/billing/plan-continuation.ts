import type { AppointmentServiceType } from "~/config/service-types";
import type { Locale } from "~/i18n/catalog";
import { localizedPath } from "~/i18n/locale";
import type { PaidPlanCode } from "./billing-schemas";

/** The plans a signed-out visitor can choose on a plan card (DECISIONS.md §1). */
export const PAID_PLAN_CODES = ["basic", "premium_care", "commercial_plus"] as const satisfies readonly PaidPlanCode[];

/**
 * The chosen plan in a query string or form field, or null when there is none or it is not a plan code: a plan
 * chosen before signing in travels through sign-up and sign-in as a catalog code and nothing else (ADR 039), and
 * the address it continues to is built here from the code, never taken from the request. A plain list check, not
 * zod: the home page's plan cards import this module, and zod would add about 25 KB to the page's JavaScript.
 */
export function chosenPlanOf(value: unknown): PaidPlanCode | null {
  return (PAID_PLAN_CODES as readonly unknown[]).includes(value) ? (value as PaidPlanCode) : null;
}

/** The appointment request's service type for a Basic Maintenance visit. */
const BOOKED_VISIT_SERVICE_TYPE: AppointmentServiceType = "Maintenance";

/**
 * Where someone who chose a plan continues once signed in: a subscription to its checkout (through the portal's
 * continue-to-checkout page), 'Book a Visit' to the portal's appointment request, where a visit is booked.
 */
export function planContinuationPath(plan: PaidPlanCode): string {
  return plan === "basic"
    ? `/customer/appointments?${new URLSearchParams({ new: "1", service: BOOKED_VISIT_SERVICE_TYPE })}`
    : `/customer/checkout?${new URLSearchParams({ plan })}`;
}

/** The sign-up screen, in the visitor's language, that keeps the chosen plan. */
export function planSignUpPath(plan: PaidPlanCode, locale: Locale): string {
  return `${localizedPath("/auth", locale)}?${new URLSearchParams({ tab: "signup", plan })}`;
}
