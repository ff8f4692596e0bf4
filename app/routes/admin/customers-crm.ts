import { requireAdmin } from "~/auth/require-user.server";
import { FAILURE_TOAST_MS, SUCCESS_TOAST_MS, VALIDATION_TOAST_MS } from "~/config/toast-durations";
import { isAppError } from "~/domain/app-error";
import { MondayBoardIdSchema } from "~/domain/crm/crm-schemas";
import { customerListParamsFrom, customerListSearch } from "~/domain/customers/customer-list-params";
import { CRM_HOST, readCrmPanelReport } from "~/domain/crm/get-crm-panel.server";
import { queueCustomerSync } from "~/domain/crm/queue-customer-sync.server";
import { isCrmConnected } from "~/domain/crm/is-crm-connected.server";
import { redirectWithToast } from "~/http/flash-toast.server";
import { readFormData } from "~/http/read-request-body.server";
import { format } from "~/i18n/catalog";
import { resolveLocale } from "~/i18n/locale";
import { messagesFor } from "~/i18n/messages.server";
import type { Route } from "./+types/customers-crm";

const CUSTOMERS_PATH = "/admin/customers";

/** GET ?job=<id>: the bulk sync's report as JSON, which the panel polls while the sync runs. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const { report } = await readCrmPanelReport(new URL(request.url).searchParams.get("job"), { strict: true });
  return Response.json({ report }, { headers: { "Cache-Control": "no-store" } });
}

/**
 * POST boardId: queues the bulk customer sync and goes back to the customers screen with the panel open on it
 * (`?crm=1&job=<id>`), keeping the screen's own search. No board: 'No Board Selected'.
 */
export async function action({ request }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  const m = messagesFor(resolveLocale(request, admin.locale)).admin.crmPanel;
  const host = { host: CRM_HOST };
  const form = await readFormData(request);
  const back = (job?: number) => {
    // Only the list's own parameters are carried back, parsed and bounded as the list reads its address, under a fixed
    // path: never a redirect elsewhere, nor a Location header as long as whatever the form held (the fuzz test's 40 KB).
    const returnSearch = form.get("returnSearch");
    const view = customerListParamsFrom(new URLSearchParams(typeof returnSearch === "string" ? returnSearch : ""));
    const params = new URLSearchParams(customerListSearch(view));
    params.set("crm", "1");
    if (job !== undefined) params.set("job", String(job));
    return `${CUSTOMERS_PATH}?${params}`;
  };
  if (!isCrmConnected()) {
    return redirectWithToast(back(), {
      title: m.notConnectedTitle,
      description: format(m.notConnected, host),
      variant: "error",
      durationMs: FAILURE_TOAST_MS,
    });
  }
  const rawBoardId = form.get("boardId");
  const boardId = MondayBoardIdSchema.safeParse(typeof rawBoardId === "string" ? rawBoardId : "");
  if (!boardId.success) {
    return redirectWithToast(back(), {
      title: m.noBoardTitle,
      description: format(m.noBoard, host),
      variant: "error",
      durationMs: VALIDATION_TOAST_MS,
    });
  }
  try {
    const { jobId, alreadyQueued } = await queueCustomerSync({ actor: admin, boardId: boardId.data });
    const toast = alreadyQueued
      ? { title: m.alreadyQueuedTitle, description: m.alreadyQueued }
      : { title: m.queuedTitle, description: format(m.queued, host) };
    return redirectWithToast(back(jobId), { ...toast, variant: "info", durationMs: SUCCESS_TOAST_MS });
  } catch (error) {
    console.error(`[crm panel] admin ${admin.id} could not queue a customer sync to board ${boardId.data}`, error);
    if (isAppError(error) && error.code === "BAD_INPUT") {
      return redirectWithToast(back(), {
        title: m.noBoardTitle,
        description: format(m.noBoard, host),
        variant: "error",
        durationMs: VALIDATION_TOAST_MS,
      });
    }
    return redirectWithToast(back(), {
      title: m.failedTitle,
      description: format(m.failed, host),
      variant: "error",
      durationMs: FAILURE_TOAST_MS,
    });
  }
}
