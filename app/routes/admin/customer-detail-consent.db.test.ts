import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { NO_STAFF_ACCESS } from "~/auth/require-user.server";
import { auditLog, consentEvents, customers } from "~/db/schema";
import { createCredentialUser } from "~/domain/accounts/create-credential-user.server";
import { signUpCustomer } from "~/domain/accounts/sign-up-customer.server";
import { readConsent } from "~/domain/messaging/read-consent.server";
import { cookieOf, formRequest, postToAuthApi, testHttp } from "../../../tests/support/auth-test-requests";
import { useTestDatabase } from "../../../tests/support/test-database";
import { action } from "./customer-detail";

const { db } = useTestDatabase();

const NOTE =
  "Asked on the call: can we text you about your visits? Msg & data rates may apply, reply STOP to opt out. She said yes.";

async function adminSession(): Promise<{ id: string; cookie: string }> {
  const email = `olga.${Date.now()}@example.com`;
  const password = "Harbor-Light-2031";
  const { id } = await createCredentialUser({
    email,
    password,
    name: "Olga Owner",
    role: "admin",
    emailVerified: true,
  });
  const response = await postToAuthApi("/sign-in/email", { email, password });
  expect(response.status).toBe(200);
  return { id, cookie: cookieOf(response) };
}

async function customerCookie(): Promise<string> {
  const password = "Sea-Breeze-2031";
  const { setCookies } = await signUpCustomer({
    form: {
      firstName: "Cara",
      lastName: "Diaz",
      email: `cara.${Date.now()}@example.com`,
      password,
      confirmPassword: password,
    },
    locale: "en",
    http: testHttp(),
  });
  return cookieOf(setCookies);
}

async function customerRecord(): Promise<string> {
  const [row] = await db()
    .insert(customers)
    .values({ firstName: "Marisol", lastName: "Quintero", phone: "(305) 555-0142" })
    .returning({ id: customers.id });
  return row!.id;
}

/** What the action answered: a redirect or refusal Response, or a reply drawn in place (data() with its status). */
async function post(customerId: string, fields: Record<string, string>, cookie: string) {
  const request = formRequest(`/admin/customers/${customerId}`, { intent: "record-phone-consent", ...fields }, cookie);
  try {
    const answer = (await action({ request, params: { customerId }, context: {} } as never)) as unknown;
    if (answer instanceof Response) return { status: answer.status, response: answer };
    const reply = answer as { init?: { status?: number }; data: { fieldErrors: Record<string, string> } };
    return { status: reply.init?.status ?? 200, reply: reply.data };
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status, response: thrown };
    throw thrown;
  }
}

describe("staff record a consent given on the phone from the customer's page", () => {
  it("records a yes in the ledger as staff_phone, by the admin, with the note as the words agreed to, and audits it", async () => {
    const admin = await adminSession();
    const customerId = await customerRecord();
    const answer = await post(
      customerId,
      { phone: "305.555.0142", granted: "yes", locale: "es", note: NOTE },
      admin.cookie,
    );
    expect(answer.status).toBe(302);
    expect(answer.response!.headers.get("location")).toBe(`/admin/customers/${customerId}`);

    const events = await db().select().from(consentEvents);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      contact: "+13055550142",
      channel: "sms",
      purpose: "transactional",
      granted: true,
      source: "staff_phone",
      wordsShown: NOTE,
      locale: "es",
      customerId,
      recordedBy: admin.id,
    });
    expect(await readConsent({ contact: "+13055550142", channel: "sms", purpose: "transactional" })).toMatchObject({
      granted: true,
      eventId: events[0]!.id,
    });
    // A call is not written consent: marketing texts stay unasked.
    expect(await readConsent({ contact: "+13055550142", channel: "sms", purpose: "marketing" })).toBeNull();
    const [entry] = await db().select().from(auditLog).where(eq(auditLog.action, "customer.phone-consent"));
    expect(entry).toMatchObject({ actorUserId: admin.id, entity: "customer", entityId: customerId });
    expect(entry!.details).toMatchObject({ number: "+13055550142", granted: true, purposes: ["transactional"] });
  });

  it("records a no as a withdrawal of every SMS purpose", async () => {
    const admin = await adminSession();
    const customerId = await customerRecord();
    await post(customerId, { phone: "(305) 555-0142", granted: "yes", locale: "en", note: NOTE }, admin.cookie);
    const answer = await post(
      customerId,
      { phone: "(305) 555-0142", granted: "no", locale: "en", note: "Called to say: no more texts, please." },
      admin.cookie,
    );
    expect(answer.status).toBe(302);
    for (const purpose of ["transactional", "marketing"] as const)
      expect(await readConsent({ contact: "+13055550142", channel: "sms", purpose })).toMatchObject({ granted: false });
  });

  it("refuses a bad number, a missing answer and an empty or control-character note with worded messages, writing nothing", async () => {
    const admin = await adminSession();
    const customerId = await customerRecord();
    const answer = await post(customerId, { phone: "555-0142", locale: "en", note: "  " }, admin.cookie);
    expect(answer.status).toBe(400);
    expect(answer.reply!.fieldErrors).toEqual({
      phone: "Enter a 10-digit US mobile number, like (305) 555-0142",
      granted: "Choose yes or no",
      note: "Write down what was said",
    });
    const control = await post(
      customerId,
      { phone: "(305) 555-0142", granted: "yes", locale: "en", note: "yes\u0000" },
      admin.cookie,
    );
    expect(control.reply!.fieldErrors).toEqual({ note: "This contains characters that are not allowed" });
    expect(await db().select().from(consentEvents)).toEqual([]);
    expect(await db().select().from(auditLog).where(eq(auditLog.action, "customer.phone-consent"))).toEqual([]);
  });

  it("refuses a signed-in customer with 403 and records nothing", async () => {
    const customerId = await customerRecord();
    const answer = await post(
      customerId,
      { phone: "(305) 555-0142", granted: "yes", locale: "en", note: NOTE },
      await customerCookie(),
    );
    expect(answer.status).toBe(403);
    expect(await answer.response!.json()).toMatchObject({ code: NO_STAFF_ACCESS });
    expect(await db().select().from(consentEvents)).toEqual([]);
  });
});
