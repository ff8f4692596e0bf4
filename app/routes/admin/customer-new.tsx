import { ArrowLeft } from "lucide-react";
import { useEffect } from "react";
import { data, Form, Link, useNavigation } from "react-router";
import { requireAdmin } from "~/auth/require-user.server";
import { CustomerFormFields, type CustomerFormReply } from "~/components/admin/customers/customer-form-fields";
import {
  customerFailureToast,
  customerFieldMessages,
  customerFormValues,
  customerSuccessToast,
} from "~/components/admin/customers/customer-form-messages";
import { showToast } from "~/components/forms/show-toast";
import { Alert, AlertDescription } from "~/components/ui/alert";
import { Button, buttonVariants } from "~/components/ui/button";
import { Card, CardContent } from "~/components/ui/card";
import { isAppError } from "~/domain/app-error";
import { createCustomer } from "~/domain/customers/create-customer.server";
import { redirectWithToast } from "~/http/flash-toast.server";
import { readFormData } from "~/http/read-request-body.server";
import { format } from "~/i18n/catalog";
import { resolveLocale } from "~/i18n/locale";
import { messagesFor } from "~/i18n/messages.server";
import { messagesFromMatches, useMessages } from "~/i18n/use-messages";
import type { Route } from "./+types/customer-new";

const FORM_ID = "new-customer";
/** Only the customers list (with its search, sort and page) may be the place a successful add returns to. */
const RETURN_TO_PATTERN = /^\/admin\/customers(?:\?[^#\\]*)?$/;

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: messagesFromMatches(matches).admin.customerForm.metaTitle }];
}

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return null;
}

/**
 * Adds a customer: the Add dialog on the customers list posts here (with `returnTo`, the list it came from), and so
 * does this page's own form without JavaScript. Success redirects with the spec's "Customer added successfully"
 * (back to the list, or to the new record's page); bad input answers 400 with worded field messages.
 */
export async function action({ request }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  const m = messagesFor(resolveLocale(request, admin.locale)).admin.customerForm;
  const form = await readFormData(request);
  const values = customerFormValues(form);
  const requested = String(form.get("returnTo") ?? "");
  const returnTo = RETURN_TO_PATTERN.test(requested) ? requested : null;
  const refuse = (status: number, reply: Omit<CustomerFormReply, "ok" | "values">) =>
    data({ ok: false as const, values, returnTo, ...reply }, { status });
  try {
    const created = await createCustomer({ actor: admin, input: values });
    const toast = customerSuccessToast(
      m.toasts.added,
      format(m.toasts.addedDescription, { name: created.name, number: created.customerNumber }),
    );
    return redirectWithToast(returnTo ?? `/admin/customers/${created.id}`, toast);
  } catch (error) {
    if (isAppError(error) && error.code === "BAD_INPUT" && error.fieldErrors) {
      return refuse(400, {
        fieldErrors: customerFieldMessages(error.fieldErrors, m, values),
        toast: customerFailureToast(m.toasts.addFailed, m.toasts.checkFields),
      });
    }
    console.error(`[customers] add by admin ${admin.id} failed`, error);
    const status = isAppError(error) ? error.status : 500;
    return refuse(status, {
      fieldErrors: {},
      toast: customerFailureToast(m.toasts.addFailed, isAppError(error) ? error.message : m.toasts.unexpected),
    });
  }
}

/** The full Add page: the dialog's form for a direct link, and where the dialog lands without JavaScript. */
export default function NewCustomerPage({ actionData }: Route.ComponentProps) {
  const m = useMessages().admin.customerForm;
  const busy = useNavigation().state === "submitting";
  const reply = actionData;

  useEffect(() => {
    if (reply) showToast(reply.toast);
  }, [reply]);

  return (
    <div className="flex max-w-4xl flex-col gap-6">
      <div>
        <Link
          to={reply?.returnTo ?? "/admin/customers"}
          className={buttonVariants({ variant: "link", className: "h-auto px-0" })}
        >
          <ArrowLeft aria-hidden />
          {m.backToCustomers}
        </Link>
        <h1 className="mt-2 text-2xl font-bold tracking-tight md:text-3xl">{m.addTitle}</h1>
        <p className="mt-1 text-muted-foreground">{m.addIntro}</p>
      </div>
      {reply && Object.keys(reply.fieldErrors).length === 0 ? (
        <Alert variant="destructive">
          <p className="mb-1 font-semibold leading-none">{reply.toast.title}</p>
          <AlertDescription>{reply.toast.description}</AlertDescription>
        </Alert>
      ) : null}
      <Card>
        <CardContent className="pt-6">
          <Form
            method="post"
            noValidate
            aria-label={m.addTitle}
            onSubmit={(event) => {
              if (busy) event.preventDefault();
            }}
          >
            {reply?.returnTo ? <input type="hidden" name="returnTo" value={reply.returnTo} /> : null}
            <CustomerFormFields
              formId={FORM_ID}
              mode="add"
              values={reply?.values ?? {}}
              errors={reply?.fieldErrors ?? {}}
            />
            <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Link to={reply?.returnTo ?? "/admin/customers"} className={buttonVariants({ variant: "outline" })}>
                {m.cancel}
              </Link>
              <Button type="submit" disabled={busy} aria-disabled={busy}>
                {busy ? m.submittingAdd : m.submitAdd}
              </Button>
            </div>
          </Form>
        </CardContent>
      </Card>
    </div>
  );
}
