import { Download, Info } from "lucide-react";
import { useEffect, useId, useMemo, useState } from "react";
import { Alert, AlertDescription } from "~/components/ui/alert";
import { buttonVariants } from "~/components/ui/button";
import type { CustomerImportReport } from "~/domain/customers/customer-import-report";
import { format } from "~/i18n/catalog";
import { useLocale, useMessages } from "~/i18n/use-messages";
import { errorReportCsv, formatCount, rowErrorMessage } from "./customer-import-text";

/** Rows listed on screen; the rest are counted, and all of them are in the downloadable error report. */
export const IMPORT_ERRORS_SHOWN_MAX = 100;

/**
 * What an import did: the counts, skipped rows and why, ignored columns, and the row errors as "Row N" plus message
 * in a scrollable list. Shown in the dialog after an upload with JavaScript, and on the report page after a plain
 * form post (`storedOnly`: the audit entry keeps the first errors only).
 */
export function CustomerImportReportView({
  report,
  headingLevel = 4,
}: {
  report: CustomerImportReport;
  headingLevel?: 3 | 4;
}) {
  const m = useMessages().admin.customerImport;
  const locale = useLocale();
  const r = m.report;
  const Heading = headingLevel === 3 ? "h3" : "h4";
  const headingId = useId();
  const count = (value: number) => formatCount(value, locale);
  const rows: [string, number][] = [
    [r.totalRows, report.totalRows],
    [r.imported, report.imported],
    [r.invalid, report.invalid],
    [r.skippedNumbers, report.skippedDuplicateNumbers],
    [r.skippedEmails, report.skippedDuplicateEmails],
  ];
  if (report.notSaved > 0) rows.push([r.notSaved, report.notSaved]);
  const shown = report.errors.slice(0, IMPORT_ERRORS_SHOWN_MAX);
  const rest = report.errorCount - shown.length;

  return (
    <div className="flex flex-col gap-4" data-testid="import-report">
      <dl
        aria-label={r.summaryLabel}
        className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 rounded-md border p-3 text-sm"
      >
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-muted-foreground">{label}</dt>
            <dd className="text-right font-semibold tabular-nums">{count(value)}</dd>
          </div>
        ))}
      </dl>
      {report.ignoredColumns.length > 0 || report.encoding === "windows-1252" ? (
        <Alert variant="info">
          <Info aria-hidden className="size-4" />
          <AlertDescription className="flex flex-col gap-1">
            {report.ignoredColumns.length > 0 ? (
              <p>{format(r.ignoredColumns, { columns: report.ignoredColumns.join(", ") })}</p>
            ) : null}
            {report.encoding === "windows-1252" ? <p>{r.windows1252}</p> : null}
          </AlertDescription>
        </Alert>
      ) : null}
      {report.errorCount === 0 ? (
        <p className="text-sm">{r.noErrors}</p>
      ) : (
        <section aria-labelledby={headingId} className="flex flex-col gap-2">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <Heading id={headingId} className="text-base font-semibold">
              {r.errorsHeading} ({count(report.errorCount)})
            </Heading>
            <ErrorReportLink report={report} />
          </div>
          {/* Focusable so a keyboard can scroll it; labelled so a screen reader announces what it is. */}
          <div
            tabIndex={0}
            role="region"
            aria-label={r.errorsRegionLabel}
            className="max-h-64 overflow-y-auto rounded-md border focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            <ul className="divide-y text-sm">
              {shown.map((error) => (
                <li key={`${error.row}-${error.kind}`} className="flex gap-2 px-3 py-2">
                  <span className="shrink-0 font-semibold tabular-nums">
                    {format(m.rowErrors.row, { row: error.row })}:
                  </span>
                  <span className="min-w-0 break-words">{rowErrorMessage(error, m)}</span>
                </li>
              ))}
            </ul>
          </div>
          {rest > 0 ? (
            <p className="text-sm text-muted-foreground">{format(r.moreErrors, { count: count(rest) })}</p>
          ) : null}
          {report.errors.length < report.errorCount ? (
            <p className="text-sm text-muted-foreground">
              {format(r.storedErrorsOnly, { shown: count(report.errors.length), count: count(report.errorCount) })}
            </p>
          ) : null}
        </section>
      )}
    </div>
  );
}

/**
 * The error report as a CSV download, built here from the report: a data: address, so the link works without
 * JavaScript on the report page, swapped for a Blob address once scripts run (a data: address of thousands of rows
 * is slow to put in the page).
 */
function ErrorReportLink({ report }: { report: CustomerImportReport }) {
  const m = useMessages().admin.customerImport;
  const csv = useMemo(() => errorReportCsv(report.errors, m), [report.errors, m]);
  const [href, setHref] = useState(() =>
    csv.length <= 200_000 ? `data:text/csv;charset=utf-8,${encodeURIComponent(csv)}` : undefined,
  );
  useEffect(() => {
    const url = URL.createObjectURL(new Blob([csv], { type: "text/csv;charset=utf-8" }));
    setHref(url);
    return () => URL.revokeObjectURL(url);
  }, [csv]);
  if (!href) return null;
  return (
    <a
      href={href}
      download={m.report.errorReportFileName}
      className={buttonVariants({ variant: "outline", size: "sm" })}
    >
      <Download aria-hidden />
      {m.report.downloadErrors}
    </a>
  );
}
