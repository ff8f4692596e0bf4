import { Link } from "react-router";
import { requireCustomer } from "~/auth/require-user.server";
import { QuoteStatusBadge } from "~/components/quotes/quote-status-badge";
import { ScreenLoadError } from "~/components/screen-load-error";
import { listOwnQuotes } from "~/domain/quotes/list-own-quotes.server";
import { format } from "~/i18n/catalog";
import { QUOTE_PAGE_WORDS } from "~/i18n/quote-page-words";
import { useLocale } from "~/i18n/use-messages";
import type { Route } from "./+types/quotes";

export const meta: Route.MetaFunction = ({ data }) => [{ title: QUOTE_PAGE_WORDS[data?.locale ?? "en"].listMetaTitle }];

/** The signed-in customer's quotes (issue 38 item 4), newest first; drafts are never shown. */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireCustomer(request);
  return { locale: user.locale === "es" ? ("es" as const) : ("en" as const), rows: await listOwnQuotes({ user }) };
}

export default function CustomerQuotesPage({ loaderData }: Route.ComponentProps) {
  const w = QUOTE_PAGE_WORDS[useLocale()];
  return (
    <div className="flex flex-col gap-4">
      <div>
        <h1 className="text-2xl font-bold tracking-tight md:text-3xl">{w.listTitle}</h1>
        <p className="mt-1 text-muted-foreground">{w.listIntro}</p>
      </div>
      {loaderData.rows.length === 0 ? (
        <p className="rounded-lg border border-dashed p-6 text-center text-muted-foreground" data-testid="quotes-empty">
          {w.listEmpty}
        </p>
      ) : (
        <ul className="flex flex-col gap-3">
          {loaderData.rows.map((row) => (
            <li
              key={row.id}
              className="flex flex-col gap-2 rounded-lg border bg-card p-4 sm:flex-row sm:items-center sm:justify-between"
              data-testid="customer-quote-row"
            >
              <div className="flex flex-col gap-1">
                <Link
                  to={`/customer/quotes/${row.id}`}
                  className="font-semibold text-primary underline-offset-4 hover:underline"
                  aria-label={format(w.open, { number: row.number })}
                >
                  {row.number}
                </Link>
                <span>{row.title}</span>
              </div>
              <QuoteStatusBadge status={row.status} label={w.statuses[row.status]} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const w = QUOTE_PAGE_WORDS[useLocale()];
  return <ScreenLoadError error={error} title={w.listTitle} description={w.toasts.failedDescription} />;
}
