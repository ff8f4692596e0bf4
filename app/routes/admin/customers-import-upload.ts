import { requireAdmin } from "~/auth/require-user.server";
import type { CustomerImportEvent } from "~/domain/customers/customer-import-report";
import { importCustomersCsv } from "~/domain/customers/import-customers-csv.server";
import { formAction } from "~/form-actions/form-action.server";
import { streamedEvents } from "~/form-actions/streamed-events.server";
import { uploadedFile } from "~/http/read-uploaded-file.server";

/**
 * POST /admin/customers/import/upload (multipart, field "file"): the Bulk Upload dialog's import, answered as a
 * stream of NDJSON events, `{ type: "progress", processed, total }` while rows are written, then one `report`,
 * `refused` or `failed` event. A resource route, because a screen route's action cannot answer a raw stream: React
 * Router reads a non-redirect Response's body whole before rendering. The plain form post without JavaScript goes
 * to /admin/customers/import instead, which runs the same import and redirects to the stored report.
 */
export const action = formAction({
  scope: "customer-import",
  guard: requireAdmin,
  words: (messages) => messages.admin.customerImport,
  defaultIntent: "upload",
  intents: {
    upload: {
      run: async (posted) => {
        const { actor, words } = posted;
        const { fileName, bytes } = await uploadedFile(posted, "file", words.badRequest);
        return streamedEvents<CustomerImportEvent>(
          async (send) => {
            const result = await importCustomersCsv({
              actor,
              fileName,
              bytes,
              onProgress: (progress) => send({ type: "progress", ...progress }),
            });
            send(result.ok ? { type: "report", report: result.report } : { type: "refused", refusal: result.refusal });
          },
          {
            event: { type: "failed" },
            log: `[customer-import] admin ${actor.id} uploading ${JSON.stringify(fileName)} (${bytes.byteLength} bytes) failed`,
          },
        );
      },
    },
  },
});
