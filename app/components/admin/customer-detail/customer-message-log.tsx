import { Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { buttonVariants } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { formatBusinessDate, formatBusinessTime } from "~/domain/dashboard/dashboard-format";
import type {
  CustomerMessageEntry,
  CustomerMessageLog as Log,
  TextStatus,
} from "~/domain/messaging/list-customer-messages.server";
import { format } from "~/i18n/catalog";
import { useLocale, useMessages } from "~/i18n/use-messages";

const headCell = "whitespace-nowrap border-b px-3 py-2 text-left font-medium text-muted-foreground";
const cell = "border-b px-3 py-2 align-top";

/** The search parameter of the log's page: the rest of the page stays as it is. */
export const MESSAGE_LOG_PAGE_PARAM = "messages";

const STATUS_VARIANTS: Record<TextStatus, "success" | "secondary" | "outline" | "warning" | "destructive"> = {
  pending: "outline",
  blocked: "warning",
  accepted: "secondary",
  queued: "secondary",
  sending: "secondary",
  sent: "secondary",
  delivered: "success",
  undelivered: "destructive",
  failed: "destructive",
};

/**
 * Every text and e-mail sent to the customer (issue 36 item 6), newest first, a page at a time: when, what (a text's
 * template, an e-mail's subject), the language, the delivery status with the error code or the reason a text was not
 * sent, and the consent record a text relied on (its source and date).
 */
export function CustomerMessageLog({ log }: { log: Log }) {
  const m = useMessages().admin.customerDetail;
  const l = m.messaging.log;
  const headingId = "messages-heading";
  const pageLink = (page: number) => ({ search: `?${MESSAGE_LOG_PAGE_PARAM}=${page}`, hash: "messages" });

  return (
    <Card id="messages" className="scroll-mt-20">
      <CardHeader className="pb-3">
        <CardTitle id={headingId} className="text-base">
          {l.heading}
        </CardTitle>
        <CardDescription>{l.intro}</CardDescription>
      </CardHeader>
      <CardContent>
        {log.entries.length === 0 ? (
          <p className="text-sm text-muted-foreground">{l.empty}</p>
        ) : (
          <>
            {/* On a phone the table may scroll sideways: the region takes focus so a keyboard can scroll it too. */}
            <div
              className="overflow-x-auto rounded-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
              tabIndex={0}
              role="region"
              aria-label={format(m.tableRegion, { table: l.heading })}
            >
              <table className="w-full min-w-[44rem] text-sm" aria-labelledby={headingId}>
                <thead>
                  <tr>
                    {[l.when, l.message, l.language, l.status, l.consent].map((column) => (
                      <th key={column} scope="col" className={headCell}>
                        {column}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {log.entries.map((entry) => (
                    <MessageRow key={`${entry.channel}-${entry.id}`} entry={entry} />
                  ))}
                </tbody>
              </table>
            </div>
            {log.pageCount > 1 ? (
              <nav aria-label={l.pagination.label} className="mt-3 flex flex-wrap items-center gap-3 text-sm">
                {log.page > 1 ? (
                  <Link
                    to={pageLink(log.page - 1)}
                    preventScrollReset
                    className={buttonVariants({ variant: "outline", size: "sm" })}
                  >
                    {l.pagination.newer}
                  </Link>
                ) : null}
                <span className="text-muted-foreground">
                  {format(l.pagination.page, { page: log.page, pages: log.pageCount, total: log.total })}
                </span>
                {log.page < log.pageCount ? (
                  <Link
                    to={pageLink(log.page + 1)}
                    preventScrollReset
                    className={buttonVariants({ variant: "outline", size: "sm" })}
                  >
                    {l.pagination.older}
                  </Link>
                ) : null}
              </nav>
            ) : null}
          </>
        )}
      </CardContent>
    </Card>
  );
}

function MessageRow({ entry }: { entry: CustomerMessageEntry }) {
  const l = useMessages().admin.customerDetail.messaging.log;
  const sources = useMessages().admin.customerDetail.messaging.consent.sources;
  const locale = useLocale();
  const when = entry.sentAt ?? entry.createdAt;
  const what = entry.channel === "sms" ? (l.templates[entry.template] ?? entry.template) : entry.subject;
  const reason =
    entry.status === "blocked"
      ? (l.blockReasons[entry.errorCode ?? ""] ?? entry.errorCode)
      : entry.errorCode
        ? format(l.errorCode, { code: entry.errorCode })
        : null;
  const development = entry.transport === "outbox" ? l.outbox : entry.transport === "mailbox" ? l.mailbox : null;
  const consentDate = entry.consent ? formatBusinessDate(entry.consent.recordedAt, locale) : "";

  return (
    <tr>
      <td className={`${cell} whitespace-nowrap`}>
        {formatBusinessDate(when, locale)}, {formatBusinessTime(when, locale)}
      </td>
      <td className={cell}>
        <span className="flex flex-wrap items-center gap-2">
          <Badge variant="outline">{l.channels[entry.channel]}</Badge>
          <span className="break-words font-medium">{what}</span>
        </span>
        <span className="mt-0.5 block break-all text-xs text-muted-foreground">{format(l.to, { to: entry.to })}</span>
      </td>
      <td className={cell}>{entry.locale ? l.languages[entry.locale] : l.unknown}</td>
      <td className={cell}>
        <Badge variant={STATUS_VARIANTS[entry.status]}>{l.statuses[entry.status]}</Badge>
        {reason ? <span className="mt-0.5 block text-xs">{reason}</span> : null}
        {development ? <span className="mt-0.5 block text-xs text-muted-foreground">{development}</span> : null}
      </td>
      <td className={`${cell} text-xs`}>
        {entry.channel === "email"
          ? l.emailConsent
          : entry.consent
            ? format(entry.consent.granted ? l.consentGiven : l.consentWithdrawn, {
                source: sources[entry.consent.source],
                date: consentDate,
              })
            : l.noConsent}
      </td>
    </tr>
  );
}
