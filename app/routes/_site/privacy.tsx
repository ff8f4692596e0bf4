import { LegalPage } from "~/components/site/legal-page";
import { publicPageMeta } from "~/components/site/page-meta";
import type { RootData } from "~/components/site/root-data";
import { fillLegalDocument, legalFacts } from "~/content/legal/legal-facts";
import { PRIVACY_POLICY } from "~/content/legal/privacy-policy";
import { getSettings } from "~/domain/settings/get-settings.server";
import { format } from "~/i18n/catalog";
import { resolveLocale } from "~/i18n/locale";
import { useMessages, messagesFromMatches } from "~/i18n/use-messages";
import type { Route } from "./+types/privacy";

export const meta: Route.MetaFunction = ({ data: pageData, matches, location }) => {
  const root = matches.find((match) => match?.id === "root")?.data as RootData | undefined;
  if (!pageData || !root) return [];
  const t = messagesFromMatches(matches).legal;
  const company = root.business.companyName;
  return publicPageMeta({
    title: format(t.metaTitle, { title: t.privacyTitle, company }),
    description: format(t.privacyDescription, { company }),
    origin: root.origin,
    pathname: location.pathname,
    siteName: company,
  });
};

/** The privacy policy (spec 1 §2): what we collect, why, who processes it, retention and rights. */
export async function loader({ request }: Route.LoaderArgs) {
  const locale = resolveLocale(request);
  const settings = await getSettings();
  return {
    locale,
    contact: { email: settings.email, phone: settings.mainPhone },
    document: fillLegalDocument(PRIVACY_POLICY, legalFacts(settings, locale), locale, "privacy"),
  };
}

export default function Privacy({ loaderData }: Route.ComponentProps) {
  const t = useMessages().legal;
  return (
    <LegalPage
      title={t.privacyTitle}
      document={loaderData.document}
      contact={loaderData.contact}
      otherPolicy={{ label: t.termsTitle, path: "/terms" }}
    />
  );
}
