import { z } from "zod";
import { multiLineText, singleLineText } from "~/domain/text-fields/text-field-schemas";
import { SETTINGS_LIMITS } from "./settings-limits";
import type { SettingsValidationKey } from "./settings-schemas";
import {
  isNetworkFrontPage,
  isPublicHttpsLink,
  normalizeUsPhone,
  parseFeeCents,
  serviceAreaLines,
} from "./typed-setting-values";

/** The Settings form's single fields as staff type them, each with its message keys (settings-schemas.ts joins them). */

export const text = (max: number, required = true) =>
  singleLineText({
    max,
    messages: { ...(required ? { required: "required" } : {}), tooLong: "tooLong", notAllowed: "notAllowed" },
  });

/** A ticked checkbox posts "on" (or its value); an unticked one posts nothing. */
export const checkbox = z
  .unknown()
  .optional()
  .transform((value) => typeof value === "string" && value !== "");

export const phone = text(SETTINGS_LIMITS.phoneLength).transform((value, context) => {
  const normalized = normalizeUsPhone(value);
  if (normalized) return normalized;
  context.addIssue({ code: "custom", message: "phoneInvalid" });
  return z.NEVER;
});

export const email = text(SETTINGS_LIMITS.emailLength).pipe(z.email("emailInvalid"));

/** Empty (no designated admin address), or an address stored in lower case, as sign-in compares it. */
export const adminEmail = text(SETTINGS_LIMITS.emailLength, false).transform((value, context) => {
  if (value === "") return null;
  if (!z.email().safeParse(value).success) {
    context.addIssue({ code: "custom", message: "emailInvalid" });
    return z.NEVER;
  }
  return value.toLowerCase();
});

/** The year it is now: the founding year cannot be later. */
function currentYear(): number {
  return new Date().getFullYear();
}

/** Any posted value as trimmed text ("" when missing): the numeric fields and the times word their own problems. */
export const typed = z
  .unknown()
  .optional()
  .transform((value) => (typeof value === "string" ? value.trim() : ""));

/** A numeric field: "required" when empty, otherwise `invalid` unless `parse` reads a value. */
function typedNumber(parse: (value: string) => number | undefined, invalid: SettingsValidationKey) {
  return typed.transform((value, context) => {
    const parsed = value === "" ? undefined : parse(value);
    if (parsed !== undefined) return parsed;
    context.addIssue({ code: "custom", message: value === "" ? "required" : invalid });
    return z.NEVER;
  });
}

export const foundedYear = typedNumber((value) => {
  const year = /^\d{4}$/.test(value) ? Number(value) : NaN;
  return year >= SETTINGS_LIMITS.minFoundedYear && year <= currentYear() ? year : undefined;
}, "foundedYearInvalid");

export const socialLink = text(SETTINGS_LIMITS.socialLinkLength, false)
  .refine((value) => value === "" || isPublicHttpsLink(value), "socialLinkInvalid")
  .refine((value) => value === "" || !isPublicHttpsLink(value) || !isNetworkFrontPage(value), "socialLinkNotProfile");

/** Whole miles, typed as digits. */
export const serviceRadiusMiles = typedNumber((value) => {
  const miles = /^\d{1,6}$/.test(value) ? Number(value) : NaN;
  return miles >= SETTINGS_LIMITS.minServiceRadiusMiles && miles <= SETTINGS_LIMITS.maxServiceRadiusMiles
    ? miles
    : undefined;
}, "serviceRadiusInvalid");

export const serviceCallFeeCents = typedNumber(parseFeeCents, "serviceCallFeeInvalid");

/** A signed quote's deposit as a whole percent of the chosen option, 0 to 100 (issue 38 item 4). */
export const quoteDepositPercent = typedNumber((value) => {
  const percent = /^\d{1,3}$/.test(value) ? Number(value) : NaN;
  return percent >= 0 && percent <= 100 ? percent : undefined;
}, "quoteDepositPercentInvalid");

export const serviceAreas = multiLineText({
  max: SETTINGS_LIMITS.serviceAreasTextLength,
  messages: { tooLong: "serviceAreasTooMany", notAllowed: "notAllowed" },
})
  .optional()
  .transform((value, context) => {
    const areas = serviceAreaLines(value ?? "");
    const problem: SettingsValidationKey | null =
      areas.length === 0
        ? "serviceAreasRequired"
        : areas.length > SETTINGS_LIMITS.serviceAreasCount
          ? "serviceAreasTooMany"
          : areas.some((area) => area.length > SETTINGS_LIMITS.serviceAreaLength)
            ? "serviceAreaTooLong"
            : null;
    if (!problem) return areas;
    context.addIssue({ code: "custom", message: problem });
    return z.NEVER;
  });
