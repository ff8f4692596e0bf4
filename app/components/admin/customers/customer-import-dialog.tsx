import { Download, Upload } from "lucide-react";
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { Link, useRevalidator } from "react-router";
import { showToast } from "~/components/forms/show-toast";
import { Alert, AlertDescription } from "~/components/ui/alert";
import { Button, buttonVariants } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { UrlDialog } from "~/components/ui/url-dialog";
import { CUSTOMER_IMPORT_MAX_BYTES } from "~/config/business-rules";
import type { CustomerImportRefusal, CustomerImportReport } from "~/domain/customers/customer-import-report";
import { format } from "~/i18n/catalog";
import { useLocale, useMessages } from "~/i18n/use-messages";
import { CustomerImportReportView } from "./customer-import-report";
import {
  columnLists,
  failedToast,
  formatCount,
  limitValues,
  refusalToast,
  resultToast,
  type ImportToast,
} from "./customer-import-text";
import { CUSTOMER_IMPORT_PAGE_PATH, CUSTOMER_TEMPLATE_PATH, uploadCustomerCsv } from "./customer-import-upload";

type Phase =
  | { step: "idle" }
  | { step: "uploading"; percent: number }
  | { step: "importing"; processed: number; total: number }
  | { step: "done"; report: CustomerImportReport };

/**
 * The spec's "Bulk Customer Upload" dialog, opened by a URL parameter (`?import=1` on /admin/customers). Without
 * JavaScript its form posts the file to /admin/customers/import, which imports it and shows the stored report.
 * With JavaScript the file is checked here first (name, emptiness, size), then sent with upload progress, and the
 * import's own progress and report come back as a stream; the report replaces the form.
 */
export function CustomerImportDialog({ closeHref }: { closeHref: string }) {
  const m = useMessages().admin.customerImport;
  return (
    <UrlDialog title={m.title} description={m.description} closeHref={closeHref} closeLabel={m.close}>
      <CustomerImportPanel />
    </UrlDialog>
  );
}

/** The dialog's body, also the /admin/customers/import page's: the explanation, the template, the upload form. */
export function CustomerImportPanel() {
  const m = useMessages().admin.customerImport;
  const locale = useLocale();
  const revalidator = useRevalidator();
  const [phase, setPhase] = useState<Phase>({ step: "idle" });
  const [problem, setProblem] = useState<ImportToast | null>(null);
  const busy = phase.step === "uploading" || phase.step === "importing";
  const busyRef = useRef(false);
  const ids = { file: useId(), hint: useId(), problem: useId(), progress: useId() };
  const limits = limitValues(locale);
  const columns = columnLists();

  const refuse = (toast: ImportToast) => {
    setProblem(toast);
    showToast(toast);
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busyRef.current) return; // a second submit while one runs is ignored
    const file = new FormData(event.currentTarget).get("file");
    if (!(file instanceof File) || file.name === "")
      return refuse({ title: m.toasts.noFileTitle, description: m.toasts.noFile, variant: "error" });
    const local = checkLocally(file);
    if (local) return refuse(refusalToast(local, m, locale));
    busyRef.current = true;
    setProblem(null);
    setPhase({ step: "uploading", percent: 0 });
    const outcome = await uploadCustomerCsv(file, {
      onUploadProgress: (percent) =>
        setPhase((current) => (current.step === "uploading" ? { step: "uploading", percent } : current)),
      onImportProgress: (processed, total) => setPhase({ step: "importing", processed, total }),
    });
    busyRef.current = false;
    if (outcome.kind === "finished" && outcome.event.type === "report") {
      const report = outcome.event.report;
      setPhase({ step: "done", report });
      showToast(resultToast(report, m, locale));
      if (report.imported > 0) void revalidator.revalidate(); // the list and tiles behind the dialog
      return;
    }
    setPhase({ step: "idle" });
    if (outcome.kind === "finished" && outcome.event.type === "refused")
      return refuse(refusalToast(outcome.event.refusal, m, locale));
    if (outcome.kind === "tooLarge")
      return refuse(refusalToast({ problem: "tooLarge", maxBytes: CUSTOMER_IMPORT_MAX_BYTES }, m, locale));
    refuse(failedToast(m));
  }

  if (phase.step === "done") {
    return (
      <div className="flex flex-col gap-4">
        <FocusedHeading>{m.report.heading}</FocusedHeading>
        <CustomerImportReportView report={phase.report} />
        <div className="flex flex-wrap gap-2">
          <Button type="button" variant="outline" onClick={() => setPhase({ step: "idle" })}>
            <Upload aria-hidden />
            {m.uploadAnother}
          </Button>
          <Link
            to={`${CUSTOMER_IMPORT_PAGE_PATH}?report=${phase.report.auditId}`}
            className={buttonVariants({ variant: "link" })}
          >
            {m.report.openPage}
          </Link>
        </div>
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-5">
      <section aria-labelledby={`${ids.file}-columns`} className="flex flex-col gap-2 text-sm">
        <h3 id={`${ids.file}-columns`} className="font-semibold">
          {m.columnsHeading}
        </h3>
        <p>{format(m.columnsRequired, { columns: columns.required })}</p>
        <p className="text-muted-foreground">{format(m.columnsOptional, { columns: columns.optional })}</p>
        <ul className="list-disc space-y-1 pl-5 text-muted-foreground">
          {m.rules.map((rule) => (
            <li key={rule}>{rule}</li>
          ))}
          <li>{format(m.limits, limits)}</li>
        </ul>
        <div>
          <a
            href={CUSTOMER_TEMPLATE_PATH}
            download="customer_template.csv"
            className={buttonVariants({ variant: "outline", size: "sm" })}
          >
            <Download aria-hidden />
            {m.downloadTemplate}
          </a>
        </div>
      </section>
      {problem ? (
        <Alert variant="destructive" id={ids.problem}>
          <p className="mb-1 font-semibold leading-none">{problem.title}</p>
          <AlertDescription>{problem.description}</AlertDescription>
        </Alert>
      ) : null}
      <form
        method="post"
        action={CUSTOMER_IMPORT_PAGE_PATH}
        encType="multipart/form-data"
        onSubmit={(event) => void onSubmit(event)}
        className="flex flex-col gap-4"
      >
        <div className="flex flex-col gap-2">
          <Label htmlFor={ids.file}>{m.fileLabel}</Label>
          <Input
            id={ids.file}
            name="file"
            type="file"
            accept=".csv,text/csv"
            required
            disabled={busy}
            aria-describedby={problem ? `${ids.hint} ${ids.problem}` : ids.hint}
            aria-invalid={problem ? true : undefined}
            onChange={() => setProblem(null)}
            className="h-auto cursor-pointer file:mr-3 file:rounded file:border-0 file:bg-secondary file:px-3 file:py-1 file:text-sm file:font-medium file:text-secondary-foreground"
          />
          <p id={ids.hint} className="text-sm text-muted-foreground">
            {format(m.fileHint, limits)}
          </p>
        </div>
        {busy ? <ImportProgress phase={phase} id={ids.progress} /> : null}
        <div>
          <Button type="submit" disabled={busy} aria-describedby={busy ? ids.progress : undefined}>
            <Upload aria-hidden />
            {phase.step === "uploading" ? m.uploading : phase.step === "importing" ? m.importing : m.upload}
          </Button>
        </div>
      </form>
    </div>
  );
}

/** The report's heading takes the focus when the report replaces the form, so a screen reader starts reading there. */
function FocusedHeading({ children }: { children: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <h3 ref={heading} tabIndex={-1} className="text-base font-semibold focus:outline-none">
      {children}
    </h3>
  );
}

function ImportProgress({ phase, id }: { phase: Phase; id: string }) {
  const m = useMessages().admin.customerImport;
  const locale = useLocale();
  const number = (value: number) => formatCount(value, locale);
  const [value, max, text] =
    phase.step === "importing"
      ? [
          phase.processed,
          Math.max(phase.total, 1),
          format(m.importProgress, { processed: number(phase.processed), total: number(phase.total) }),
        ]
      : phase.step === "uploading"
        ? [phase.percent, 100, format(m.uploadProgress, { percent: phase.percent })]
        : [0, 100, ""];
  return (
    <div className="flex flex-col gap-1">
      <progress
        value={value}
        max={max}
        aria-label={m.progressLabel}
        className="h-2 w-full overflow-hidden rounded accent-primary"
      />
      <p id={id} role="status" className="text-sm text-muted-foreground tabular-nums">
        {text}
      </p>
    </div>
  );
}

/** The checks the browser can make before sending anything; the server makes them again. */
function checkLocally(file: File): CustomerImportRefusal | null {
  if (!/\.csv$/i.test(file.name.trim())) return { problem: "notCsv" };
  if (file.size === 0) return { problem: "empty" };
  if (file.size > CUSTOMER_IMPORT_MAX_BYTES) return { problem: "tooLarge", maxBytes: CUSTOMER_IMPORT_MAX_BYTES };
  return null;
}
