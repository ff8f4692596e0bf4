import { z } from "zod";
import { DEFAULT_STATE, US_STATES } from "~/config/business-defaults";
import { EQUIPMENT_TYPES } from "~/config/equipment-types";
import { SmsConsentBoxSchema } from "~/domain/messaging/sms-consent-disclosure";
import { firstIssuePerField } from "~/domain/form-field-errors";
import { leftOutWhenEmpty, multiLineText, singleLineText } from "~/domain/text-fields/text-field-schemas";
import { PROFILE_FIELD_MAX_LENGTH as max } from "./profile-field-limits";

/** The states a profile may name (DECISIONS.md §1: one list everywhere), Florida first and by default. */
export const PROFILE_STATES = US_STATES.map((state) => state.code) as [
  (typeof US_STATES)[number]["code"],
  ...(typeof US_STATES)[number]["code"][],
];
export type ProfileState = (typeof PROFILE_STATES)[number];

/** Five digits, optionally a dash and four more (spec document 1 §5). */
const ZIP_CODE_PATTERN = /^\d{5}(?:-\d{4})?$/;
/** Digits with the usual separators, at least 7 digits, so "n/a" is not a phone number. */
const PHONE_PATTERN = /^\+?[\d\s().-]*$/;
const PHONE_MIN_DIGITS = 7;

/** Every message key the schema reports: the screen words them from `portal.profile.validation`. */
export type ProfileValidationKey =
  | "firstNameRequired"
  | "lastNameRequired"
  | "emailRequired"
  | "emailInvalid"
  | "emailUnavailable"
  | "addressLine1Required"
  | "cityRequired"
  | "zipCodeRequired"
  | "zipCodeInvalid"
  | "phoneInvalid"
  | "stateInvalid"
  | "equipmentTypeInvalid"
  | "smsPhoneInvalid"
  | "tooLong"
  | "notAllowed";

const REQUIRED_KEYS = {
  firstName: "firstNameRequired",
  lastName: "lastNameRequired",
  addressLine1: "addressLine1Required",
  city: "cityRequired",
} as const satisfies Record<string, ProfileValidationKey>;

function requiredLine(field: keyof typeof REQUIRED_KEYS) {
  return singleLineText({
    max: max[field],
    messages: { required: REQUIRED_KEYS[field], tooLong: "tooLong", notAllowed: "notAllowed" },
  });
}

/** An optional single line: null when left empty (spec document 1 §5: "empty optional values are saved as null"). */
function optionalLine(maxLength: number) {
  return leftOutWhenEmpty(
    singleLineText({ max: maxLength, messages: { tooLong: "tooLong", notAllowed: "notAllowed" } }),
  ).transform((value) => value ?? null);
}

/**
 * The portal's profile form (spec document 1 §2, §5), the same on both sides. No plan field: the plan is shown read
 * only and changes only through billing (DECISIONS.md §2); status, balance, customer number and staff notes are not
 * the customer's to set either, and fields not named here are dropped by the parse.
 */
export const ProfileSchema = z.object({
  firstName: requiredLine("firstName"),
  lastName: requiredLine("lastName"),
  email: z
    .string({ error: "emailRequired" })
    .trim()
    .min(1, "emailRequired")
    .max(max.email, "emailInvalid")
    .pipe(z.email("emailInvalid"))
    .transform((email) => email.toLowerCase()),
  phone: leftOutWhenEmpty(
    singleLineText({ max: max.phone, messages: { tooLong: "phoneInvalid", notAllowed: "phoneInvalid" } }),
  )
    .refine(
      (phone) =>
        phone === undefined || (PHONE_PATTERN.test(phone) && phone.replace(/\D/g, "").length >= PHONE_MIN_DIGITS),
      "phoneInvalid",
    )
    .transform((phone) => phone ?? null),
  addressLine1: requiredLine("addressLine1"),
  addressLine2: optionalLine(max.addressLine2),
  city: requiredLine("city"),
  state: z
    .string({ error: "stateInvalid" })
    .trim()
    .optional()
    .transform((state) => state || DEFAULT_STATE)
    .pipe(z.enum(PROFILE_STATES, { error: "stateInvalid" })),
  zipCode: z
    .string({ error: "zipCodeRequired" })
    .trim()
    .min(1, "zipCodeRequired")
    .max(max.zipCode, "zipCodeInvalid")
    .regex(ZIP_CODE_PATTERN, "zipCodeInvalid"),
  equipmentType: z
    .string({ error: "equipmentTypeInvalid" })
    .trim()
    .optional()
    .transform((type) => type || null)
    .pipe(z.enum(EQUIPMENT_TYPES, { error: "equipmentTypeInvalid" }).nullable()),
  equipmentBrand: optionalLine(max.equipmentBrand),
  equipmentModel: optionalLine(max.equipmentModel),
  notes: leftOutWhenEmpty(
    multiLineText({ max: max.notes, messages: { tooLong: "tooLong", notAllowed: "notAllowed" } }),
  ).transform((value) => value ?? null),
  // The SMS consent box (issue 36): it shows the current consent, so unticking it withdraws.
  smsConsent: SmsConsentBoxSchema,
});

export type Profile = z.infer<typeof ProfileSchema>;
export type ProfileField = keyof z.input<typeof ProfileSchema>;
export type ProfileFieldErrors = Partial<Record<ProfileField, ProfileValidationKey>>;

/** The first message key per field of a failed parse. */
export function profileFieldErrors(error: z.ZodError): ProfileFieldErrors {
  return firstIssuePerField<ProfileField>(error, "firstName") as ProfileFieldErrors;
}
