import { MessageSquareText } from "lucide-react";
import { Badge } from "~/components/ui/badge";
import type { SystemStatus } from "~/domain/system/get-system-status.server";
import { formatSystemTime } from "~/domain/system/system-time-format";
import { useLocale, useMessages } from "~/i18n/use-messages";
import { cellClass, headCellClass, tableClass } from "./system-table-classes";

/**
 * The latest texts beside the mailbox (issue 36): without Twilio, the development outbox with each text as it would
 * have gone; with it, what was sent and Twilio's delivery status (failed ones with their error code).
 */
export function TextsSection({ texts, twilio }: { texts: SystemStatus["texts"]; twilio: boolean }) {
  const m = useMessages().system.texts;
  const locale = useLocale();
  return (
    <section aria-labelledby="texts-heading" className="flex flex-col gap-3">
      <h2 id="texts-heading" className="flex items-center gap-2 text-xl font-semibold">
        <MessageSquareText aria-hidden className="size-5" />
        {m.heading}
      </h2>
      <p className="text-muted-foreground">{twilio ? m.twilioIntro : m.intro}</p>
      {texts.length === 0 ? (
        <p className="text-muted-foreground">{m.none}</p>
      ) : (
        // A wide table on a phone scrolls sideways: the region takes the keyboard's focus so it can be scrolled.
        <div className="overflow-x-auto" tabIndex={0} role="region" aria-labelledby="texts-heading">
          <table className={tableClass}>
            <thead>
              <tr>
                {[m.to, m.template, m.language, m.status, m.body, m.time].map((label) => (
                  <th key={label} scope="col" className={headCellClass}>
                    {label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {texts.map((text) => (
                <tr key={text.id}>
                  <th scope="row" className={`${cellClass} whitespace-nowrap font-medium`}>
                    {text.to}
                  </th>
                  <td className={cellClass}>
                    <Badge variant="secondary">{text.template}</Badge>
                  </td>
                  <td className={cellClass}>{text.locale.toUpperCase()}</td>
                  <td className={`${cellClass} whitespace-nowrap`}>
                    {text.errorCode ? `${text.status} (${text.errorCode})` : text.status}
                  </td>
                  <td className={`${cellClass} min-w-64`} lang={text.body ? text.locale : undefined}>
                    {text.body ?? <span className="text-muted-foreground">{m.hidden}</span>}
                  </td>
                  <td className={`${cellClass} whitespace-nowrap`}>{formatSystemTime(text.createdAt, locale)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
