import { Form, Link, useNavigation } from "react-router";
import { Alert, AlertDescription } from "~/components/ui/alert";
import { Button, buttonVariants } from "~/components/ui/button";
import { UrlDialog } from "~/components/ui/url-dialog";
import type { CustomerDetail } from "~/domain/customers/get-customer-detail.server";
import { format } from "~/i18n/catalog";
import { useMessages } from "~/i18n/use-messages";

/**
 * The delete confirmation (`?delete=1`) with the spec's words. While a paid plan runs, it explains that the plan
 * must be cancelled first and offers no Delete button (the server refuses it too).
 */
export function DeleteCustomerDialog({ customer, closeHref }: { customer: CustomerDetail; closeHref: string }) {
  const m = useMessages().admin.customerDetail.deleteDialog;
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === "delete";
  const name = `${customer.firstName} ${customer.lastName}`;
  return (
    <UrlDialog
      title={m.title}
      description={m.confirmText}
      closeHref={closeHref}
      closeLabel={m.close}
      className="max-w-lg"
    >
      <p className="break-words text-sm">{format(m.what, { name, number: customer.customerNumber })}</p>
      {customer.activeSubscription ? (
        <Alert variant="destructive" className="mt-4">
          <AlertDescription>{m.planActive}</AlertDescription>
        </Alert>
      ) : null}
      <Form
        method="post"
        className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end"
        onSubmit={(event) => busy && event.preventDefault()}
      >
        <input type="hidden" name="intent" value="delete" />
        <Link to={closeHref} preventScrollReset className={buttonVariants({ variant: "outline" })} autoFocus>
          {m.cancel}
        </Link>
        {customer.activeSubscription ? null : (
          <Button type="submit" variant="destructive" disabled={busy} aria-disabled={busy}>
            {busy ? m.confirming : m.confirm}
          </Button>
        )}
      </Form>
    </UrlDialog>
  );
}
