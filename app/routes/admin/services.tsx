import { Plus } from "lucide-react";
import { useEffect } from "react";
import { data, Link, useActionData } from "react-router";
import { ScreenLoadError } from "~/components/screen-load-error";
import { requireAdmin } from "~/auth/require-user.server";
import { type CustomerPickerData } from "~/components/admin/services/customer-picker";
import { DeleteServiceRecordDialog } from "~/components/admin/services/delete-service-record-dialog";
import { serviceDialogHref, serviceListHref } from "~/components/admin/services/service-dialog-links";
import { ServiceFilters } from "~/components/admin/services/service-filters";
import {
  serviceFailureToast,
  serviceFieldMessages,
  serviceSuccessToast,
  serviceValidationToast,
} from "~/components/admin/services/service-form-messages";
import { ServiceRecordDialog, type ServiceRecordFormReply } from "~/components/admin/services/service-record-dialog";
import { ServiceRecordTable } from "~/components/admin/services/service-record-table";
import { showToast } from "~/components/forms/show-toast";
import { Alert, AlertDescription } from "~/components/ui/alert";
import { Badge } from "~/components/ui/badge";
import { buttonVariants } from "~/components/ui/button";
import { BUSINESS_TIME_ZONE } from "~/config/business-rules";
import { isAppError } from "~/domain/app-error";
import { formatCount } from "~/domain/dashboard/dashboard-format";
import {
  findCustomerChoice,
  findCustomerChoices,
  type CustomerChoice,
} from "~/domain/customers/find-customer-choices.server";
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
import { readFormData } from "~/http/read-request-body.server";
import { format } from "~/i18n/catalog";
import { resolveLocale } from "~/i18n/locale";
import { messagesFor } from "~/i18n/messages.server";
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

/**
 * One action for the three forms (intent create / update / delete). Success goes back to the list as it was, with a
 * toast; bad input answers 400 with worded field messages in the dialog; an unknown record 404.
 */
export async function action({ request }: Route.ActionArgs) {
  const actor = await requireAdmin(request);
  const m = messagesFor(resolveLocale(request, actor.locale)).admin.services;
  const t = m.toasts;
  const body = Object.fromEntries(
    [...(await readFormData(request)).entries()].filter(
      (entry): entry is [string, string] => typeof entry[1] === "string",
    ),
  );
  const intent = body.intent === "update" || body.intent === "delete" ? body.intent : "create";
  const back = `/admin/services${serviceListSearch(serviceListParamsFrom(new URL(request.url).searchParams))}`;
  const { intent: _intent, recordId, ...values } = body;
  const reply = (
    status: number,
    toast: ServiceRecordFormReply["toast"],
    fieldErrors: Record<string, string> = {},
    customer: CustomerChoice | null = null,
  ) => data({ intent, fieldErrors, values, toast, customer } satisfies ServiceRecordFormReply, { status });
  try {
    if (intent === "create") {
      const { customerName } = await createServiceRecord({ actor, input: values });
      return redirectWithToast(back, serviceSuccessToast(t.addedTitle, format(t.added, { name: customerName })));
    }
    if (intent === "update") {
      const { customerName } = await updateServiceRecord({ actor, recordId, input: values });
      return redirectWithToast(back, serviceSuccessToast(t.updatedTitle, format(t.updated, { name: customerName })));
    }
    await deleteServiceRecord({ actor, recordId });
    return redirectWithToast(back, serviceSuccessToast(t.deletedTitle, t.deleted));
  } catch (error) {
    if (isAppError(error) && error.code === "NOT_FOUND") throw error;
    if (isAppError(error) && error.code === "BAD_INPUT" && error.fieldErrors) {
      const worded = serviceFieldMessages(error.fieldErrors, m);
      // The chosen customer comes back too: without JavaScript the page is rendered anew from this reply.
      const customer = values.customerId ? await findCustomerChoice({ actor, customerId: values.customerId }) : null;
      return reply(400, serviceValidationToast(worded, m), worded, customer);
    }
    console.error(`[services] ${intent} by admin ${actor.id} failed`, error);
    const failed = {
      create: serviceFailureToast(t.addFailedTitle, t.addFailed),
      update: serviceFailureToast(t.updateFailedTitle, t.updateFailed),
      delete: serviceFailureToast(t.deleteFailedTitle, t.deleteFailed),
    };
    return reply(isAppError(error) ? error.status : 500, failed[intent]);
  }
}

export default function ServicesPage({ loaderData }: Route.ComponentProps) {
  const m = useMessages().admin.services;
  const locale = useLocale();
  const { params, list, picker, editing, deleting } = loaderData;
  const reply = useActionData<typeof action>() as ServiceRecordFormReply | undefined;
  const closeHref = serviceListHref(params);
  const pickerParams = {
    ...Object.fromEntries(new URLSearchParams(serviceListSearch(params))),
    ...(editing ? { edit: editing.id } : { add: "1" }),
  };

  useEffect(() => {
    if (reply) showToast(reply.toast);
  }, [reply]);

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
