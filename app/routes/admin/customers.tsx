import { Loader2 } from "lucide-react";
import { useLocation, useNavigation } from "react-router";
import { requireAdmin } from "~/auth/require-user.server";
import { AddCustomerDialog } from "~/components/admin/customers/add-customer-dialog";
import { CustomerImportDialog } from "~/components/admin/customers/customer-import-dialog";
import { customersHref, customersHrefWithout, CUSTOMERS_PATH } from "~/components/admin/customers/customer-list-links";
import { CustomerListToolbar } from "~/components/admin/customers/customer-list-toolbar";
import { CustomerPager } from "~/components/admin/customers/customer-pager";
import { CustomerSearchForm } from "~/components/admin/customers/customer-search-form";
import { CustomerSummaryTiles } from "~/components/admin/customers/customer-summary-tiles";
import { CustomerListEmpty, CustomerTable } from "~/components/admin/customers/customer-table";
import { DeleteCustomerDialog } from "~/components/admin/customers/delete-customer-dialog";
import { CrmPanel } from "~/components/admin/crm/crm-panel";
import { useFormReply } from "~/components/forms/use-form-reply";
import { Alert, AlertDescription } from "~/components/ui/alert";
import { Badge } from "~/components/ui/badge";
import { getCrmPanel } from "~/domain/crm/get-crm-panel.server";
import { customerListParamsFrom, customerListSearch } from "~/domain/customers/customer-list-params";
import { deleteCustomer } from "~/domain/customers/delete-customer.server";
import { getCustomerSummary } from "~/domain/customers/get-customer-summary.server";
import { listCustomers } from "~/domain/customers/list-customers.server";
import { formatCount } from "~/domain/dashboard/dashboard-format";
import { redirectWithToast } from "~/http/flash-toast.server";
import { failureToast, successToast } from "~/http/form-toast";
import { formAction } from "~/form-actions/form-action.server";
import { format } from "~/i18n/catalog";
import { resolveLocale } from "~/i18n/locale";
import { messagesFromMatches, useLocale, useMessages } from "~/i18n/use-messages";
import type { Route } from "./+types/customers";

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: messagesFromMatches(matches).admin.customers.metaTitle }];
}

/**
 * The customer list (spec document 2 §2; issue 11): search, sort and page from the URL, done by the database. The
 * dialogs are search parameters too: `?add=1`, `?import=1`, `?crm=1` (with `&job=` while a sync is followed) and
 * `?delete=<id>`. The four figures are not awaited: they stream in after the table, so a search never waits for
 * the sum of every balance.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireAdmin(request);
  const locale = resolveLocale(request, user.locale);
  const search = new URL(request.url).searchParams;
  const params = customerListParamsFrom(search);
  const crmOpen = search.has("crm");
  const [list, crm] = await Promise.all([
    listCustomers({ actor: user, params, locale }),
    crmOpen ? getCrmPanel({ actor: user, jobId: search.get("job") }) : null,
  ]);
  // Started once the table's rows are in: the figures then never hold up the search (PGlite runs one statement at a
  // time), and they stream to the page while it renders.
  const summary = getCustomerSummary({ actor: user });
  // Handled here too, so a failure is logged (and never an unhandled rejection) before the page awaits it.
  summary.catch((error: unknown) => console.error("[customers] loading the summary tiles failed", error));
  return {
    params,
    list,
    summary,
    crm,
    addOpen: search.has("add"),
    importOpen: search.has("import"),
    deletingId: search.get("delete"),
  };
}

/**
 * Deletes a customer from the confirmation dialog. Success redirects to the same view (without the dialog) with
 * "Customer deleted successfully"; a refusal (an active paid plan: 409, gone already: 404) keeps the dialog open with
 * "Failed to delete customer" and the reason; anything else answers "An unexpected error occurred".
 */
export const action = formAction({
  scope: "customers",
  guard: requireAdmin,
  words: (messages) => messages.admin.customers.toasts,
  intents: {
    delete: {
      run: async ({ actor, fields, url, words }) => {
        const deleted = await deleteCustomer({ actor, customerId: fields.customerId ?? "" });
        return redirectWithToast(
          customersHrefWithout(url.search, "delete"),
          successToast(
            words.deleted,
            format(words.deletedDescription, { name: deleted.name, number: deleted.customerNumber }),
          ),
        );
      },
      notFoundToast: ({ words }) => failureToast(words.deleteFailed, words.notFound),
      conflictToast: ({ words }) => failureToast(words.deleteFailed, words.activePlan),
      failedToast: ({ words }) => failureToast(words.deleteFailed, words.unexpected),
    },
  },
});

export default function CustomersPage({ loaderData }: Route.ComponentProps) {
  const m = useMessages().admin.customers;
  const locale = useLocale();
  const { params, list, summary, crm } = loaderData;
  const { search } = useLocation();
  const navigation = useNavigation();
  const reply = useFormReply();

  // "Loading customers..." while another search, sort or page of this list is on its way (not for a dialog).
  const nextView =
    navigation.state === "loading" && navigation.location.pathname === CUSTOMERS_PATH
      ? customerListParamsFrom(new URLSearchParams(navigation.location.search))
      : null;
  const loadingList = nextView !== null && customerListSearch(nextView) !== customerListSearch(params);
  const deleting = loaderData.deletingId ? list.rows.find((row) => row.id === loaderData.deletingId) : undefined;
  const count = formatCount(list.total, locale);

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold tracking-tight md:text-3xl">{m.title}</h1>
          <p className="mt-1 text-muted-foreground">{m.intro}</p>
        </div>
        <CustomerListToolbar search={search} params={params} crmOpen={crm !== null} />
      </div>
      <CustomerSummaryTiles summary={summary} />
      {crm ? <CrmPanel panel={crm} closeHref={customersHrefWithout(search, "crm", "job")} /> : null}
      <CustomerSearchForm params={params} />
      <section aria-labelledby="customer-list-heading" className="flex flex-col gap-4">
        <div className="flex flex-wrap items-center gap-3">
          <h2 id="customer-list-heading" className="text-xl font-semibold">
            {m.table.heading}
          </h2>
          <Badge variant="secondary" size="md" data-testid="customer-count">
            {list.total === 1 ? m.table.countOne : format(m.table.count, { count })}
          </Badge>
          {/* Present from the start, so screen readers announce the words when they appear. */}
          <p role="status" className="inline-flex items-center gap-2 text-sm text-muted-foreground">
            {loadingList ? (
              <>
                <Loader2 aria-hidden className="size-4 animate-spin" />
                {m.loading}
              </>
            ) : null}
          </p>
        </div>
        {list.rows.length === 0 ? (
          <CustomerListEmpty
            query={params.q}
            addHref={customersHref(search, { add: "1" })}
            clearHref={`${CUSTOMERS_PATH}${customerListSearch({ ...params, q: "", page: 1 })}`}
          />
        ) : (
          <>
            <CustomerTable rows={list.rows} search={search} busy={loadingList} />
            <CustomerPager
              params={params}
              page={list.page}
              pageCount={list.pageCount}
              total={list.total}
              shown={list.rows.length}
            />
          </>
        )}
      </section>
      {loaderData.deletingId ? (
        <DeleteCustomerDialog
          customerId={loaderData.deletingId}
          failure={reply?.toast ?? null}
          customer={
            deleting
              ? { name: `${deleting.firstName} ${deleting.lastName}`.trim(), customerNumber: deleting.customerNumber }
              : null
          }
          closeHref={customersHrefWithout(search, "delete")}
        />
      ) : null}
      {loaderData.addOpen ? <AddCustomerDialog closeHref={customersHrefWithout(search, "add")} /> : null}
      {loaderData.importOpen ? <CustomerImportDialog closeHref={customersHrefWithout(search, "import")} /> : null}
    </div>
  );
}

export function ErrorBoundary() {
  const m = useMessages().admin.customers;
  return (
    <Alert variant="destructive">
      <h1 className="mb-1 font-semibold leading-none">{m.loadErrorTitle}</h1>
      <AlertDescription>{m.loadError}</AlertDescription>
    </Alert>
  );
}
