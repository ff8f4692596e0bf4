import { requireAdmin } from "~/auth/require-user.server";
import { FAILURE_TOAST_MS, SUCCESS_TOAST_MS, VALIDATION_TOAST_MS } from "~/config/toast-durations";
import { customerListParamsFrom, customerListSearch } from "~/domain/customers/customer-list-params";
import { CRM_HOST, readCrmPanelReport } from "~/domain/crm/get-crm-panel.server";
import { CRM_NOT_CONNECTED, queueBoardCustomerSync } from "~/domain/crm/queue-board-customer-sync.server";
import { formAction } from "~/form-actions/form-action.server";
import { redirectWithToast } from "~/http/flash-toast.server";
import type { FormFields } from "~/http/form-reply";
import { format, type Messages } from "~/i18n/catalog";
import type { Route } from "./+types/customers-crm";

const CUSTOMERS_PATH = "/admin/customers";
const host = { host: CRM_HOST };

/** GET ?job=<id>: the bulk sync's report as JSON, which the panel polls while the sync runs. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const { report } = await readCrmPanelReport(new URL(request.url).searchParams.get("job"), { strict: true });
  return Response.json({ report }, { headers: { "Cache-Control": "no-store" } });
}

/**
 * POST boardId: queues the bulk customer sync and goes back to the customers screen with the panel open on it
 * (`?crm=1&job=<id>`), keeping the screen's own search. No CRM account: 'CRM not connected'; no board: 'No Board
 * Selected'; both, and any failure, go back to the screen with their toast (this route draws nothing).
 */
export const action = formAction({
  scope: "crm panel",
  guard: requireAdmin,
  words: (messages: Messages) => messages.admin.crmPanel,
  defaultIntent: "sync",
  refusalRedirect: ({ fields }) => backToCustomers(fields),
  intents: {
    sync: {
      run: async ({ actor, fields, words: m }) => {
        const { jobId, alreadyQueued } = await queueBoardCustomerSync({ actor, boardId: fields.boardId });
        const toast = alreadyQueued
          ? { title: m.alreadyQueuedTitle, description: m.alreadyQueued }
          : { title: m.queuedTitle, description: format(m.queued, host) };
        return redirectWithToast(backToCustomers(fields, jobId), {
          ...toast,
          variant: "info",
          durationMs: SUCCESS_TOAST_MS,
        });
      },
      refusedToast: (error, { words: m }) => {
        if (error.message === CRM_NOT_CONNECTED)
          return {
            title: m.notConnectedTitle,
            description: format(m.notConnected, host),
            variant: "error",
            durationMs: FAILURE_TOAST_MS,
          };
        if (error.code === "BAD_INPUT")
          return {
            title: m.noBoardTitle,
            description: format(m.noBoard, host),
            variant: "error",
            durationMs: VALIDATION_TOAST_MS,
          };
        return failedToast(m);
      },
      failedToast: ({ words: m }) => failedToast(m),
    },
  },
});

/**
 * Only the list's own parameters are carried back, parsed and bounded as the list reads its address, under a fixed
 * path: never a redirect elsewhere, nor a Location header as long as whatever the form held (the fuzz test's 40 KB).
 */
function backToCustomers(fields: FormFields, job?: number): string {
  const view = customerListParamsFrom(new URLSearchParams(fields.returnSearch ?? ""));
  const params = new URLSearchParams(customerListSearch(view));
  params.set("crm", "1");
  if (job !== undefined) params.set("job", String(job));
  return `${CUSTOMERS_PATH}?${params}`;
}

function failedToast(m: Messages["admin"]["crmPanel"]) {
  return {
    title: m.failedTitle,
    description: format(m.failed, host),
    variant: "error",
    durationMs: FAILURE_TOAST_MS,
  } as const;
}
