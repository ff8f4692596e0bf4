import { LegalPage } from "~/components/site/legal-page";
import { publicPageMeta } from "~/components/site/page-meta";
import { rootDataFromMatches } from "~/components/site/root-data";
import type { LegalDocument } from "~/content/legal/legal-document";
import { fillLegalDocument, legalFacts } from "~/content/legal/legal-facts";
import { PRIVACY_POLICY } from "~/content/legal/privacy-policy";
import { TERMS_OF_SERVICE } from "~/content/legal/terms-of-service";
import { getSettings } from "~/domain/settings/get-settings.server";
import { format, type Messages } from "~/i18n/catalog";
import { resolveLocale } from "~/i18n/locale";
import { messagesFromMatches, useMessages } from "~/i18n/use-messages";
import type { Route } from "./+types/legal";

type Policy = "privacy" | "terms";

/** Each policy's words and the other policy it links to. */
const POLICIES = {
  privacy: { title: "privacyTitle", description: "privacyDescription", other: "terms" },
  terms: { title: "termsTitle", description: "termsDescription", other: "privacy" },
} as const satisfies Record<
  Policy,
  { title: keyof Messages["legal"]; description: keyof Messages["legal"]; other: Policy }
>;

/** The policies' texts: read by the loader only, so the prose travels once, as page data, and never in the script. */
const DOCUMENTS: Record<Policy, LegalDocument> = { privacy: PRIVACY_POLICY, terms: TERMS_OF_SERVICE };

export const meta: Route.MetaFunction = ({ data: pageData, matches, location }) => {
  const root = rootDataFromMatches(matches);
  if (!pageData || !root) return [];
  const t = messagesFromMatches(matches).legal;
  const policy = POLICIES[pageData.policy];
  const company = root.business.companyName;
  return publicPageMeta({
    title: format(t.metaTitle, { title: t[policy.title], company }),
    description: format(t[policy.description], { company }),
    origin: root.origin,
    pathname: location.pathname,
    siteName: company,
  });
};

/**
 * The privacy policy (what we collect, why, who processes it, retention and rights) and the terms of service
 * (spec 1 §2, §9: notice periods, warranties, plan cancellation, the service call fee), at /privacy and /terms.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const policy: Policy = new URL(request.url).pathname.endsWith("/terms") ? "terms" : "privacy";
  const locale = resolveLocale(request);
  const settings = await getSettings();
  return {
    locale,
    policy,
    contact: { email: settings.email, phone: settings.mainPhone },
    document: fillLegalDocument(DOCUMENTS[policy], legalFacts(settings, locale), locale, policy),
  };
}

export default function LegalDocumentPage({ loaderData }: Route.ComponentProps) {
  const t = useMessages().legal;
  const policy = POLICIES[loaderData.policy];
  return (
    <LegalPage
      title={t[policy.title]}
      document={loaderData.document}
      contact={loaderData.contact}
      otherPolicy={{ label: t[POLICIES[policy.other].title], path: `/${policy.other}` }}
    />
  );
}
