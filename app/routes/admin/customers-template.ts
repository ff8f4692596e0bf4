import { requireAdmin } from "~/auth/require-user.server";
import { csvDownloadHeaders } from "~/domain/csv/csv-writing";
import { customerTemplateCsv } from "~/domain/customers/customer-csv-template";
import type { Route } from "./+types/customers-template";

/** GET /admin/customers/template.csv: the Bulk Upload's template, the header row and two sample rows. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return new Response(customerTemplateCsv(new Date()), { headers: csvDownloadHeaders("customer_template.csv") });
}
