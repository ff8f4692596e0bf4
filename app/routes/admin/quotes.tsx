import { Link } from "react-router";
import { requireAdmin } from "~/auth/require-user.server";
import { QuoteTable } from "~/components/admin/quotes/quote-table";
import { ScreenLoadError } from "~/components/screen-load-error";
import { QUOTE_STATUSES } from "~/config/quote-rules";
import { listQuotes, quoteStatusFilter } from "~/domain/quotes/list-quotes.server";
import { messagesFromMatches, useMessages } from "~/i18n/use-messages";
import type { Route } from "./+types/quotes";

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: messagesFromMatches(matches).admin.quotes.metaTitle }];
}

/** The quotes (issue 38 item 4), newest first, by status (`?status=`); sent ones past their date are marked expired. */
export async function loader({ request }: Route.LoaderArgs) {
  const actor = await requireAdmin(request);
  const status = quoteStatusFilter(new URL(request.url).searchParams.get("status"));
  return { status, rows: await listQuotes({ actor, status }) };
}

export default function QuotesPage({ loaderData }: Route.ComponentProps) {
  const m = useMessages().admin.quotes;
  const filters = [null, ...QUOTE_STATUSES] as const;
  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight md:text-3xl">{m.title}</h1>
        <p className="mt-1 max-w-2xl text-muted-foreground">{m.intro}</p>
        <p className="mt-2 max-w-2xl text-sm text-muted-foreground">
          {m.newQuoteHint}{" "}
          <Link to="/admin/customers" className="font-medium text-primary underline-offset-4 hover:underline">
            {m.openCustomers}
          </Link>
        </p>
      </div>
      <nav aria-label={m.filterLabel}>
        <ul className="flex flex-wrap gap-2">
          {filters.map((status) => {
            const current = loaderData.status === status;
            return (
              <li key={status ?? "all"}>
                <Link
                  to={status ? `/admin/quotes?status=${status}` : "/admin/quotes"}
                  aria-current={current ? "page" : undefined}
                  className={`inline-flex rounded-full border px-3 py-1 text-sm ${current ? "border-primary bg-primary text-primary-foreground" : "hover:bg-muted"}`}
                >
                  {status ? m.statuses[status] : m.statuses.all}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <QuoteTable rows={loaderData.rows} />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const m = useMessages().admin.quotes;
  return <ScreenLoadError error={error} title={m.loadErrorTitle} description={m.loadError} />;
}
