import { z } from "zod";
import { safeRedirectPath } from "~/auth/safe-redirect";
import { singleLineText } from "~/domain/text-fields/text-field-schemas";
import { LOCALES } from "~/i18n/catalog";

export const LocaleSchema = z.enum(LOCALES);

/** The language switcher's form (portal and back office), posted to /api/locale. */
export const LocaleChangeSchema = z.object({
  locale: LocaleSchema,
  // Only a path on this site, as safeRedirectPath normalises it: the action redirects there.
  redirectTo: singleLineText({ max: 2048, label: "redirectTo" })
    .refine((value) => safeRedirectPath(value, "") !== "", "redirectTo must be a path on this site")
    .transform((value) => safeRedirectPath(value, "/"))
    .default("/"),
});
export type LocaleChange = z.infer<typeof LocaleChangeSchema>;
