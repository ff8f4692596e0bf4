import { Plus } from "lucide-react";
import { Link } from "react-router";
import { ScreenLoadError } from "~/components/screen-load-error";
import { requireAdmin } from "~/auth/require-user.server";
import { type CustomerPickerData } from "~/components/admin/services/customer-picker";
import { DeleteServiceRecordDialog } from "~/components/admin/services/delete-service-record-dialog";
import { serviceDialogHref, serviceListHref } from "~/components/admin/services/service-dialog-links";
import { ServiceFilters } from "~/components/admin/services/service-filters";
import { serviceFieldMessages } from "~/components/admin/services/service-form-messages";
import { ServiceRecordDialog, type ServiceRecordFormReply } from "~/components/admin/services/service-record-dialog";
import { ServiceRecordTable } from "~/components/admin/services/service-record-table";
import { useFormReply } from "~/components/forms/use-form-reply";
import { Alert, AlertDescription } from "~/components/ui/alert";
import { Badge } from "~/components/ui/badge";
import { buttonVariants } from "~/components/ui/button";
import { BUSINESS_TIME_ZONE } from "~/config/business-rules";
import { formatCount } from "~/domain/dashboard/dashboard-format";
import { findCustomerChoice, findCustomerChoices } from "~/domain/customers/find-customer-choices.server";
import { createServiceRecord } from "~/domain/service-history/create-service-record.server";
import { deleteServiceRecord } from "~/domain/service-history/delete-service-record.server";
import { getServiceRecord } from "~/domain/service-history/get-service-record.server";
import { listServiceRecords } from "~/domain/service-history/list-service-records.server";
import { listServiceTypeSuggestions } from "~/domain/service-history/list-service-type-suggestions.server";
import {
  SERVICE_RECORD_FIELDS,
  serviceListParamsFrom,
  serviceListSearch,
} from "~/domain/service-history/service-record-schemas";
import { updateServiceRecord } from "~/domain/service-history/update-service-record.server";
import { redirectWithToast } from "~/http/flash-toast.server";
import { formAction } from "~/form-actions/form-action.server";
import { failureToast, successToast, validationToast } from "~/http/form-toast";
import { format, type Messages } from "~/i18n/catalog";
import { messagesFromMatches, useLocale, useMessages } from "~/i18n/use-messages";
import type { Route } from "./+types/services";
import { dateTimeFormat } from "~/i18n/intl-formats";

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: messagesFromMatches(matches).admin.services.metaTitle }];
}

/** Today in Miami (YYYY-MM-DD): the new record's default service date, whatever the server's clock zone. */
function businessToday(): string {
  return dateTimeFormat("en-CA", {
    timeZone: BUSINESS_TIME_ZONE,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(new Date());
}

/**
 * The list (`?q=&payment=&customer=&page=&size=`) and the dialog the URL opens: `?add=1`, `?edit=<id>` or
 * `?delete=<id>`. In the add and edit dialogs `customerQuery` searches customers for the picker (the page without
 * JavaScript, a fetcher with it) and `customerId` is the customer already chosen; the other form fields may come
 * back through that search too. An unknown record or customer answers 404.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const actor = await requireAdmin(request);
  const search = new URL(request.url).searchParams;
  const params = serviceListParamsFrom(search);
  const editId = search.get("edit");
  const deleteId = search.get("delete");
  const adding = !editId && !deleteId && search.has("add");
  const [list, editing, deleting] = await Promise.all([
    listServiceRecords({ actor, params }),
    editId ? getServiceRecord({ actor, recordId: editId }) : null,
    deleteId ? getServiceRecord({ actor, recordId: deleteId }) : null,
  ]);
  const formOpen = adding || editing !== null;
  let picker: CustomerPickerData | null = null;
  let suggestions: string[] = [];
  if (formOpen) {
    const query = (search.get("customerQuery") ?? "").trim().slice(0, 100);
    const selectedId = search.get("customerId") ?? editing?.customerId ?? params.customer;
    const [choices, selected, types] = await Promise.all([
      findCustomerChoices({ actor, q: query }),
      selectedId ? findCustomerChoice({ actor, customerId: selectedId }) : null,
      listServiceTypeSuggestions(),
    ]);
    picker = { query, choices, selected };
    suggestions = types;
  }
  const carried = Object.fromEntries(
    SERVICE_RECORD_FIELDS.filter((name) => name !== "customerId" && search.has(name)).map((name) => [
      name,
      search.get(name) ?? "",
    ]),
  );
  return { params, list, adding, editing, deleting, picker, suggestions, carried, today: businessToday() };
}

/** The list as it was, to go back to after a form. */
function backHref(url: URL): string {
  return `/admin/services${serviceListSearch(serviceListParamsFrom(url.searchParams))}`;
}

/** A record form's posted fields, without the form's own (intent, recordId). */
function recordValues(fields: Record<string, string>): Record<string, string> {
  const { intent: _intent, recordId: _recordId, ...values } = fields;
  return values;
}

/** The refused dialog's words: field keys worded under their fields, the first of them in the toast. */
const recordFormRefusals = {
  fieldWords: (keys: Record<string, string>, { words }: { words: ServicesWords }) => serviceFieldMessages(keys, words),
  invalidToast: (worded: Record<string, string>, { words }: { words: ServicesWords }) =>
    validationToast(words.toasts.validationTitle, worded),
  // The chosen customer comes back too: without JavaScript the page is rendered anew from this reply.
  refusedExtra: async ({ actor, fields }: { actor: { id: string }; fields: Record<string, string> }) => ({
    customer: fields.customerId
      ? await findCustomerChoice({ actor, customerId: fields.customerId }).catch(() => null)
      : null,
  }),
};

type ServicesWords = Messages["admin"]["services"];

/**
 * One action for the three forms (intent create / update / delete). Success goes back to the list as it was, with a
 * toast; bad input answers 400 with worded field messages in the dialog; an unknown record 404.
 */
export const action = formAction({
  scope: "services",
  guard: requireAdmin,
  words: (messages) => messages.admin.services,
  defaultIntent: "create",
  intents: {
    create: {
      run: async ({ actor, fields, url, words }) => {
        const { customerName } = await createServiceRecord({ actor, input: recordValues(fields) });
        const t = words.toasts;
        return redirectWithToast(backHref(url), successToast(t.addedTitle, format(t.added, { name: customerName })));
      },
      ...recordFormRefusals,
      failedToast: ({ words }) => failureToast(words.toasts.addFailedTitle, words.toasts.addFailed),
    },
    update: {
      run: async ({ actor, fields, url, words }) => {
        const input = recordValues(fields);
        const { customerName } = await updateServiceRecord({ actor, recordId: fields.recordId, input });
        const t = words.toasts;
        return redirectWithToast(
          backHref(url),
          successToast(t.updatedTitle, format(t.updated, { name: customerName })),
        );
      },
      ...recordFormRefusals,
      failedToast: ({ words }) => failureToast(words.toasts.updateFailedTitle, words.toasts.updateFailed),
    },
    delete: {
      run: async ({ actor, fields, url, words }) => {
        await deleteServiceRecord({ actor, recordId: fields.recordId });
        return redirectWithToast(backHref(url), successToast(words.toasts.deletedTitle, words.toasts.deleted));
      },
      failedToast: ({ words }) => failureToast(words.toasts.deleteFailedTitle, words.toasts.deleteFailed),
    },
  },
});

export default function ServicesPage({ loaderData }: Route.ComponentProps) {
  const m = useMessages().admin.services;
  const locale = useLocale();
  const { params, list, picker, editing, deleting } = loaderData;
  const reply = useFormReply<ServiceRecordFormReply>();
  const closeHref = serviceListHref(params);
  const pickerParams = {
    ...Object.fromEntries(new URLSearchParams(serviceListSearch(params))),
    ...(editing ? { edit: editing.id } : { add: "1" }),
  };

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold tracking-tight md:text-3xl">{m.title}</h1>
          <p className="mt-1 max-w-2xl text-muted-foreground">{m.intro}</p>
        </div>
        <Link
          to={serviceDialogHref(params, "add")}
          preventScrollReset
          className={buttonVariants({ variant: "default" })}
        >
          <Plus aria-hidden />
          {m.addRecord}
        </Link>
      </div>
      <ServiceFilters params={params} customer={list.customer} />
      <div className="flex items-center gap-2">
        <Badge variant="secondary" size="md" data-testid="services-count">
          {list.total === 1 ? m.countOne : format(m.countMany, { count: formatCount(list.total, locale) })}
        </Badge>
      </div>
      {reply && reply.intent === "delete" ? (
        <Alert variant="destructive">
          <p className="mb-1 font-semibold leading-none">{reply.toast.title}</p>
          <AlertDescription>{reply.toast.description}</AlertDescription>
        </Alert>
      ) : null}
      <ServiceRecordTable list={list} params={{ ...params, page: list.page }} />
      {picker ? (
        <ServiceRecordDialog
          key={editing?.id ?? "new"}
          editing={editing}
          picker={reply?.customer ? { ...picker, selected: reply.customer } : picker}
          values={reply && reply.intent !== "delete" ? reply.values : loaderData.carried}
          today={loaderData.today}
          suggestions={loaderData.suggestions}
          reply={reply && reply.intent !== "delete" ? reply : undefined}
          closeHref={closeHref}
          pickerParams={pickerParams}
        />
      ) : null}
      {deleting ? <DeleteServiceRecordDialog record={deleting} closeHref={closeHref} /> : null}
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const m = useMessages().admin.services;
  return <ScreenLoadError error={error} title={m.loadErrorTitle} description={m.loadError} />;
}
