import { RefreshCw } from "lucide-react";
import { useEffect, useRef, type FormEvent } from "react";
import { Form, Link, useFetcher, useLocation, useNavigation } from "react-router";
import { showToast } from "~/components/forms/show-toast";
import { Alert, AlertDescription, AlertTitle } from "~/components/ui/alert";
import { Badge } from "~/components/ui/badge";
import { Button, buttonVariants } from "~/components/ui/button";
import { Label } from "~/components/ui/label";
import { FAILURE_TOAST_MS, SUCCESS_TOAST_MS, VALIDATION_TOAST_MS } from "~/config/toast-durations";
import { UrlDialog } from "~/components/ui/url-dialog";
import { CRM_BULK_SYNC_LIMIT } from "~/config/business-rules";
import type { CrmPanelReport, CrmPanelView } from "~/domain/crm/get-crm-panel.server";
import { formatBusinessDate, formatBusinessTime } from "~/domain/dashboard/dashboard-format";
import { format } from "~/i18n/catalog";
import { useLocale, useMessages } from "~/i18n/use-messages";

/** Where the panel posts and polls (app/routes/admin/customers-crm.ts). */
export const CRM_PANEL_ENDPOINT = "/admin/customers/crm";
const POLL_INTERVAL_MS = 2_000;
const FORM_ID = "crm-sync";
const SELECT_CLASSES =
  "flex h-10 w-full rounded-md border border-input bg-background px-3 py-2 text-base focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-1 md:text-sm";

type Messages = ReturnType<typeof useMessages>["admin"]["crmPanel"];

/**
 * The spec's '{host} Integration' panel (spec doc 2 §2, §8) as a URL dialog on the customers screen: board picker,
 * Sync Customers (a plain POST that queues the bulk sync and comes back with `&job=<id>`), and the sync's report,
 * which this panel follows by polling with JavaScript or through a Refresh link without it.
 */
export function CrmPanel({ panel, closeHref }: { panel: CrmPanelView; closeHref: string }) {
  const m = useMessages().admin.crmPanel;
  const host = { host: panel.host };
  const report = useFollowedReport(panel.report);
  useBoardsErrorToast(panel, m);
  useFinishToast(report, panel.followingJob, m, panel.host);

  return (
    <UrlDialog
      title={format(m.title, host)}
      description={format(m.intro, { ...host, limit: CRM_BULK_SYNC_LIMIT })}
      closeHref={closeHref}
      closeLabel={m.close}
    >
      <div className="flex flex-col gap-5" data-testid="crm-panel">
        {!panel.connected ? (
          <Alert variant="info">
            <AlertTitle>{m.notConnectedTitle}</AlertTitle>
            <AlertDescription>{format(m.notConnected, host)}</AlertDescription>
          </Alert>
        ) : panel.boardsFailed ? (
          <Alert variant="destructive">
            <AlertTitle>{m.boardsErrorTitle}</AlertTitle>
            <AlertDescription>{format(m.boardsError, host)}</AlertDescription>
          </Alert>
        ) : (
          <SyncForm panel={panel} m={m} />
        )}
        {panel.connected && !panel.syncRuns ? (
          <p className="text-sm text-muted-foreground">{m.syncWaitsForBoard}</p>
        ) : null}
        {report ? <SyncReport report={report} boards={panel.boards} m={m} /> : null}
      </div>
    </UrlDialog>
  );
}

function SyncForm({ panel, m }: { panel: CrmPanelView; m: Messages }) {
  const navigation = useNavigation();
  const location = useLocation();
  const busy = navigation.state !== "idle" && navigation.formAction === CRM_PANEL_ENDPOINT;
  const host = { host: panel.host };
  const preselected = panel.boards.some((board) => board.id === panel.defaultBoardId)
    ? (panel.defaultBoardId ?? "")
    : "";

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    if (busy) {
      event.preventDefault();
      return;
    }
    const boardId = new FormData(event.currentTarget).get("boardId");
    if (boardId) return;
    event.preventDefault();
    showToast({
      title: m.noBoardTitle,
      description: format(m.noBoard, host),
      variant: "error",
      durationMs: VALIDATION_TOAST_MS,
    });
    event.currentTarget.querySelector<HTMLSelectElement>("select")?.focus();
  }

  if (panel.boards.length === 0) return <p className="text-sm text-muted-foreground">{format(m.noBoards, host)}</p>;
  return (
    <Form
      method="post"
      action={CRM_PANEL_ENDPOINT}
      onSubmit={onSubmit}
      className="flex flex-col gap-3 sm:flex-row sm:items-end"
      id={FORM_ID}
    >
      {/* The customers screen's own search comes back after the redirect. */}
      <input type="hidden" name="returnSearch" value={location.search} />
      <div className="flex-1 space-y-2">
        <Label htmlFor={`${FORM_ID}-board`}>{m.boardLabel}</Label>
        <select id={`${FORM_ID}-board`} name="boardId" defaultValue={preselected} className={SELECT_CLASSES}>
          <option value="">{m.boardPlaceholder}</option>
          {panel.boards.map((board) => (
            <option key={board.id} value={board.id}>
              {board.id === panel.defaultBoardId ? format(m.defaultBoard, { name: board.name }) : board.name}
            </option>
          ))}
        </select>
      </div>
      <Button type="submit" disabled={busy} aria-disabled={busy}>
        <RefreshCw aria-hidden className={busy ? "animate-spin" : undefined} />
        {busy ? m.syncing : m.syncButton}
      </Button>
    </Form>
  );
}

const STATE_BADGES = {
  queued: "secondary",
  running: "secondary",
  waiting: "warning",
  completed: "success",
  failed: "destructive",
} as const;

function SyncReport({ report, boards, m }: { report: CrmPanelReport; boards: CrmPanelView["boards"]; m: Messages }) {
  const locale = useLocale();
  const location = useLocation();
  const requested = `${formatBusinessDate(report.requestedAt, locale)} ${formatBusinessTime(report.requestedAt, locale)}`;
  return (
    <section aria-labelledby="crm-report-heading" className="flex flex-col gap-3 border-t pt-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="crm-report-heading" className="font-semibold">
          {m.reportHeading}
        </h3>
        {!report.finished ? (
          <Link
            to={`${location.pathname}${location.search}`}
            preventScrollReset
            className={buttonVariants({ variant: "outline", size: "sm" })}
          >
            <RefreshCw aria-hidden />
            {m.refresh}
          </Link>
        ) : null}
      </div>
      <div
        role="status"
        className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm"
        data-testid="crm-report-status"
      >
        <Badge variant={STATE_BADGES[report.state]}>{m.states[report.state]}</Badge>
        <span className="text-muted-foreground">{format(m.requestedAt, { date: requested })}</span>
        {report.boardId ? (
          <span className="text-muted-foreground">
            {format(m.board, { name: boards.find((board) => board.id === report.boardId)?.name ?? report.boardId })}
          </span>
        ) : null}
        <span className="tabular-nums">
          {format(m.counts, { synced: report.syncedCount, errors: report.errorCount })}
        </span>
      </div>
      {report.lastError ? (
        <p className="break-words text-sm text-destructive">{format(m.lastError, { error: report.lastError })}</p>
      ) : null}
      {report.results.length === 0 ? (
        <p className="text-sm text-muted-foreground">{m.noResults}</p>
      ) : (
        <div
          className="max-h-72 overflow-auto rounded-md border"
          tabIndex={0}
          role="region"
          aria-label={m.resultsCaption}
        >
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{m.resultsCaption}</caption>
            <thead>
              <tr>
                {[m.customer, m.outcome, m.detail].map((label) => (
                  <th
                    key={label}
                    scope="col"
                    className="sticky top-0 border-b bg-card px-3 py-2 font-semibold text-muted-foreground"
                  >
                    {label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {report.results.map((result, index) => (
                <tr key={`${index}-${result.customerName}`}>
                  <th scope="row" className="border-b px-3 py-2 font-medium">
                    {result.customerName}
                  </th>
                  <td className="border-b px-3 py-2">
                    <Badge variant={result.success ? "success" : "destructive"}>
                      {result.success ? m.success : m.failure}
                    </Badge>
                  </td>
                  <td className="break-words border-b px-3 py-2 text-muted-foreground">
                    {result.success
                      ? result.mondayItemId
                        ? format(m.itemId, { id: result.mondayItemId })
                        : ""
                      : result.error}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

/** The report as last polled: every 2 s while the sync is unfinished and the tab is visible. */
function useFollowedReport(initial: CrmPanelReport | null): CrmPanelReport | null {
  const fetcher = useFetcher<{ report: CrmPanelReport }>();
  const polled = fetcher.data?.report;
  const report = polled && initial && polled.jobId === initial.jobId ? polled : initial;
  const unfinishedJob = report && !report.finished ? report.jobId : null;
  const load = fetcher.load;
  const state = fetcher.state;

  useEffect(() => {
    if (unfinishedJob === null || state !== "idle") return;
    const timer = window.setTimeout(() => {
      if (document.visibilityState === "visible") void load(`${CRM_PANEL_ENDPOINT}?job=${unfinishedJob}`);
    }, POLL_INTERVAL_MS);
    return () => window.clearTimeout(timer);
    // `report` changes with each answer, which schedules the next poll.
  }, [unfinishedJob, state, load, report]);
  return report;
}

/** 'Error Loading Boards' as the spec's toast too, once per panel opening. */
function useBoardsErrorToast(panel: CrmPanelView, m: Messages) {
  const shown = useRef(false);
  useEffect(() => {
    if (!panel.boardsFailed || shown.current) return;
    shown.current = true;
    showToast({
      title: m.boardsErrorTitle,
      description: format(m.boardsError, { host: panel.host }),
      variant: "error",
      durationMs: FAILURE_TOAST_MS,
    });
  }, [panel.boardsFailed, panel.host, m]);
}

/**
 * 'Sync Complete' / 'Sync Failed' once per sync this admin asked for: remembered for the tab, so a reload or the
 * Refresh link does not announce the same sync again.
 */
function useFinishToast(report: CrmPanelReport | null, followingJob: boolean, m: Messages, host: string) {
  useEffect(() => {
    if (!report || !followingJob || !report.finished) return;
    const key = `crm-sync-announced:${report.jobId}`;
    try {
      if (window.sessionStorage.getItem(key)) return;
      window.sessionStorage.setItem(key, "1");
    } catch (error) {
      // Storage refused (private mode): announcing twice is better than not at all.
      console.warn("[crm panel] session storage unavailable", error);
    }
    if (report.state === "failed") {
      showToast({
        title: m.failedTitle,
        description: format(m.failed, { host }),
        variant: "error",
        durationMs: FAILURE_TOAST_MS,
      });
      return;
    }
    const errors = report.errorCount > 0 ? format(m.completeErrors, { errors: report.errorCount }) : "";
    showToast({
      title: m.completeTitle,
      description: `${format(m.complete, { count: report.syncedCount })}${errors}`,
      variant: "success",
      durationMs: SUCCESS_TOAST_MS,
    });
  }, [report, followingJob, m, host]);
}
