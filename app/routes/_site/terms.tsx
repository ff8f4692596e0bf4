import { LegalPage } from "~/components/site/legal-page";
import { publicPageMeta } from "~/components/site/page-meta";
import type { RootData } from "~/components/site/root-data";
import { fillLegalDocument, legalFacts } from "~/content/legal/legal-facts";
import { TERMS_OF_SERVICE } from "~/content/legal/terms-of-service";
import { getSettings } from "~/domain/settings/get-settings.server";
import { format } from "~/i18n/catalog";
import { resolveLocale } from "~/i18n/locale";
import { useMessages, messagesFromMatches } from "~/i18n/use-messages";
import type { Route } from "./+types/terms";

export const meta: Route.MetaFunction = ({ data: pageData, matches, location }) => {
  const root = matches.find((match) => match?.id === "root")?.data as RootData | undefined;
  if (!pageData || !root) return [];
  const t = messagesFromMatches(matches).legal;
  const company = root.business.companyName;
  return publicPageMeta({
    title: format(t.metaTitle, { title: t.termsTitle, company }),
    description: format(t.termsDescription, { company }),
    origin: root.origin,
    pathname: location.pathname,
    siteName: company,
  });
};

/** The terms of service (spec 1 §2, §9): notice periods, warranties, plan cancellation and the service call fee. */
export async function loader({ request }: Route.LoaderArgs) {
  const locale = resolveLocale(request);
  const settings = await getSettings();
  return {
    locale,
    contact: { email: settings.email, phone: settings.mainPhone },
    document: fillLegalDocument(TERMS_OF_SERVICE, legalFacts(settings, locale), locale, "terms"),
  };
}

export default function Terms({ loaderData }: Route.ComponentProps) {
  const t = useMessages().legal;
  return (
    <LegalPage
      title={t.termsTitle}
      document={loaderData.document}
      contact={loaderData.contact}
      otherPolicy={{ label: t.privacyTitle, path: "/privacy" }}
    />
  );
}
