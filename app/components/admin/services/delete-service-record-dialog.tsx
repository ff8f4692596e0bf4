import { Form, Link, useLocation, useNavigation } from "react-router";
import { Button, buttonVariants } from "~/components/ui/button";
import { UrlDialog } from "~/components/ui/url-dialog";
import { formatCalendarDate, formatUsd } from "~/domain/dashboard/dashboard-format";
import type { ServiceRecordRow } from "~/domain/service-history/list-service-records.server";
import { format } from "~/i18n/catalog";
import { useLocale, useMessages } from "~/i18n/use-messages";

/** `?delete=<id>`: the confirmation, with what is about to go. */
export function DeleteServiceRecordDialog({ record, closeHref }: { record: ServiceRecordRow; closeHref: string }) {
  const m = useMessages().admin.services.dialog;
  const locale = useLocale();
  const navigation = useNavigation();
  const location = useLocation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === "delete";
  const summary = format(m.deleteSummary, {
    service: record.serviceType,
    date: formatCalendarDate(record.serviceDate, locale),
    name: record.customerName,
    amount: formatUsd(record.amountCharged, locale),
  });
  return (
    <UrlDialog
      title={m.deleteTitle}
      description={m.deleteConfirm}
      closeHref={closeHref}
      closeLabel={m.close}
      className="max-w-lg"
    >
      <p className="mb-6 rounded-md border bg-muted/40 p-3 text-sm">{summary}</p>
      <Form
        method="post"
        action={`${location.pathname}${location.search}`}
        onSubmit={(event) => {
          if (busy) event.preventDefault();
        }}
        className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end"
      >
        <input type="hidden" name="intent" value="delete" />
        <input type="hidden" name="recordId" value={record.id} />
        <Link to={closeHref} preventScrollReset className={buttonVariants({ variant: "outline" })}>
          {m.cancel}
        </Link>
        <Button type="submit" variant="destructive" disabled={busy} aria-disabled={busy}>
          {busy ? m.deleting : m.confirmDelete}
        </Button>
      </Form>
    </UrlDialog>
  );
}
