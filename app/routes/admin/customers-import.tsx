import { ArrowLeft, Upload, Users } from "lucide-react";
import { isRouteErrorResponse, Link } from "react-router";
import { requireAdmin } from "~/auth/require-user.server";
import { CustomerImportPanel } from "~/components/admin/customers/customer-import-dialog";
import { CustomerImportReportView } from "~/components/admin/customers/customer-import-report";
import { failedToast, refusalToast, resultToast } from "~/components/admin/customers/customer-import-text";
import { CUSTOMER_IMPORT_PAGE_PATH } from "~/components/admin/customers/customer-import-upload";
import { NotFoundPage } from "~/components/site/not-found-page";
import { Alert, AlertDescription } from "~/components/ui/alert";
import { buttonVariants } from "~/components/ui/button";
import { Card, CardContent } from "~/components/ui/card";
import { BUSINESS_TIME_ZONE } from "~/config/business-rules";
import { getCustomerImportReport } from "~/domain/customers/get-customer-import-report.server";
import { importCustomersCsv } from "~/domain/customers/import-customers-csv.server";
import { redirectWithToast } from "~/http/flash-toast.server";
import { uploadedFile } from "~/http/read-uploaded-file.server";
import { formAction } from "~/form-actions/form-action.server";
import { format, type Locale } from "~/i18n/catalog";
import { messagesFromMatches, useLocale, useMessages } from "~/i18n/use-messages";
import type { Route } from "./+types/customers-import";
import { dateTimeFormat } from "~/i18n/intl-formats";

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: messagesFromMatches(matches).admin.customerImport.metaTitle }];
}

/**
 * The upload form as a page (the path without JavaScript; the customers screen shows the same form in its dialog),
 * or with `?report=<auditId>` a past import's stored report. An unknown report id answers 404.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const admin = await requireAdmin(request);
  const reportId = new URL(request.url).searchParams.get("report");
  return { report: reportId === null ? null : await getCustomerImportReport({ actor: admin, auditId: reportId }) };
}

/**
 * A plain multipart form post of the file: imports it, then redirects to the stored report with the spec's toast.
 * A refused file, or a failure, comes back to the form with its toast. (With JavaScript the dialog posts to the
 * streamed twin, customers-import-upload.ts, to show progress.)
 */
export const action = formAction({
  scope: "customer-import",
  guard: requireAdmin,
  words: (messages) => messages.admin.customerImport,
  defaultIntent: "upload",
  intents: {
    upload: {
      run: async (posted) => {
        const { actor, words, locale } = posted;
        const { fileName, bytes } = await uploadedFile(posted, "file", words.badRequest);
        const result = await importCustomersCsv({ actor, fileName, bytes });
        if (!result.ok)
          return redirectWithToast(CUSTOMER_IMPORT_PAGE_PATH, refusalToast(result.refusal, words, locale));
        return redirectWithToast(
          `${CUSTOMER_IMPORT_PAGE_PATH}?report=${result.report.auditId}`,
          resultToast(result.report, words, locale),
        );
      },
      refusalRedirect: () => CUSTOMER_IMPORT_PAGE_PATH,
      failedToast: ({ words }) => failedToast(words),
    },
  },
});

export default function CustomerImportPage({ loaderData }: Route.ComponentProps) {
  const m = useMessages().admin.customerImport;
  const locale = useLocale();
  const { report } = loaderData;
  return (
    <div className="flex max-w-3xl flex-col gap-6">
      <div>
        <Link
          to="/admin/customers"
          className="inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground"
        >
          <ArrowLeft aria-hidden className="size-4" />
          {m.backToCustomers}
        </Link>
        <h1 className="mt-2 text-2xl font-bold tracking-tight md:text-3xl">
          {report ? format(m.report.pageTitle, { fileName: report.fileName }) : m.title}
        </h1>
        <p className="mt-1 text-muted-foreground">
          {report ? `${m.report.importedAt}: ${formatImportTime(report.importedAt, locale)}` : m.pageIntro}
        </p>
      </div>
      <Card>
        <CardContent className="pt-6">
          {report ? (
            <div className="flex flex-col gap-4">
              <h2 className="text-lg font-semibold">{m.report.heading}</h2>
              <CustomerImportReportView report={report} headingLevel={3} />
              <div className="flex flex-wrap gap-2">
                <Link to={CUSTOMER_IMPORT_PAGE_PATH} className={buttonVariants({ variant: "outline" })}>
                  <Upload aria-hidden />
                  {m.uploadAnother}
                </Link>
                <Link to="/admin/customers" className={buttonVariants({ variant: "default" })}>
                  <Users aria-hidden />
                  {m.report.viewCustomers}
                </Link>
              </div>
            </div>
          ) : (
            <CustomerImportPanel />
          )}
        </CardContent>
      </Card>
    </div>
  );
}

/** The upload's moment in the business's own time zone, so the server's and the browser's rendering agree. */
function formatImportTime(iso: string, locale: Locale): string {
  return dateTimeFormat(locale === "es" ? "es-US" : "en-US", {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: BUSINESS_TIME_ZONE,
  }).format(new Date(iso));
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const m = useMessages().admin.customerImport;
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  const message =
    isRouteErrorResponse(error) && error.status === 400 && typeof error.data?.error === "string"
      ? error.data.error
      : m.toasts.failed;
  return (
    <Alert variant="destructive">
      <h1 className="mb-1 font-semibold leading-none">{m.toasts.failedTitle}</h1>
      <AlertDescription>{message}</AlertDescription>
    </Alert>
  );
}
