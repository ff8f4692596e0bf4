import { RotateCcw } from "lucide-react";
import { useEffect, useRef } from "react";
import { Form, Link, useNavigation } from "react-router";
import {
  CustomerFormFields,
  type CustomerFormReply,
  type CustomerFormValues,
} from "~/components/admin/customers/customer-form-fields";
import { Alert, AlertDescription } from "~/components/ui/alert";
import { Button, buttonVariants } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import type { CustomerDetail } from "~/domain/customers/get-customer-detail.server";
import { useMessages } from "~/i18n/use-messages";

const FORM_ID = "edit-customer";

/** The record as the Edit form prefills it: text, as the inputs take it. */
export function customerFormValuesOf(customer: CustomerDetail): CustomerFormValues {
  return {
    customerNumber: customer.customerNumber,
    firstName: customer.firstName,
    lastName: customer.lastName,
    email: customer.email ?? "",
    phone: customer.phone ?? "",
    addressLine1: customer.addressLine1 ?? "",
    addressLine2: customer.addressLine2 ?? "",
    city: customer.city ?? "",
    state: customer.state,
    zipCode: customer.zipCode ?? "",
    // Shown, not posted (the input is disabled): the sum of the open invoices.
    currentBalance: customer.balance.total.toFixed(2),
    servicePlan: customer.servicePlan,
    equipmentType: customer.equipmentType ?? "",
    equipmentBrand: customer.equipmentBrand ?? "",
    equipmentModel: customer.equipmentModel ?? "",
    installationDate: customer.installationDate ?? "",
    nextServiceDue: customer.nextServiceDue ?? "",
    notes: customer.notes ?? "",
    status: customer.status,
  };
}

/**
 * The detail page's Edit form (`?edit=1`): the Add form's fields, prefilled, with the record's version hidden in
 * it, so a save over someone else's newer change is refused instead of undoing it. A plain POST: works without
 * JavaScript; a refused post comes back with the typed values and the messages beside their fields.
 */
export function CustomerEditForm({
  customer,
  reply,
}: {
  customer: CustomerDetail;
  reply: CustomerFormReply | undefined;
}) {
  const m = useMessages().admin.customerForm;
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "edit";
  const headingRef = useRef<HTMLHeadingElement>(null);
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    // Opened by the Edit link: take the keyboard user straight to the form.
    headingRef.current?.focus();
  }, []);

  useEffect(() => {
    const firstInvalid = reply ? Object.keys(reply.fieldErrors)[0] : undefined;
    if (firstInvalid) formRef.current?.querySelector<HTMLElement>(`[name="${firstInvalid}"]`)?.focus();
  }, [reply]);

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <span ref={headingRef} tabIndex={-1} className="outline-none">
            {m.editTitle}
          </span>
        </CardTitle>
        <CardDescription>{m.editIntro}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {reply && Object.keys(reply.fieldErrors).length === 0 ? (
          <Alert variant="destructive">
            <p className="mb-1 font-semibold leading-none">{reply.toast.title}</p>
            <AlertDescription>{reply.toast.description}</AlertDescription>
            {reply.code === "CONFLICT" ? (
              <Link
                to="?edit=1"
                reloadDocument
                className={buttonVariants({ variant: "outline", size: "sm", className: "mt-3" })}
              >
                <RotateCcw aria-hidden />
                {m.reload}
              </Link>
            ) : null}
          </Alert>
        ) : null}
        <Form
          ref={formRef}
          method="post"
          noValidate
          aria-label={m.editTitle}
          onSubmit={(event) => busy && event.preventDefault()}
        >
          <input type="hidden" name="intent" value="edit" />
          <input type="hidden" name="version" value={customer.version} />
          <CustomerFormFields
            formId={FORM_ID}
            mode="edit"
            values={reply?.values ?? customerFormValuesOf(customer)}
            errors={reply?.fieldErrors ?? {}}
            nextServiceFollowsPlan={customer.nextServiceFollowsPlan}
          />
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Link to="." preventScrollReset className={buttonVariants({ variant: "outline" })}>
              {m.cancel}
            </Link>
            <Button type="submit" disabled={busy} aria-disabled={busy}>
              {busy ? m.submittingEdit : m.submitEdit}
            </Button>
          </div>
        </Form>
      </CardContent>
    </Card>
  );
}
