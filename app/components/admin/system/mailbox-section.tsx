import { Mail } from "lucide-react";
import { Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import type { SystemStatus } from "~/domain/system/get-system-status.server";
import { formatSystemTime } from "~/domain/system/system-time-format";
import { useLocale, useMessages } from "~/i18n/use-messages";
import { cellClass, headCellClass, tableClass } from "./system-table-classes";

/** The latest mail the server sent (or kept in its mailbox when no SMTP server is set), each opening its message. */
export function MailboxSection({ mailbox, smtp }: { mailbox: SystemStatus["mailbox"]; smtp: boolean }) {
  const m = useMessages().system.mailbox;
  const locale = useLocale();
  return (
    <section aria-labelledby="mailbox-heading" className="flex flex-col gap-3">
      <h2 id="mailbox-heading" className="flex items-center gap-2 text-xl font-semibold">
        <Mail aria-hidden className="size-5" />
        {m.heading}
      </h2>
      <p className="text-muted-foreground">{smtp ? m.smtpIntro : m.intro}</p>
      {mailbox.length === 0 ? (
        <p className="text-muted-foreground">{m.none}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className={tableClass}>
            <thead>
              <tr>
                {[m.subject, m.to, m.kind, m.time].map((label) => (
                  <th key={label} scope="col" className={headCellClass}>
                    {label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {mailbox.map((message) => (
                <tr key={message.id}>
                  <th scope="row" className={`${cellClass} font-medium`}>
                    <Link
                      to={`/admin/system/mail/${message.id}`}
                      className="text-primary underline-offset-4 hover:underline"
                    >
                      {message.subject}
                    </Link>
                  </th>
                  <td className={`${cellClass} break-all`}>{message.to}</td>
                  <td className={cellClass}>
                    <Badge variant="secondary">{message.kind}</Badge>
                  </td>
                  <td className={`${cellClass} whitespace-nowrap`}>{formatSystemTime(message.createdAt, locale)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
