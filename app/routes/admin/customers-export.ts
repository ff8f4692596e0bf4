import { requireAdmin } from "~/auth/require-user.server";
import { customerListParamsFrom } from "~/domain/customers/customer-list-params";
import { businessToday } from "~/domain/customers/due-soon-date";
import { customerCsvChunks } from "~/domain/customers/export-customers-csv.server";
import { csvDownloadHeaders } from "~/domain/csv/csv-writing";
import type { Route } from "./+types/customers-export";

/**
 * `GET /admin/customers/export.csv?q=&sort=`: the customer list's current search, every page, as
 * `customers-YYYY-MM-DD.csv`. Streamed chunk by chunk, so 100,000 customers never sit in memory as one text. The
 * first piece is read before the response starts: a failure then is a proper error page, not a cut-off file.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireAdmin(request);
  const params = customerListParamsFrom(new URL(request.url).searchParams);
  const pieces = customerCsvChunks({ actor: user, params });
  const first = await pieces.next();
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      if (!first.done) controller.enqueue(encoder.encode(first.value));
    },
    async pull(controller) {
      try {
        const next = await pieces.next();
        if (next.done) controller.close();
        else controller.enqueue(encoder.encode(next.value));
      } catch (error) {
        console.error(`[customers] export for admin ${user.id} failed part-way`, error);
        controller.error(error);
      }
    },
    async cancel() {
      await pieces.return(undefined);
    },
  });
  return new Response(body, { headers: csvDownloadHeaders(`customers-${businessToday(new Date())}.csv`) });
}
