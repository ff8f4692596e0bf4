import { expect } from "./fixtures";
import { probe, signUpCustomerOverHttp, type SignedIn } from "./http-probe";
import { weekdayInMiami } from "./miami-dates";

const UUID = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";

/** A customer with rows of every kind a portal action names by id, and those ids as the portal shows them to the owner. */
export type CustomerWithRows = SignedIn & {
  /** Written into the appointment's notes, so a read-back finds it. */
  marker: string;
  appointmentId: string;
  /** The demo Stripe subscription id the billing page's buttons post. */
  subscriptionId: string;
  /** The paid checkout's session id, which its success page's address carries. */
  paidSessionId: string;
  /** A demo checkout started and never paid: its address is /demo-checkout/<token>. */
  unpaidCheckoutToken: string;
  /** The customer record the back office opens at /admin/customers/<id>. */
  customerId: string;
  /** The paid Premium Care plan's first visit, whose "Choose a time" page is /customer/plan-visits/<id>. */
  planVisitId: string;
};

/** Starts a demo checkout for `plan` as the plan buttons do, and answers its token (the last part of its address). */
async function startDemoCheckout(origin: string, cookie: string, plan: string): Promise<string> {
  const started = await probe(origin, "/api/billing/checkout", {
    cookie,
    json: { plan },
    headers: { origin, accept: "application/json" },
  });
  expect(started.status, started.text).toBe(200);
  const url = (JSON.parse(started.text) as { url: string }).url;
  const token = /\/demo-checkout\/([^/?#]+)$/.exec(new URL(url).pathname)?.[1];
  expect(token, url).toBeTruthy();
  return token!;
}

/**
 * Signs up a customer and gives them, through the portal's own forms over HTTP, a paid demo Premium Care subscription
 * and an unpaid demo checkout; the admin's cookie finds the customer record and books them an appointment (notes
 * carry a marker) as the office does on the phone.
 */
export async function customerWithRows(origin: string, prefix: string, adminCookie: string): Promise<CustomerWithRows> {
  const customer = await signUpCustomerOverHttp(origin, prefix);
  const { cookie } = customer;
  const marker = `${prefix}-notes-${Date.now().toString(36)}`;
  const paid = await startDemoCheckout(origin, cookie, "premium_care");
  const payment = await probe(origin, `/demo-checkout/${paid}`, {
    cookie,
    headers: { origin },
    form: { intent: "pay" },
  });
  expect(payment.status, payment.text.slice(0, 300)).toBe(302);
  const paidSessionId = /[?&]session_id=([^&]+)/.exec(payment.location ?? "")?.[1];
  expect(paidSessionId, `the success page's address ${payment.location}`).toBeTruthy();
  const billing = await probe(origin, "/customer/billing-demo", { cookie });
  const subscriptionId = /name="subscriptionId" value="([^"]+)"/.exec(billing.text)?.[1];
  expect(subscriptionId, "the paid demo subscription").toBeTruthy();
  const unpaidCheckoutToken = await startDemoCheckout(origin, cookie, "basic");
  const plans = await probe(origin, "/customer/subscription", { cookie });
  const planVisitId = new RegExp(`/customer/plan-visits/(${UUID})"`).exec(plans.text)?.[1];
  expect(planVisitId, "the paid plan's first visit, on Service Plans").toBeTruthy();

  const list = await probe(origin, `/admin/customers?q=${encodeURIComponent(customer.email)}`, { cookie: adminCookie });
  const customerId = new RegExp(`/admin/customers/(${UUID})"`).exec(list.text)?.[1];
  expect(customerId, `the back office finds ${customer.email}`).toBeTruthy();
  // The shared server has no technicians yet (issue 34's demo data), so no window is free in the portal: the office
  // books the visit for the customer on the phone (issue 12), which needs none, and it is the customer's all the same.
  const created = await probe(origin, "/admin/appointments", {
    cookie: adminCookie,
    headers: { origin },
    form: {
      intent: "book",
      customerId: customerId!,
      serviceType: "Maintenance",
      appointmentDate: `${weekdayInMiami(5)}T10:00`,
      durationMinutes: "60",
      serviceAddress: "1 Bayshore Dr, Miami",
      phone: "(305) 555-0111",
      customerNotes: marker,
    },
  });
  expect(created.status, created.text.slice(0, 300)).toBe(302);
  const appointments = await probe(origin, "/customer/appointments", { cookie });
  const appointmentId = new RegExp(`\\?cancel=(${UUID})`).exec(appointments.text)?.[1];
  expect(appointmentId, "the customer's own appointment, cancellable").toBeTruthy();
  return {
    ...customer,
    marker,
    appointmentId: appointmentId!,
    subscriptionId: subscriptionId!,
    paidSessionId: paidSessionId!,
    unpaidCheckoutToken,
    customerId: customerId!,
    planVisitId: planVisitId!,
  };
}

/** What the owner's own portal shows of the rows: compared before and after another customer's attempts. */
export async function portalViewOf(origin: string, customer: CustomerWithRows) {
  const appointments = await probe(origin, "/customer/appointments", { cookie: customer.cookie });
  const billing = await probe(origin, "/customer/billing-demo", { cookie: customer.cookie });
  const checkout = await probe(origin, `/demo-checkout/${customer.unpaidCheckoutToken}`, { cookie: customer.cookie });
  const profile = await probe(origin, "/customer/profile", { cookie: customer.cookie });
  return {
    appointmentCancellable: appointments.text.includes(`?cancel=${customer.appointmentId}`),
    appointmentNotes: appointments.text.includes(customer.marker),
    subscriptionButtons: [...billing.text.matchAll(/name="intent" value="([^"]+)"/g)].map((match) => match[1]).sort(),
    subscriptionActive: /data-testid="demo-subscription"/.test(billing.text),
    unpaidCheckoutOpen: checkout.status,
    profileName:
      /name="firstName"[^>]*value="([^"]*)"/.exec(profile.text)?.[1] ??
      /value="([^"]*)"[^>]*name="firstName"/.exec(profile.text)?.[1] ??
      null,
  };
}
