import { ClipboardList, Download, SearchX } from "lucide-react";
import { Link } from "react-router";
import { PaymentStatusBadge } from "./payment-status-badge";
import { buttonVariants } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { formatCalendarDate, formatUsd } from "~/domain/dashboard/dashboard-format";
import type { ServiceHistoryRow } from "~/domain/service-history/list-service-history.server";
import { format } from "~/i18n/catalog";
import { useLocale, useMessages } from "~/i18n/use-messages";

/** The records, or the empty state that fits: no history at all, or none left by the filters. */
export function HistoryRecordList({
  rows,
  hasHistory,
  clearPath,
}: {
  rows: ServiceHistoryRow[];
  hasHistory: boolean;
  clearPath: string;
}) {
  const m = useMessages().portal.history;
  const locale = useLocale();
  if (rows.length === 0) {
    return (
      <Card>
        <div className="flex flex-col items-center gap-2 p-10 text-center" data-testid="history-empty">
          {hasHistory ? (
            <SearchX aria-hidden className="size-8 text-muted-foreground" />
          ) : (
            <ClipboardList aria-hidden className="size-8 text-muted-foreground" />
          )}
          <h2 className="text-lg font-semibold">{hasHistory ? m.noMatchesTitle : m.emptyTitle}</h2>
          <p className="text-muted-foreground">{hasHistory ? m.noMatchesBody : m.emptyBody}</p>
          {hasHistory ? (
            <Link to={clearPath} className={buttonVariants({ variant: "outline", size: "sm" })}>
              {m.clear}
            </Link>
          ) : null}
        </div>
      </Card>
    );
  }
  return (
    <ul className="flex flex-col gap-3" aria-label={m.title}>
      {rows.map((row) => (
        <li key={row.id} data-testid="history-record">
          <Card>
            <div className="flex flex-col gap-3 p-4 sm:p-6">
              <div className="flex flex-wrap items-start justify-between gap-2">
                <div className="min-w-0">
                  <h2 className="font-semibold" data-testid="history-record-type">
                    {row.serviceType}
                  </h2>
                  <p className="text-sm text-muted-foreground">{formatCalendarDate(row.serviceDate, locale)}</p>
                </div>
                <div className="flex items-center gap-2">
                  <span className="font-semibold tabular-nums">{formatUsd(row.amountCharged, locale)}</span>
                  <PaymentStatusBadge status={row.paymentStatus} />
                </div>
              </div>
              <dl className="grid gap-2 text-sm sm:grid-cols-[max-content_1fr] sm:gap-x-4">
                <dt className="font-medium text-muted-foreground">{m.technician}</dt>
                <dd>{row.technicianName || m.noTechnician}</dd>
                <dt className="font-medium text-muted-foreground">{m.details}</dt>
                <dd className="whitespace-pre-line">{row.description || m.noDetails}</dd>
                {row.technicianNotes ? (
                  <>
                    <dt className="font-medium text-muted-foreground">{m.technicianNotes}</dt>
                    <dd className="whitespace-pre-line">{row.technicianNotes}</dd>
                  </>
                ) : null}
              </dl>
              {row.invoice ? (
                // A plain link: the PDF is a download, not a page the router could render.
                <a
                  href={`/customer/invoices/${row.invoice.id}/pdf`}
                  download
                  className={`${buttonVariants({ variant: "outline", size: "sm" })} self-start`}
                  data-testid="history-record-invoice-pdf"
                >
                  <Download aria-hidden />
                  {format(m.invoicePdf, { number: row.invoice.number })}
                </a>
              ) : null}
              {row.photos.length > 0 ? (
                <ul className="flex flex-wrap gap-2" aria-label={m.photos}>
                  {row.photos.map((photo, index) => (
                    <li key={photo.small}>
                      <a href={photo.large} target="_blank" rel="noreferrer">
                        <img
                          src={photo.small}
                          alt={format(m.photoAlt, {
                            number: index + 1,
                            service: row.serviceType,
                            date: formatCalendarDate(row.serviceDate, locale),
                          })}
                          width={120}
                          height={90}
                          loading="lazy"
                          className="h-[90px] w-[120px] rounded-md border object-cover"
                          data-testid="history-record-photo"
                        />
                      </a>
                    </li>
                  ))}
                </ul>
              ) : null}
            </div>
          </Card>
        </li>
      ))}
    </ul>
  );
}
