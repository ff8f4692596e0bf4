import { E2E_BASE_URL } from "./support/e2e-env";
import { expect, test } from "./support/fixtures";
import { probe, signInDemoAdminOverHttp } from "./support/http-probe";
import { weekdayInMiami } from "./support/miami-dates";
import { customerWithRows, portalViewOf } from "./support/portal-rows";

/**
 * A customer who knows another customer's ids (from a shared screen, a guess, a leaked link) and posts them to the
 * portal's actions, over HTTP as a browser without JavaScript would (same-site posts, own session). Every attempt is
 * answered 404 and B's rows, read back through B's own portal, are as they were (ADR 043).
 */
const origin = E2E_BASE_URL;

test("Customer A posting customer B's appointment, subscription and checkout ids is answered 404 and changes nothing of B's", async () => {
  test.setTimeout(120_000);
  const admin = await signInDemoAdminOverHttp(origin);
  const a = await customerWithRows(origin, "isolation-a", admin.cookie);
  const b = await customerWithRows(origin, "isolation-b", admin.cookie);
  const before = await portalViewOf(origin, b);
  expect(before).toMatchObject({
    appointmentCancellable: true,
    appointmentNotes: true,
    subscriptionActive: true,
    unpaidCheckoutOpen: 200,
  });
  const asA = (path: string, form?: Record<string, string>) =>
    probe(origin, path, { cookie: a.cookie, form, headers: form ? { origin } : undefined });

  const posts: [string, string, Record<string, string>][] = [
    ["cancel B's appointment", "/customer/appointments", { intent: "cancel", appointmentId: b.appointmentId }],
    [
      "reschedule B's appointment",
      "/customer/appointments",
      {
        intent: "reschedule",
        appointmentId: b.appointmentId,
        window: `${weekdayInMiami(9)}T14:00`,
        serviceAddress: "9 Intruder Ln",
        phone: "(305) 555-0100",
        customerNotes: "taken over",
      },
    ],
    ["cancel B's subscription", "/customer/billing-demo", { intent: "cancel", subscriptionId: b.subscriptionId }],
    [
      "end B's subscription at the period's end",
      "/customer/billing-demo",
      { intent: "cancel_at_period_end", subscriptionId: b.subscriptionId },
    ],
    ["keep B's subscription", "/customer/billing-demo", { intent: "keep", subscriptionId: b.subscriptionId }],
    ["pay B's open checkout", `/demo-checkout/${b.unpaidCheckoutToken}`, { intent: "pay" }],
  ];
  for (const [what, path, form] of posts) expect((await asA(path, form)).status, what).toBe(404);
  for (const path of [
    `/customer/appointments?reschedule=${b.appointmentId}`,
    `/customer/appointments?cancel=${b.appointmentId}`,
    `/demo-checkout/${b.unpaidCheckoutToken}`,
  ]) {
    expect((await asA(path)).status, path).toBe(404);
  }
  // B's success page, opened by A, says nothing of B's payment: to A it is a checkout that does not exist.
  const successPage = await asA(`/subscription-success?session_id=${b.paidSessionId}`);
  expect(successPage.text).toContain("We can&#x27;t find this checkout");
  expect(
    (await probe(origin, `/subscription-success?session_id=${b.paidSessionId}`, { cookie: b.cookie })).text,
  ).toContain("Welcome to Premium Care!");

  // The profile form takes only its own fields: ids, a role or an admin flag in the body are not read.
  const profile = await asA("/customer/profile", {
    firstName: "Mallory",
    lastName: "Intruder",
    email: a.email,
    addressLine1: "9 Intruder Ln",
    city: "Miami",
    state: "FL",
    zipCode: "33101",
    customerId: b.customerId,
    userId: b.customerId,
    role: "admin",
    isAdmin: "true",
  });
  expect(profile.status, profile.text.slice(0, 300)).toBe(302);
  expect((await probe(origin, "/admin/dashboard", { cookie: a.cookie })).status, "A is still no staff").toBe(403);

  expect(await portalViewOf(origin, b)).toEqual(before);
  expect((await portalViewOf(origin, a)).profileName).toBe("Mallory");

  // The read-back sees a change when there is one: B cancels B's own appointment.
  const own = await probe(origin, "/customer/appointments", {
    cookie: b.cookie,
    form: { intent: "cancel", appointmentId: b.appointmentId },
    headers: { origin },
  });
  expect(own.status).toBe(302);
  expect(await portalViewOf(origin, b)).toEqual({ ...before, appointmentCancellable: false });
});
