import { z } from "zod";
import { DEFAULT_STATE, US_STATES } from "~/config/business-defaults";
import { CUSTOMER_STATUSES, PLAN_CODES, type PlanCode } from "~/db/schema/customers";
import { firstIssuePerField } from "~/domain/form-field-errors";
import { leftOutWhenEmpty, multiLineText, singleLineText } from "~/domain/text-fields/text-field-schemas";
import { CUSTOMER_BALANCE_LIMIT_DOLLARS, CUSTOMER_FIELD_MAX_LENGTH as max } from "./customer-field-limits";

/**
 * The staff customer record: one schema for Add Customer, the detail page's Edit form and each CSV row (spec
 * document 2 §3, §5; DECISIONS.md §1, §4). It takes text as a form or a CSV cell gives it and returns typed values.
 */

export const CUSTOMER_STATES = US_STATES.map((state) => state.code) as [
  (typeof US_STATES)[number]["code"],
  ...(typeof US_STATES)[number]["code"][],
];
export type CustomerState = (typeof CUSTOMER_STATES)[number];
export type CustomerStatus = (typeof CUSTOMER_STATUSES)[number];

/** Every message key the schema reports; each screen words them in its language (`admin.customerForm.validation`). */
export type CustomerValidationKey =
  | "firstNameRequired"
  | "lastNameRequired"
  | "addressLine1Required"
  | "cityRequired"
  | "zipCodeRequired"
  | "zipCodeInvalid"
  | "emailInvalid"
  | "phoneInvalid"
  | "stateInvalid"
  | "planInvalid"
  | "statusInvalid"
  | "balanceInvalid"
  | "balanceNegative"
  | "balanceReadOnly"
  | "dateInvalid"
  | "customerNumberInvalid"
  | "customerNumberTaken"
  | "followsPlanVisits"
  | "tooLong"
  | "notAllowed";

/** Letters, digits and dashes, e.g. AW1042 or LEGACY-77; stored upper-case so AW1042 and aw1042 are one number. */
const CUSTOMER_NUMBER_PATTERN = /^[A-Z0-9][A-Z0-9-]*$/;
const ZIP_CODE_PATTERN = /^\d{5}(?:-\d{4})?$/;
const PHONE_PATTERN = /^\+?[\d\s().-]*$/;
const PHONE_MIN_DIGITS = 7;

/**
 * Plan names as staff and older spreadsheets write them (DECISIONS.md §1 and the CSV rules): the codes themselves,
 * the older app's basic/premium/commercial, and the display names.
 */
const PLAN_ALIASES: Record<string, PlanCode> = {
  "": "none",
  none: "none",
  basic: "basic",
  "basic maintenance": "basic",
  "basic care": "basic",
  premium: "premium_care",
  premium_care: "premium_care",
  "premium care": "premium_care",
  comprehensive: "premium_care",
  commercial: "commercial_plus",
  commercial_plus: "commercial_plus",
  "commercial plus": "commercial_plus",
};

/** The plan code a name stands for, or undefined when it names no plan. */
export function planCodeFromName(name: string): PlanCode | undefined {
  return PLAN_ALIASES[name.trim().toLowerCase().replace(/\s+/g, " ")];
}

/** Dollars as people write them: `1234.5`, `$1,234.50`, `-20`; empty is 0 (spec document 2 §5). Undefined when it is not money. */
export function parseBalanceDollars(text: string): number | undefined {
  const cleaned = text
    .trim()
    .replace(/^\$/, "")
    .replace(/^(-?)\$/, "$1")
    .replace(/,(?=\d{3}(?:\D|$))/g, "");
  if (cleaned === "") return 0;
  if (!/^-?\d+(?:\.\d{1,2})?$/.test(cleaned)) return undefined;
  const value = Number(cleaned);
  return Math.abs(value) <= CUSTOMER_BALANCE_LIMIT_DOLLARS ? value : undefined;
}

/** A date as `YYYY-MM-DD` (the date input) or `MM/DD/YYYY` (spreadsheets), as `YYYY-MM-DD`; empty is null; undefined when invalid. */
export function parseCalendarDate(text: string): string | null | undefined {
  const trimmed = text.trim();
  if (trimmed === "") return null;
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(trimmed);
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(trimmed);
  const [year, month, day] = iso ? [iso[1], iso[2], iso[3]] : us ? [us[3], us[1], us[2]] : [];
  if (!year || !month || !day) return undefined;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  const valid =
    date.getUTCFullYear() === Number(year) &&
    date.getUTCMonth() === Number(month) - 1 &&
    date.getUTCDate() === Number(day);
  if (!valid || Number(year) < 1900 || Number(year) > 2200) return undefined;
  return date.toISOString().slice(0, 10);
}

const text = () => z.string({ error: "notAllowed" });

function requiredLine(field: "firstName" | "lastName" | "addressLine1" | "city", key: CustomerValidationKey) {
  return singleLineText({ max: max[field], messages: { required: key, tooLong: "tooLong", notAllowed: "notAllowed" } });
}

function optionalLine(maxLength: number) {
  return leftOutWhenEmpty(
    singleLineText({ max: maxLength, messages: { tooLong: "tooLong", notAllowed: "notAllowed" } }),
  ).transform((value) => value ?? null);
}

function calendarDate() {
  return text()
    .optional()
    .transform((value, context) => {
      const parsed = parseCalendarDate(value ?? "");
      if (parsed === undefined) {
        context.addIssue({ code: "custom", message: "dateInvalid" });
        return z.NEVER;
      }
      return parsed;
    });
}

export const CustomerRecordSchema = z.object({
  /** Empty: the next number from the AW sequence (DECISIONS.md §4). */
  customerNumber: text()
    .optional()
    .transform((value) => (value ?? "").trim().toUpperCase() || null)
    .pipe(
      z
        .string()
        .max(max.customerNumber, "customerNumberInvalid")
        .regex(CUSTOMER_NUMBER_PATTERN, "customerNumberInvalid")
        .nullable(),
    ),
  firstName: requiredLine("firstName", "firstNameRequired"),
  lastName: requiredLine("lastName", "lastNameRequired"),
  email: text()
    .optional()
    .transform((value) => (value ?? "").trim().toLowerCase() || null)
    .pipe(z.string().max(max.email, "emailInvalid").pipe(z.email("emailInvalid")).nullable()),
  phone: leftOutWhenEmpty(
    singleLineText({ max: max.phone, messages: { tooLong: "phoneInvalid", notAllowed: "phoneInvalid" } }),
  )
    .refine(
      (phone) =>
        phone === undefined || (PHONE_PATTERN.test(phone) && phone.replace(/\D/g, "").length >= PHONE_MIN_DIGITS),
      "phoneInvalid",
    )
    .transform((phone) => phone ?? null),
  addressLine1: requiredLine("addressLine1", "addressLine1Required"),
  addressLine2: optionalLine(max.addressLine2),
  city: requiredLine("city", "cityRequired"),
  state: text()
    .optional()
    .transform((state) => (state ?? "").trim().toUpperCase() || DEFAULT_STATE)
    .pipe(z.enum(CUSTOMER_STATES, { error: "stateInvalid" })),
  zipCode: z
    .string({ error: "zipCodeRequired" })
    .trim()
    .min(1, "zipCodeRequired")
    .max(max.zipCode, "zipCodeInvalid")
    .regex(ZIP_CODE_PATTERN, "zipCodeInvalid"),
  currentBalance: text()
    .optional()
    .transform((value, context) => {
      const parsed = parseBalanceDollars(value ?? "");
      if (parsed === undefined) {
        context.addIssue({ code: "custom", message: "balanceInvalid" });
        return z.NEVER;
      }
      // An opening balance becomes an invoice (ADR 084), and no invoice is below zero.
      if (parsed < 0) {
        context.addIssue({ code: "custom", message: "balanceNegative" });
        return z.NEVER;
      }
      return parsed;
    }),
  servicePlan: text()
    .optional()
    .transform((value, context) => {
      const code = planCodeFromName(value ?? "");
      if (!code) {
        context.addIssue({ code: "custom", message: "planInvalid" });
        return z.NEVER;
      }
      return code;
    }),
  equipmentType: optionalLine(max.equipmentType),
  equipmentBrand: optionalLine(max.equipmentBrand),
  equipmentModel: optionalLine(max.equipmentModel),
  installationDate: calendarDate(),
  nextServiceDue: calendarDate(),
  notes: leftOutWhenEmpty(
    multiLineText({ max: max.notes, messages: { tooLong: "tooLong", notAllowed: "notAllowed" } }),
  ).transform((value) => value ?? null),
  status: text()
    .optional()
    .transform((value) => (value ?? "").trim().toLowerCase() || "active")
    .pipe(z.enum(CUSTOMER_STATUSES, { error: "statusInvalid" })),
});

export type CustomerRecordInput = z.input<typeof CustomerRecordSchema>;
export type CustomerRecord = z.infer<typeof CustomerRecordSchema>;
export type CustomerRecordField = keyof CustomerRecordInput;
export type CustomerFieldErrors = Partial<Record<CustomerRecordField, CustomerValidationKey>>;

/** The form's fields in the order the dialog and the CSV template list them. */
export const CUSTOMER_RECORD_FIELDS = Object.keys(CustomerRecordSchema.shape) as CustomerRecordField[];

/** The first message key per field of a failed parse. */
export function customerFieldErrors(error: z.ZodError): CustomerFieldErrors {
  return firstIssuePerField<CustomerRecordField>(error, "firstName") as CustomerFieldErrors;
}

export { PLAN_CODES };
