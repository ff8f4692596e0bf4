import { ArrowLeft } from "lucide-react";
import { Form, Link, useNavigation } from "react-router";
import { requireAdmin } from "~/auth/require-user.server";
import { CustomerFormFields, type CustomerFormReply } from "~/components/admin/customers/customer-form-fields";
import { customerFieldMessages, customerFormValues } from "~/components/admin/customers/customer-form-messages";
import { useFormReply } from "~/components/forms/use-form-reply";
import { Alert, AlertDescription } from "~/components/ui/alert";
import { Button, buttonVariants } from "~/components/ui/button";
import { Card, CardContent } from "~/components/ui/card";
import { createCustomer } from "~/domain/customers/create-customer.server";
import { redirectWithToast } from "~/http/flash-toast.server";
import { failureToast, successToast } from "~/http/form-toast";
import { format } from "~/i18n/catalog";
import { formAction } from "~/form-actions/form-action.server";
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
export const action = formAction({
  scope: "customers",
  guard: requireAdmin,
  words: (messages) => messages.admin.customerForm,
  intents: {
    add: {
      run: async ({ actor, formData, fields, words }) => {
        const created = await createCustomer({ actor, input: customerFormValues(formData) });
        const description = format(words.toasts.addedDescription, {
          name: created.name,
          number: created.customerNumber,
        });
        return redirectWithToast(
          returnToOf(fields) ?? `/admin/customers/${created.id}`,
          successToast(words.toasts.added, description),
        );
      },
      fieldWords: (keys, { words, fields }) => customerFieldMessages(keys, words, fields),
      invalidToast: (_fields, { words }) => failureToast(words.toasts.addFailed, words.toasts.checkFields),
      failedToast: ({ words }) => failureToast(words.toasts.addFailed, words.toasts.unexpected),
      refusedExtra: ({ fields }) => ({ returnTo: returnToOf(fields) }),
    },
  },
  defaultIntent: "add",
});

function returnToOf(fields: Record<string, string>): string | null {
  const requested = fields.returnTo ?? "";
  return RETURN_TO_PATTERN.test(requested) ? requested : null;
}

export default function NewCustomerPage() {
  const m = useMessages().admin.customerForm;
  const busy = useNavigation().state === "submitting";
  const reply = useFormReply<CustomerFormReply & { returnTo: string | null }>();

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
