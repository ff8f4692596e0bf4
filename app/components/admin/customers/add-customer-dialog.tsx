import { useEffect, useRef } from "react";
import { Link, useFetcher } from "react-router";
import { showToast } from "~/components/forms/show-toast";
import { Alert, AlertDescription } from "~/components/ui/alert";
import { Button, buttonVariants } from "~/components/ui/button";
import { UrlDialog } from "~/components/ui/url-dialog";
import { useMessages } from "~/i18n/use-messages";
import { CustomerFormFields, type CustomerFormReply } from "./customer-form-fields";

/** Where the dialog posts: the full Add page's action, which also serves the form without JavaScript. */
export const ADD_CUSTOMER_ACTION = "/admin/customers/new";
const FORM_ID = "add-customer";

/**
 * The Add New Customer dialog, open while the customers screen's URL has `?add=1` (spec document 2 §2). It posts to
 * /admin/customers/new with `returnTo` set to `closeHref`: on success that action redirects there with the toast
 * "Customer added successfully", which closes the dialog and shows the list with the new customer first. A refused
 * post keeps the dialog open with the messages beside their fields. Without JavaScript the same form posts normally;
 * a refused post then shows the full Add page with the messages.
 */
export function AddCustomerDialog({ closeHref }: { closeHref: string }) {
  const m = useMessages().admin.customerForm;
  const fetcher = useFetcher<CustomerFormReply>();
  const busy = fetcher.state !== "idle";
  const reply = fetcher.data?.code ? fetcher.data : undefined;
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (!reply) return;
    showToast(reply.toast);
    const firstInvalid = Object.keys(reply.fieldErrors)[0];
    if (firstInvalid) formRef.current?.querySelector<HTMLElement>(`[name="${firstInvalid}"]`)?.focus();
  }, [reply]);

  return (
    <UrlDialog
      title={m.addTitle}
      description={m.addIntro}
      closeHref={closeHref}
      closeLabel={m.closeDialog}
      className="max-w-3xl"
    >
      <fetcher.Form
        ref={formRef}
        method="post"
        action={ADD_CUSTOMER_ACTION}
        noValidate
        aria-label={m.addTitle}
        onSubmit={(event) => {
          // A second press while the first post runs is ignored (the button is disabled too, but Enter still submits).
          if (busy) event.preventDefault();
        }}
      >
        <input type="hidden" name="returnTo" value={closeHref} />
        {reply && Object.keys(reply.fieldErrors).length === 0 ? (
          <Alert variant="destructive" className="mb-4">
            <p className="mb-1 font-semibold leading-none">{reply.toast.title}</p>
            <AlertDescription>{reply.toast.description}</AlertDescription>
          </Alert>
        ) : null}
        <CustomerFormFields
          formId={FORM_ID}
          mode="add"
          values={reply?.values ?? {}}
          errors={reply?.fieldErrors ?? {}}
        />
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Link to={closeHref} preventScrollReset className={buttonVariants({ variant: "outline" })}>
            {m.cancel}
          </Link>
          <Button type="submit" disabled={busy} aria-disabled={busy}>
            {busy ? m.submittingAdd : m.submitAdd}
          </Button>
        </div>
      </fetcher.Form>
    </UrlDialog>
  );
}
