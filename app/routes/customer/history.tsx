import type { Route } from "./+types/history";
import { requireCustomer } from "~/auth/require-user.server";
import { HistoryFiltersForm } from "~/components/portal/history/history-filters-form";
import { HistoryRecordList } from "~/components/portal/history/history-record-list";
import { HistorySummaryCards } from "~/components/portal/history/history-summary-cards";
import { Alert, AlertDescription } from "~/components/ui/alert";
import { historyFiltersFromSearchParams } from "~/domain/service-history/history-filters";
import { listServiceHistory } from "~/domain/service-history/list-service-history.server";
import { useMessages, messagesFromMatches } from "~/i18n/use-messages";

const PAGE_PATH = "/customer/history";

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: messagesFromMatches(matches).portal.history.metaTitle }];
}

/** Service History (spec document 1 §2): the filters come from the URL and are applied by the database. */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireCustomer(request);
  const filters = historyFiltersFromSearchParams(new URL(request.url).searchParams);
  return { filters, ...(await listServiceHistory({ user, filters })) };
}

export default function ServiceHistoryPage({ loaderData }: Route.ComponentProps) {
  const m = useMessages().portal.history;
  const { filters, rows, summary, serviceTypes, hasHistory } = loaderData;
  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight md:text-3xl">{m.title}</h1>
        <p className="mt-1 text-muted-foreground">{m.intro}</p>
      </div>
      <HistorySummaryCards summary={summary} />
      {hasHistory ? <HistoryFiltersForm filters={filters} serviceTypes={serviceTypes} clearPath={PAGE_PATH} /> : null}
      <HistoryRecordList rows={rows} hasHistory={hasHistory} clearPath={PAGE_PATH} />
    </div>
  );
}

export function ErrorBoundary() {
  const m = useMessages().portal.history;
  return (
    <Alert variant="destructive">
      <h1 className="mb-1 font-semibold leading-none">{m.loadErrorTitle}</h1>
      <AlertDescription>{m.loadError}</AlertDescription>
    </Alert>
  );
}
