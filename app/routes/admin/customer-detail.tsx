import { useEffect } from "react";
import { data, useActionData } from "react-router";
import { ScreenLoadError } from "~/components/screen-load-error";
import { requireAdmin } from "~/auth/require-user.server";
import { CustomerActivityTables } from "~/components/admin/customer-detail/customer-activity-tables";
import { CustomerDetailHeader } from "~/components/admin/customer-detail/customer-detail-header";
import { CustomerEditForm } from "~/components/admin/customer-detail/customer-edit-form";
import { CustomerLoginCard } from "~/components/admin/customer-detail/customer-login-card";
import { CustomerProfileCards } from "~/components/admin/customer-detail/customer-profile-cards";
import { DeleteCustomerDialog } from "~/components/admin/customer-detail/delete-customer-dialog";
import type { CustomerFormReply } from "~/components/admin/customers/customer-form-fields";
import {
  customerFailureToast,
  customerFieldMessages,
  customerFormValues,
  customerSuccessToast,
} from "~/components/admin/customers/customer-form-messages";
import { showToast } from "~/components/forms/show-toast";
import { Alert, AlertDescription } from "~/components/ui/alert";
import { isAppError } from "~/domain/app-error";
import { deleteCustomer } from "~/domain/customers/delete-customer.server";
import { getCustomerDetail } from "~/domain/customers/get-customer-detail.server";
import {
  linkCustomerLogin,
  unlinkCustomerLogin,
  type LinkLoginErrorKey,
} from "~/domain/customers/link-customer-login.server";
import { updateCustomer } from "~/domain/customers/update-customer.server";
import { redirectWithToast } from "~/http/flash-toast.server";
import { readFormData } from "~/http/read-request-body.server";
import { format } from "~/i18n/catalog";
import { resolveLocale } from "~/i18n/locale";
import { messagesFor } from "~/i18n/messages.server";
import { messagesFromMatches, useMessages } from "~/i18n/use-messages";
import type { Route } from "./+types/customer-detail";

type Toast = CustomerFormReply["toast"];
/** What the action answers a refused post with; `edit` carries the form's reply, `link-login` the e-mail field's. */
type DetailReply =
  | ({ intent: "edit" } & CustomerFormReply)
  | { intent: "link-login"; toast: Toast; emailError?: string; email: string }
  | { intent: "delete" | "unlink-login"; toast: Toast };

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const m = messagesFromMatches(matches).admin.customerDetail;
  const customer = loaderData?.customer;
  return [
    {
      title: customer ? format(m.metaTitleNamed, { name: `${customer.firstName} ${customer.lastName}` }) : m.metaTitle,
    },
  ];
}

/** The customer, and which form the URL opens: `?edit=1` the Edit form, `?delete=1` the delete confirmation. Unknown or malformed id: 404. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const admin = await requireAdmin(request);
  const customer = await getCustomerDetail({ actor: admin, customerId: params.customerId });
  const search = new URL(request.url).searchParams;
  return { customer, editing: search.has("edit"), deleting: search.has("delete") };
}

/**
 * The page's forms by intent: edit, delete, link-login, unlink-login. Success redirects with a toast; bad input
 * answers 400 with worded field messages; a refusal (someone else's newer edit, a paid plan still running) 409.
 */
export async function action({ request, params }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  const messages = messagesFor(resolveLocale(request, admin.locale)).admin;
  const m = messages.customerDetail;
  const form = await readFormData(request);
  const intent = String(form.get("intent") ?? "");
  const pagePath = `/admin/customers/${params.customerId}`;
  const customerId = params.customerId;
  const reply = (status: number, body: DetailReply) => data(body, { status });

  if (intent === "edit") {
    const f = messages.customerForm;
    const values = customerFormValues(form);
    const version = form.get("version");
    try {
      const updated = await updateCustomer({
        actor: admin,
        customerId,
        input: values,
        expectedVersion: typeof version === "string" ? version : undefined,
      });
      const toast = updated.changedFields.length
        ? customerSuccessToast(f.toasts.updated, format(f.toasts.updatedDescription, { name: updated.name }))
        : customerSuccessToast(f.toasts.unchanged, f.toasts.unchangedDescription);
      return redirectWithToast(pagePath, toast);
    } catch (error) {
      if (isAppError(error) && error.code === "BAD_INPUT" && error.fieldErrors) {
        return reply(400, {
          intent,
          ok: false,
          values,
          fieldErrors: customerFieldMessages(error.fieldErrors, f, values),
          toast: customerFailureToast(f.toasts.updateFailed, f.toasts.checkFields),
        });
      }
      if (isAppError(error) && error.code === "CONFLICT") {
        return reply(409, {
          intent,
          ok: false,
          values,
          fieldErrors: {},
          stale: true,
          toast: customerFailureToast(f.toasts.stale, f.toasts.staleDescription),
        });
      }
      if (isAppError(error) && error.code === "NOT_FOUND") throw error;
      console.error(`[customers] edit of ${customerId} by admin ${admin.id} failed`, error);
      return reply(500, {
        intent,
        ok: false,
        values,
        fieldErrors: {},
        toast: customerFailureToast(f.toasts.updateFailed, f.toasts.unexpected),
      });
    }
  }

  if (intent === "delete") {
    try {
      const deleted = await deleteCustomer({ actor: admin, customerId });
      return redirectWithToast(
        "/admin/customers",
        customerSuccessToast(
          m.toasts.deleted,
          format(m.toasts.deletedDescription, { name: deleted.name, number: deleted.customerNumber }),
        ),
      );
    } catch (error) {
      if (isAppError(error) && error.code === "NOT_FOUND") throw error;
      if (isAppError(error) && error.code === "CONFLICT")
        return reply(409, { intent, toast: customerFailureToast(m.toasts.deleteFailed, m.deleteDialog.planActive) });
      console.error(`[customers] delete of ${customerId} by admin ${admin.id} failed`, error);
      return reply(500, { intent, toast: customerFailureToast(m.toasts.deleteFailed, m.toasts.unexpected) });
    }
  }

  if (intent === "link-login") {
    const email = String(form.get("email") ?? "");
    try {
      const linked = await linkCustomerLogin({ actor: admin, customerId, email });
      return redirectWithToast(
        pagePath,
        customerSuccessToast(m.toasts.linked, format(m.toasts.linkedDescription, linked)),
      );
    } catch (error) {
      if (isAppError(error) && error.code === "BAD_INPUT" && error.fieldErrors?.email) {
        const emailError = m.login.errors[error.fieldErrors.email as LinkLoginErrorKey] ?? m.login.errors.emailInvalid;
        return reply(400, { intent, email, emailError, toast: customerFailureToast(m.toasts.linkFailed, emailError) });
      }
      if (isAppError(error) && error.code === "NOT_FOUND") throw error;
      console.error(`[customers] link of a login to ${customerId} by admin ${admin.id} failed`, error);
      return reply(500, { intent, email, toast: customerFailureToast(m.toasts.linkFailed, m.toasts.unexpected) });
    }
  }

  if (intent === "unlink-login") {
    try {
      const unlinked = await unlinkCustomerLogin({ actor: admin, customerId });
      return redirectWithToast(
        pagePath,
        customerSuccessToast(m.toasts.unlinked, format(m.toasts.unlinkedDescription, { email: unlinked.email ?? "" })),
      );
    } catch (error) {
      if (isAppError(error) && error.code === "NOT_FOUND") throw error;
      console.error(`[customers] unlink of ${customerId}'s login by admin ${admin.id} failed`, error);
      return reply(500, { intent, toast: customerFailureToast(m.toasts.unlinkFailed, m.toasts.unexpected) });
    }
  }

  throw data("Unknown form", { status: 400 });
}

export default function CustomerDetailPage({ loaderData }: Route.ComponentProps) {
  const { customer } = loaderData;
  const reply = useActionData<typeof action>() as DetailReply | undefined;
  const editReply = reply?.intent === "edit" ? reply : undefined;
  const editing = loaderData.editing || editReply !== undefined;

  useEffect(() => {
    if (reply) showToast(reply.toast);
  }, [reply]);

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
                linkError={reply?.intent === "link-login" ? reply.emailError : undefined}
                linkEmail={reply?.intent === "link-login" ? reply.email : undefined}
              />
            }
          />
          <CustomerActivityTables customer={customer} />
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
