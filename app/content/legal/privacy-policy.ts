import type { LegalDocument } from "./legal-document";
import { PRIVACY_POLICY_EN } from "./privacy-policy-en";
import { PRIVACY_POLICY_ES } from "./privacy-policy-es";

/** The /privacy page. Describes what this product really does (DECISIONS.md §3–4): keep it true when that changes. */
export const PRIVACY_POLICY: LegalDocument = {
  updatedOn: "2024-12-01",
  en: PRIVACY_POLICY_EN,
  es: PRIVACY_POLICY_ES,
};
