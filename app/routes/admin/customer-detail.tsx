import { ScreenLoadError } from "~/components/screen-load-error";
import { requireAdmin } from "~/auth/require-user.server";
import { CustomerActivityTables } from "~/components/admin/customer-detail/customer-activity-tables";
import { CustomerDetailHeader } from "~/components/admin/customer-detail/customer-detail-header";
import { CustomerEditForm } from "~/components/admin/customer-detail/customer-edit-form";
import { CustomerLoginCard } from "~/components/admin/customer-detail/customer-login-card";
import { CustomerMessageLog, MESSAGE_LOG_PAGE_PARAM } from "~/components/admin/customer-detail/customer-message-log";
import { PhoneConsentCard, RECORD_PHONE_CONSENT_INTENT } from "~/components/admin/customer-detail/phone-consent-card";
import { CustomerProfileCards } from "~/components/admin/customer-detail/customer-profile-cards";
import { DeleteCustomerDialog } from "~/components/admin/customer-detail/delete-customer-dialog";
import { Alert, AlertDescription } from "~/components/ui/alert";
import { deleteCustomer } from "~/domain/customers/delete-customer.server";
import { getCustomerDetail } from "~/domain/customers/get-customer-detail.server";
import {
  linkCustomerLogin,
  unlinkCustomerLogin,
  type LinkLoginErrorKey,
} from "~/domain/customers/link-customer-login.server";
import { updateCustomer } from "~/domain/customers/update-customer.server";
import { listCustomerMessages } from "~/domain/messaging/list-customer-messages.server";
import { PHONE_CONSENT_NOTE_MAX_LENGTH, type PhoneConsentErrorKey } from "~/domain/messaging/phone-consent-schema";
import { readCustomerSmsConsent } from "~/domain/messaging/read-customer-sms-consent.server";
import { recordPhoneConsent } from "~/domain/messaging/record-phone-consent.server";
import { redirectWithToast } from "~/http/flash-toast.server";
import { format } from "~/i18n/catalog";
import { messagesFromMatches, useMessages } from "~/i18n/use-messages";
import type { Route } from "./+types/customer-detail";
import type { CustomerFormReply } from "~/components/admin/customers/customer-form-fields";
import { customerFieldMessages, customerFormValues } from "~/components/admin/customers/customer-form-messages";
import { useFormReply } from "~/components/forms/use-form-reply";
import { formAction } from "~/form-actions/form-action.server";
import { listCustomerInvoices } from "~/domain/invoices/list-customer-invoices.server";
import { CustomerInvoicesTable } from "~/components/admin/customer-detail/customer-invoices-table";
import { failureToast, successToast } from "~/http/form-toast";

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const m = messagesFromMatches(matches).admin.customerDetail;
  const customer = loaderData?.customer;
  return [
    {
      title: customer ? format(m.metaTitleNamed, { name: `${customer.firstName} ${customer.lastName}` }) : m.metaTitle,
    },
  ];
}

/**
 * The customer, their message log (`?messages=2` its second page) and their number's SMS consent, and which form the
 * URL opens: `?edit=1` the Edit form, `?delete=1` the delete confirmation. Unknown or malformed id: 404.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const admin = await requireAdmin(request);
  const customerId = params.customerId ?? "";
  const search = new URL(request.url).searchParams;
  const [customer, messages, smsConsent] = await Promise.all([
    getCustomerDetail({ actor: admin, customerId }),
    listCustomerMessages({ customerId, page: Number(search.get(MESSAGE_LOG_PAGE_PARAM) ?? 1) }),
    readCustomerSmsConsent({ customerId }),
  ]);
  // After the customer is known, so an unknown id is a 404 and never a query with a malformed uuid.
  const invoices = await listCustomerInvoices({ customerId: customer.id });
  return { customer, invoices, messages, smsConsent, editing: search.has("edit"), deleting: search.has("delete") };
}

/**
 * The page's forms by intent: edit, delete, link-login, unlink-login, record-phone-consent. Success redirects with a
 * toast; bad input answers 400 with worded field messages; a refusal (someone else's newer edit, a paid plan still
 * running) 409.
 */
export const action = formAction({
  scope: "customers",
  guard: requireAdmin,
  words: (messages) => messages.admin,
  intents: {
    edit: {
      run: async ({ actor, params, formData, words }) => {
        const f = words.customerForm;
        const version = formData.get("version");
        const updated = await updateCustomer({
          actor,
          customerId: params.customerId ?? "",
          input: customerFormValues(formData),
          expectedVersion: typeof version === "string" ? version : undefined,
        });
        const toast = updated.changedFields.length
          ? successToast(f.toasts.updated, format(f.toasts.updatedDescription, { name: updated.name }))
          : successToast(f.toasts.unchanged, f.toasts.unchangedDescription);
        return redirectWithToast(pagePath(params), toast);
      },
      fieldWords: (keys, { words, fields }) => customerFieldMessages(keys, words.customerForm, fields),
      invalidToast: (_fields, { words }) =>
        failureToast(words.customerForm.toasts.updateFailed, words.customerForm.toasts.checkFields),
      conflictToast: ({ words }) =>
        failureToast(words.customerForm.toasts.stale, words.customerForm.toasts.staleDescription),
      failedToast: ({ words }) =>
        failureToast(words.customerForm.toasts.updateFailed, words.customerForm.toasts.unexpected),
    },
    delete: {
      run: async ({ actor, params, words }) => {
        const m = words.customerDetail;
        const deleted = await deleteCustomer({ actor, customerId: params.customerId ?? "" });
        const description = format(m.toasts.deletedDescription, { name: deleted.name, number: deleted.customerNumber });
        return redirectWithToast("/admin/customers", successToast(m.toasts.deleted, description));
      },
      conflictToast: ({ words }) =>
        failureToast(words.customerDetail.toasts.deleteFailed, words.customerDetail.deleteDialog.planActive),
      failedToast: ({ words }) =>
        failureToast(words.customerDetail.toasts.deleteFailed, words.customerDetail.toasts.unexpected),
    },
    "link-login": {
      run: async ({ actor, params, fields, words }) => {
        const m = words.customerDetail;
        const linked = await linkCustomerLogin({
          actor,
          customerId: params.customerId ?? "",
          email: fields.email ?? "",
        });
        return redirectWithToast(
          pagePath(params),
          successToast(m.toasts.linked, format(m.toasts.linkedDescription, linked)),
        );
      },
      fieldWords: (keys, { words }) => {
        const errors = words.customerDetail.login.errors;
        return { email: errors[keys.email as LinkLoginErrorKey] ?? errors.emailInvalid };
      },
      invalidToast: (fields, { words }) => failureToast(words.customerDetail.toasts.linkFailed, fields.email),
      failedToast: ({ words }) =>
        failureToast(words.customerDetail.toasts.linkFailed, words.customerDetail.toasts.unexpected),
    },
    "unlink-login": {
      run: async ({ actor, params, words }) => {
        const m = words.customerDetail;
        const unlinked = await unlinkCustomerLogin({ actor, customerId: params.customerId ?? "" });
        const description = format(m.toasts.unlinkedDescription, { email: unlinked.email ?? "" });
        return redirectWithToast(pagePath(params), successToast(m.toasts.unlinked, description));
      },
      failedToast: ({ words }) =>
        failureToast(words.customerDetail.toasts.unlinkFailed, words.customerDetail.toasts.unexpected),
    },
    [RECORD_PHONE_CONSENT_INTENT]: {
      run: async ({ actor, params, fields, words }) => {
        const t = words.customerDetail.messaging.toasts;
        const recorded = await recordPhoneConsent({ actor, customerId: params.customerId ?? "", input: fields });
        const toast = recorded.granted
          ? successToast(t.granted, format(t.grantedDescription, { number: recorded.number }))
          : successToast(t.withdrawn, format(t.withdrawnDescription, { number: recorded.number }));
        return redirectWithToast(pagePath(params), toast);
      },
      fieldWords: (keys, { words }) => {
        const errors = words.customerDetail.messaging.consent.errors;
        return Object.fromEntries(
          Object.entries(keys).map(([field, key]) => [
            field,
            format(errors[key as PhoneConsentErrorKey] ?? errors.notAllowed, { max: PHONE_CONSENT_NOTE_MAX_LENGTH }),
          ]),
        );
      },
      invalidToast: (_fields, { words }) =>
        failureToast(words.customerDetail.messaging.toasts.failed, words.customerDetail.messaging.toasts.checkFields),
      failedToast: ({ words }) =>
        failureToast(words.customerDetail.messaging.toasts.failed, words.customerDetail.toasts.unexpected),
    },
  },
});

function pagePath(params: { customerId?: string }): string {
  return `/admin/customers/${params.customerId}`;
}

export default function CustomerDetailPage({ loaderData }: Route.ComponentProps) {
  const { customer } = loaderData;
  const reply = useFormReply<CustomerFormReply>();
  const editReply = reply?.intent === "edit" ? reply : undefined;
  const editing = loaderData.editing || editReply !== undefined;

  return (
    <div className="flex max-w-6xl flex-col gap-6">
      <CustomerDetailHeader customer={customer} editing={editing} />
      {reply && (reply.intent === "delete" || reply.intent === "unlink-login") ? (
        <Alert variant="destructive">
          <p className="mb-1 font-semibold leading-none">{reply.toast.title}</p>
          <AlertDescription>{reply.toast.description}</AlertDescription>
        </Alert>
      ) : null}
      {editing ? (
        <CustomerEditForm key={customer.version} customer={customer} reply={editReply} />
      ) : (
        <>
          <CustomerProfileCards
            customer={customer}
            loginCard={
              <CustomerLoginCard
                login={customer.login}
                linkError={reply?.intent === "link-login" ? reply.fieldErrors.email : undefined}
                linkEmail={reply?.intent === "link-login" ? reply.values.email : undefined}
              />
            }
          />
          <CustomerActivityTables customer={customer} />
          <CustomerInvoicesTable
            customerId={customer.id}
            customerName={`${customer.firstName} ${customer.lastName}`}
            invoices={loaderData.invoices}
          />
          <PhoneConsentCard
            consent={loaderData.smsConsent}
            reply={reply?.intent === RECORD_PHONE_CONSENT_INTENT ? reply : undefined}
          />
          <CustomerMessageLog log={loaderData.messages} />
        </>
      )}
      {loaderData.deleting && !editing ? <DeleteCustomerDialog customer={customer} closeHref="." /> : null}
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const m = useMessages().admin.customerDetail;
  return <ScreenLoadError error={error} title={m.loadErrorTitle} description={m.loadError} />;
}
