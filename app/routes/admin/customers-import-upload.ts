import { requireAdmin } from "~/auth/require-user.server";
import type { CustomerImportEvent } from "~/domain/customers/customer-import-report";
import { importCustomersCsv } from "~/domain/customers/import-customers-csv.server";
import { readUploadedFile } from "~/http/read-uploaded-file.server";
import { resolveLocale } from "~/i18n/locale";
import { messagesFor } from "~/i18n/messages.server";
import type { Route } from "./+types/customers-import-upload";

/**
 * POST /admin/customers/import/upload (multipart, field "file"): the Bulk Upload dialog's import, answered as a
 * stream of NDJSON events, `{ type: "progress", processed, total }` while rows are written, then one `report`,
 * `refused` or `failed` event. A resource route, because a screen route's action cannot answer a raw stream: React
 * Router reads a non-redirect Response's body whole before rendering. The plain form post without JavaScript goes
 * to /admin/customers/import instead, which runs the same import and redirects to the stored report.
 */
export async function action({ request }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  const m = messagesFor(resolveLocale(request, admin.locale)).admin.customerImport;
  const { fileName, bytes } = await readUploadedFile(request, "file", m.badRequest);
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      const send = (event: CustomerImportEvent) => controller.enqueue(encoder.encode(`${JSON.stringify(event)}\n`));
      try {
        const result = await importCustomersCsv({
          actor: admin,
          fileName,
          bytes,
          onProgress: (progress) => send({ type: "progress", ...progress }),
        });
        send(result.ok ? { type: "report", report: result.report } : { type: "refused", refusal: result.refusal });
      } catch (error) {
        console.error(
          `[customer-import] admin ${admin.id} uploading ${JSON.stringify(fileName)} (${bytes.byteLength} bytes) failed`,
          error,
        );
        send({ type: "failed" });
      }
      controller.close();
    },
  });
  return new Response(body, {
    headers: {
      "content-type": "application/x-ndjson; charset=utf-8",
      // Never compressed or buffered on the way (a gzip stream or a proxy would hold the progress lines back).
      "cache-control": "no-store, no-transform",
      "x-accel-buffering": "no",
    },
  });
}
