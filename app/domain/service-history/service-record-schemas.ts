import { z } from "zod";
import { CUSTOMER_LIST_PAGE_SIZES } from "~/config/business-rules";
import type { PAYMENT_STATUSES } from "~/db/schema/service";
import { firstIssuePerField } from "~/domain/form-field-errors";
import { leftOutWhenEmpty, multiLineText, singleLineText } from "~/domain/text-fields/text-field-schemas";

/**
 * The staff service record form (issue 11, spec document 2 §3 service_history, DECISIONS.md §4), the same on both
 * sides, and the Service History list's state as it travels in the URL.
 */

/** Listed here rather than imported, which would pull the database schema into the browser bundle. */
export const SERVICE_PAYMENT_STATUSES = ["paid", "pending", "overdue"] as const satisfies typeof PAYMENT_STATUSES;
export type ServicePaymentStatus = (typeof SERVICE_PAYMENT_STATUSES)[number];

export const SERVICE_RECORD_MAX_LENGTH = { serviceType: 100, description: 2000, technicianName: 100 } as const;
/** amount_charged is numeric(10, 2); a million dollars is far past any one service visit. */
export const SERVICE_AMOUNT_MAX_DOLLARS = 1_000_000;

export type ServiceRecordValidationKey =
  | "customerRequired"
  | "customerUnknown"
  | "serviceTypeRequired"
  | "serviceDateRequired"
  | "serviceDateInvalid"
  | "serviceDateFuture"
  | "amountRequired"
  | "amountInvalid"
  | "paymentStatusInvalid"
  | "tooLong"
  | "notAllowed";

const text = () => z.string({ error: "notAllowed" });

/** Dollars as staff type them: `150`, `150.5`, `$1,234.50`; at least 0, at most 2 decimals. Undefined when not money. */
export function parseAmountDollars(input: string): number | undefined {
  const cleaned = input
    .trim()
    .replace(/^\$\s*/, "")
    .replace(/,(?=\d{3}(?:\D|$))/g, "");
  if (!/^\d+(?:\.\d{1,2})?$/.test(cleaned)) return undefined;
  const value = Number(cleaned);
  return value <= SERVICE_AMOUNT_MAX_DOLLARS ? value : undefined;
}

/** A real calendar date typed as YYYY-MM-DD (the date input's format), within 1900–2200. */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return year >= 1900 && year <= 2200 && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

export const ServiceRecordSchema = z.object({
  customerId: text()
    .optional()
    .transform((value) => (value ?? "").trim())
    .pipe(z.string().min(1, "customerRequired").pipe(z.uuid("customerUnknown"))),
  // Free text with suggestions: the rewards read words such as "coil" or "filter" in it (app/config/rewards-catalog.ts).
  serviceType: singleLineText({
    max: SERVICE_RECORD_MAX_LENGTH.serviceType,
    messages: { required: "serviceTypeRequired", tooLong: "tooLong", notAllowed: "notAllowed" },
  }),
  serviceDate: text()
    .optional()
    .transform((value) => (value ?? "").trim())
    .pipe(z.string().min(1, "serviceDateRequired").refine(isCalendarDate, "serviceDateInvalid")),
  description: leftOutWhenEmpty(
    multiLineText({
      max: SERVICE_RECORD_MAX_LENGTH.description,
      messages: { tooLong: "tooLong", notAllowed: "notAllowed" },
    }),
  ).transform((value) => value ?? null),
  technicianName: leftOutWhenEmpty(
    singleLineText({
      max: SERVICE_RECORD_MAX_LENGTH.technicianName,
      messages: { tooLong: "tooLong", notAllowed: "notAllowed" },
    }),
  ).transform((value) => value ?? null),
  amountCharged: text()
    .optional()
    .transform((value, context) => {
      const typed = (value ?? "").trim();
      const parsed = typed === "" ? undefined : parseAmountDollars(typed);
      if (parsed === undefined) {
        context.addIssue({ code: "custom", message: typed === "" ? "amountRequired" : "amountInvalid" });
        return z.NEVER;
      }
      return parsed;
    }),
  paymentStatus: z.enum(SERVICE_PAYMENT_STATUSES, { error: "paymentStatusInvalid" }),
});

export type ServiceRecordInput = z.input<typeof ServiceRecordSchema>;
export type ServiceRecord = z.infer<typeof ServiceRecordSchema>;
export type ServiceRecordField = keyof ServiceRecordInput;
export type ServiceRecordFieldErrors = Partial<Record<ServiceRecordField, ServiceRecordValidationKey>>;

/** The form's fields in the dialog's order. */
export const SERVICE_RECORD_FIELDS = Object.keys(ServiceRecordSchema.shape) as ServiceRecordField[];

export function serviceRecordFieldErrors(error: z.ZodError): ServiceRecordFieldErrors {
  return firstIssuePerField<ServiceRecordField>(error, "customerId") as ServiceRecordFieldErrors;
}

// The list's state in the URL: ?q=&payment=&customer=&page=&size= (a bad value falls back to its default).

export const SERVICE_SEARCH_MAX_LENGTH = 100;
export const SERVICE_PAYMENT_FILTERS = ["all", ...SERVICE_PAYMENT_STATUSES] as const;
export type ServicePaymentFilter = (typeof SERVICE_PAYMENT_FILTERS)[number];
export type ServicePageSize = (typeof CUSTOMER_LIST_PAGE_SIZES)[number];
const MAX_PAGE = 1_000_000;

export const ServiceListParamsSchema = z.object({
  q: singleLineText({ max: SERVICE_SEARCH_MAX_LENGTH, label: "Search" }).catch(""),
  payment: z.enum(SERVICE_PAYMENT_FILTERS).catch("all"),
  customer: z.uuid().nullable().catch(null),
  page: z.coerce.number().int().min(1).max(MAX_PAGE).catch(1),
  size: z.coerce
    .number()
    .refine((size): size is ServicePageSize => (CUSTOMER_LIST_PAGE_SIZES as readonly number[]).includes(size))
    .catch(CUSTOMER_LIST_PAGE_SIZES[0]),
});

export type ServiceListParams = {
  q: string;
  payment: ServicePaymentFilter;
  customer: string | null;
  page: number;
  size: ServicePageSize;
};

export const DEFAULT_SERVICE_LIST_PARAMS: ServiceListParams = {
  q: "",
  payment: "all",
  customer: null,
  page: 1,
  size: CUSTOMER_LIST_PAGE_SIZES[0],
};

export function serviceListParamsFrom(params: URLSearchParams): ServiceListParams {
  const parsed = ServiceListParamsSchema.parse({
    q: params.get("q") ?? undefined,
    payment: params.get("payment") ?? undefined,
    customer: params.get("customer"),
    page: params.get("page") ?? undefined,
    size: params.get("size") ?? undefined,
  });
  return { ...parsed, size: parsed.size as ServicePageSize };
}

/** The list's search string, leaving out defaults (`""` for the plain list); `changes` overrides some values. */
export function serviceListSearch(params: ServiceListParams, changes: Partial<ServiceListParams> = {}): string {
  const view = { ...params, ...changes };
  const search = new URLSearchParams();
  if (view.q) search.set("q", view.q);
  if (view.payment !== "all") search.set("payment", view.payment);
  if (view.customer) search.set("customer", view.customer);
  if (view.size !== DEFAULT_SERVICE_LIST_PARAMS.size) search.set("size", String(view.size));
  if (view.page !== 1) search.set("page", String(view.page));
  const text = search.toString();
  return text ? `?${text}` : "";
}
