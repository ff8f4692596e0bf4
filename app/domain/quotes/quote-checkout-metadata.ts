/**
 * What a quote deposit's Stripe session carries in its metadata, so the webhook knows it pays a deposit and which
 * checkout record says how much (issue 38 item 4). The other checkouts' metadata never has `quote_checkout_id`.
 */
export function quoteCheckoutMetadata(input: { customerId: string; checkoutId: string }): Record<string, string> {
  return { customer_id: input.customerId, quote_checkout_id: input.checkoutId, pays: "quote_deposit" };
}
