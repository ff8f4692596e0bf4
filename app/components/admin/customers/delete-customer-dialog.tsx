import { Trash2 } from "lucide-react";
import { Form, Link, useNavigation } from "react-router";
import { Alert, AlertDescription } from "~/components/ui/alert";
import { Button, buttonVariants } from "~/components/ui/button";
import { UrlDialog } from "~/components/ui/url-dialog";
import { format } from "~/i18n/catalog";
import { useMessages } from "~/i18n/use-messages";

/**
 * The delete confirmation (spec document 2 §5), open while the URL has `?delete=<id>`. It posts `intent=delete` to
 * the customers screen's own action, which answers with a redirect and the toast; it works the same without
 * JavaScript. The button shows a busy label and ignores a second press while the delete runs.
 */
type DeleteCustomerDialogProps = {
  customerId: string;
  /** The row's name and number when it is on the page shown. */
  customer: { name: string; customerNumber: string } | null;
  /** Why the last try was refused: shown in the dialog, so it reads without JavaScript too (the toast needs it). */
  failure: { title: string; description?: string } | null;
  closeHref: string;
};

export function DeleteCustomerDialog({ customerId, customer, failure, closeHref }: DeleteCustomerDialogProps) {
  const m = useMessages().admin.customers.deleteDialog;
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === "delete";
  return (
    <UrlDialog
      title={customer ? format(m.titleNamed, { name: customer.name, number: customer.customerNumber }) : m.title}
      description={m.body}
      closeHref={closeHref}
      closeLabel={m.close}
      className="max-w-lg"
    >
      <p className="text-sm text-muted-foreground">{m.keeps}</p>
      {failure ? (
        <Alert variant="destructive" className="mt-4">
          <p className="mb-1 font-semibold leading-none">{failure.title}</p>
          {failure.description ? <AlertDescription>{failure.description}</AlertDescription> : null}
        </Alert>
      ) : null}
      <Form method="post" replace preventScrollReset className="mt-6 flex flex-wrap justify-end gap-2">
        <input type="hidden" name="intent" value="delete" />
        <input type="hidden" name="customerId" value={customerId} />
        <Link to={closeHref} preventScrollReset className={buttonVariants({ variant: "outline" })}>
          {m.cancel}
        </Link>
        <Button type="submit" variant="destructive" disabled={busy} aria-disabled={busy || undefined}>
          <Trash2 aria-hidden />
          {busy ? m.confirming : m.confirm}
        </Button>
      </Form>
    </UrlDialog>
  );
}
