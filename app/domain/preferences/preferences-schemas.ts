import { z } from "zod";
import { safeRedirectPath } from "~/auth/safe-redirect";
import { LOCALES } from "~/i18n/catalog";

export const LocaleSchema = z.enum(LOCALES);

/** The language switcher's form (portal and back office), posted to /api/locale. */
export const LocaleChangeSchema = z.object({
  locale: LocaleSchema,
  // Only a path on this site: the action redirects there.
  redirectTo: z
    .string()
    .max(2048)
    .refine((value) => safeRedirectPath(value, "") !== "", "redirectTo must be a path on this site")
    .default("/"),
});
export type LocaleChange = z.infer<typeof LocaleChangeSchema>;
