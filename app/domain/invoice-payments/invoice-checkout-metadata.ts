/**
 * What an invoice checkout's Stripe session carries in its metadata, so the webhook knows it pays invoices and which
 * checkout record says how much each (issue 38 item 3). The plan checkout's metadata never has `invoice_checkout_id`.
 */
export function invoiceCheckoutMetadata(input: { customerId: string; checkoutId: string }): Record<string, string> {
  return { customer_id: input.customerId, invoice_checkout_id: input.checkoutId, pays: "invoices" };
}
