import { Button } from "~/components/ui/button";
import { Input, Textarea } from "~/components/ui/input";
import { formatUsd } from "~/domain/dashboard/dashboard-format";
import type { InvoiceView } from "~/domain/invoices/read-invoice.server";
import type { FormReply } from "~/http/form-reply";
import { useLocale, useMessages } from "~/i18n/use-messages";
import { Field, FormCard, selectClasses } from "./invoice-form-card";
import { InvoiceRefundForm } from "./invoice-refund-form";

/**
 * The forms the invoice's status allows: a draft's lines and Send; an open invoice's payment; the refund of a payment
 * while some is left to give back; Void unless void or paid on (money received is refunded first, so that invoice
 * says why instead).
 */
export function InvoiceForms({ view, reply }: { view: InvoiceView; reply?: FormReply }) {
  const d = useMessages().admin.invoices.detail;
  const noEmail = useMessages().admin.customerLink.sent;
  const locale = useLocale();
  const { invoice, priceBook } = view;
  const status = invoice.status;
  return (
    <div className="grid gap-4 md:grid-cols-2">
      {status === "draft" ? (
        <>
          <FormCard title={d.addItemHeading} intent="add-item" reply={reply}>
            <Field id="invoice-item-code" label={d.item}>
              <select id="invoice-item-code" name="code" className={selectClasses} required>
                {priceBook.map((item) => (
                  <option key={item.code} value={item.code}>
                    {item.name} — {formatUsd(item.unitPriceCents / 100, locale)}
                  </option>
                ))}
              </select>
            </Field>
            <Field id="invoice-item-quantity" label={d.quantity}>
              <Input id="invoice-item-quantity" name="quantity" inputMode="decimal" defaultValue="1" maxLength={8} />
            </Field>
            <Button type="submit" variant="outline" className="self-start">
              {d.addItem}
            </Button>
          </FormCard>
          <FormCard title={d.addCustomHeading} intent="add-line" reply={reply}>
            <Field id="invoice-line-description" label={d.description}>
              <Input id="invoice-line-description" name="description" maxLength={500} required />
            </Field>
            <div className="grid grid-cols-2 gap-3">
              <Field id="invoice-line-quantity" label={d.quantity}>
                <Input id="invoice-line-quantity" name="quantity" inputMode="decimal" defaultValue="1" maxLength={8} />
              </Field>
              <Field id="invoice-line-price" label={d.unitPrice}>
                <Input id="invoice-line-price" name="unitPrice" inputMode="decimal" maxLength={12} required />
              </Field>
            </div>
            <label className="flex items-center gap-2 text-sm">
              <input type="checkbox" name="discountable" className="h-4 w-4" />
              {d.discountable}
            </label>
            <Button type="submit" variant="outline" className="self-start">
              {d.addCustom}
            </Button>
          </FormCard>
          <FormCard
            title={d.sendHeading}
            hint={view.customer.email ? d.sendHint : noEmail.invoiceHint}
            intent="send"
            reply={reply}
          >
            <Button type="submit" className="self-start" data-testid="invoice-send">
              {d.send}
            </Button>
          </FormCard>
        </>
      ) : null}
      {status === "open" ? (
        <FormCard title={d.paymentHeading} intent="record-payment" reply={reply}>
          <div className="grid grid-cols-2 gap-3">
            <Field id="invoice-payment-amount" label={d.amountDollars}>
              <Input
                id="invoice-payment-amount"
                name="amount"
                inputMode="decimal"
                maxLength={14}
                defaultValue={(invoice.balanceCents / 100).toFixed(2)}
                required
              />
            </Field>
            <Field id="invoice-payment-method" label={d.method}>
              <select id="invoice-payment-method" name="method" className={selectClasses}>
                <option value="card_on_site">{d.methods.card_on_site}</option>
                <option value="cash">{d.methods.cash}</option>
                <option value="check">{d.methods.check}</option>
              </select>
            </Field>
          </div>
          <Field id="invoice-payment-reference" label={d.reference}>
            <Input id="invoice-payment-reference" name="reference" maxLength={100} />
          </Field>
          <Button type="submit" className="self-start">
            {d.record}
          </Button>
        </FormCard>
      ) : null}
      <InvoiceRefundForm view={view} reply={reply} />
      {status !== "void" && invoice.paidCents > 0 ? (
        // Voiding would leave the customer's money against nothing owed: the server refuses it, so no form is offered.
        <section className="flex flex-col gap-2 rounded-lg border bg-card p-4" data-testid="invoice-void-blocked">
          <h2 className="text-base font-semibold">{d.voidHeading}</h2>
          <p className="text-sm text-muted-foreground">{d.voidBlockedHint}</p>
        </section>
      ) : null}
      {status !== "void" && invoice.paidCents === 0 ? (
        <FormCard title={d.voidHeading} hint={d.voidHint} intent="void" reply={reply}>
          <Field id="invoice-void-reason" label={d.reason}>
            <Textarea id="invoice-void-reason" name="reason" rows={2} maxLength={500} required />
          </Field>
          <Button type="submit" variant="destructive" className="self-start">
            {d.void}
          </Button>
        </FormCard>
      ) : null}
    </div>
  );
}
