import { z } from "zod";
import { safeRedirectPath } from "~/auth/safe-redirect";
import type { PlanCode } from "~/db/schema";
import { singleLineText } from "~/domain/text-fields/text-field-schemas";

/** Plans sold as a monthly subscription; Basic Maintenance is a one-time payment (DECISIONS.md §1). */
export const SUBSCRIPTION_PLAN_CODES = ["premium_care", "commercial_plus"] as const;
export type SubscriptionPlanCode = (typeof SUBSCRIPTION_PLAN_CODES)[number];
export type PaidPlanCode = Exclude<PlanCode, "none">;

/** Stripe statuses in which the customer still has the plan (past_due: Stripe is retrying the payment). */
export const SUBSCRIBED_STATUSES = ["active", "trialing", "past_due"] as const;

/**
 * The `plan` field the checkout endpoint accepts: the catalog codes, and the home page's plan ids
 * (spec 1 "Home-page plans block": premium → premium_care, commercial → commercial_plus).
 */
const PLAN_FIELD_TO_CODE = {
  basic: "basic",
  premium: "premium_care",
  commercial: "commercial_plus",
  premium_care: "premium_care",
  commercial_plus: "commercial_plus",
} as const satisfies Record<string, PaidPlanCode>;

const PLAN_FIELDS = Object.keys(PLAN_FIELD_TO_CODE) as [
  keyof typeof PLAN_FIELD_TO_CODE,
  ...(keyof typeof PLAN_FIELD_TO_CODE)[],
];

/** Where a checkout starts from: a path on this site only (it becomes the cancel target). */
const ReturnPathSchema = singleLineText({ max: 2000, label: "returnPath" })
  .optional()
  .transform((value) => (value ? safeRedirectPath(value, "") || undefined : undefined));

/**
 * A checkout request from the browser. It names a plan and nothing else that matters: prices come from the
 * catalog on the server, so an `amount` or `price` the request carries is dropped here (DECISIONS.md §1).
 */
export const CheckoutRequestSchema = z.object({
  plan: z.enum(PLAN_FIELDS).transform((field) => PLAN_FIELD_TO_CODE[field]),
  returnPath: ReturnPathSchema,
});
export type CheckoutRequest = z.infer<typeof CheckoutRequestSchema>;

export const PortalRequestSchema = z.object({ returnPath: ReturnPathSchema });
export type PortalRequest = z.infer<typeof PortalRequestSchema>;

/** The demo billing page's one action. */
/** The demo billing page's buttons: end now, end with the period (Stripe's cancel_at), or keep renewing. */
export const DEMO_SUBSCRIPTION_CHANGES = ["cancel", "cancel_at_period_end", "keep"] as const;
export type DemoSubscriptionChange = (typeof DEMO_SUBSCRIPTION_CHANGES)[number];

export const ChangeDemoSubscriptionSchema = z.object({
  intent: z.enum(DEMO_SUBSCRIPTION_CHANGES),
  subscriptionId: singleLineText({ max: 200, label: "subscriptionId", required: true }),
});
export type ChangeDemoSubscription = z.infer<typeof ChangeDemoSubscriptionSchema>;

/** check-subscription's answer (spec 1 §3 "Subscription check result"), read from our own database. */
export type SubscriptionCheck = {
  subscribed: boolean;
  /** The plan code of the subscription in effect, or null. */
  subscription_tier: SubscriptionPlanCode | null;
  /** ISO timestamp the current period ends (next billing date), or null. */
  subscription_end: string | null;
};
