import { requireAdmin } from "~/auth/require-user.server";
import { BUSINESS_TIME_ZONE } from "~/config/business-rules";
import { csvDownloadHeaders } from "~/domain/csv/csv-writing";
import { newsletterListParamsFrom } from "~/domain/newsletter/newsletter-list-params";
import { exportNewsletterSubscribersCsv } from "~/domain/newsletter/list-newsletter-subscribers.server";
import type { Route } from "./+types/newsletter-export";
import { dateTimeFormat } from "~/i18n/intl-formats";

/** `GET /admin/newsletter/export.csv?q=`: the subscribers matching the search as `newsletter-subscribers-YYYY-MM-DD.csv`. */
export async function loader({ request }: Route.LoaderArgs) {
  const actor = await requireAdmin(request);
  const { q } = newsletterListParamsFrom(new URL(request.url).searchParams);
  const csv = await exportNewsletterSubscribersCsv({ actor, q });
  const today = dateTimeFormat("en-CA", {
    timeZone: BUSINESS_TIME_ZONE,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(new Date());
  return new Response(csv, { headers: csvDownloadHeaders(`newsletter-subscribers-${today}.csv`) });
}
