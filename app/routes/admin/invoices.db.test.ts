import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { NO_STAFF_ACCESS, TECHNICIAN_ONLY } from "~/auth/require-user.server";
import { invoiceLines, invoices } from "~/db/schema";
import { createCredentialUser } from "~/domain/accounts/create-credential-user.server";
import { signUpCustomer } from "~/domain/accounts/sign-up-customer.server";
import { cookieOf, formRequest, postToAuthApi, TEST_ORIGIN, testHttp } from "../../../tests/support/auth-test-requests";
import { addInvoiceCustomer, addInvoiceStaff, draftVisitInvoice } from "../../../tests/support/invoice-test-support";
import { createTechnicianUser } from "../../../tests/support/team-test-support";
import { useTestDatabase } from "../../../tests/support/test-database";
import { action, loader as detailLoader } from "./invoice-detail";
import { loader as customerLoader } from "./customer-detail";
import { loader as listLoader } from "./invoices";

const { db } = useTestDatabase();

async function signedIn(email: string, password: string): Promise<string> {
  const response = await postToAuthApi("/sign-in/email", { email, password });
  expect(response.status).toBe(200);
  return cookieOf(response);
}

async function staffCookie(): Promise<string> {
  await createCredentialUser({
    email: "olga@example.com",
    password: "Harbor-Light-2031",
    name: "Olga Owner",
    role: "admin",
    emailVerified: true,
  });
  return signedIn("olga@example.com", "Harbor-Light-2031");
}

const getRequest = (path: string, cookie: string) =>
  new Request(`${TEST_ORIGIN}${path}`, { headers: { cookie, accept: "application/json" } });

const list = (path: string, cookie: string) =>
  listLoader({ request: getRequest(path, cookie), params: {}, context: {} } as never);

const detail = (invoiceId: string, cookie: string) =>
  detailLoader({
    request: getRequest(`/admin/invoices/${invoiceId}`, cookie),
    params: { invoiceId },
    context: {},
  } as never);

/** The action's answer: a redirect (Response) or the form's reply with its status. */
async function post(invoiceId: string, fields: Record<string, string>, cookie: string) {
  const answer = (await action({
    request: formRequest(`/admin/invoices/${invoiceId}`, fields, cookie),
    params: { invoiceId },
    context: {},
  } as never)) as unknown;
  if (answer instanceof Response)
    return { status: answer.status, location: answer.headers.get("location"), reply: null };
  const reply = answer as { init?: { status?: number }; data: { fieldErrors: Record<string, string> } };
  return { status: reply.init?.status ?? 200, location: null, reply: reply.data };
}

/** What a loader or action answered when it refused, whether it returned or threw its Response. */
async function refusal(run: () => Promise<unknown>): Promise<Response> {
  try {
    const result = await run();
    if (result instanceof Response) return result;
    throw new Error("expected a refusal, got data");
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

async function invoice(id: string) {
  const [row] = await db().select().from(invoices).where(eq(invoices.id, id));
  return row!;
}

describe("the invoice screens (issue 38)", () => {
  it("lists invoices filtered by status and searched by customer name", async () => {
    const cookie = await staffCookie();
    await addInvoiceStaff(db());
    const ana = await addInvoiceCustomer(db(), { firstName: "Ana", lastName: "Pérez" });
    const bruno = await addInvoiceCustomer(db(), { firstName: "Bruno", lastName: "Diaz", email: "b@example.com" });
    const first = await draftVisitInvoice(db(), ana, { amountCharged: 150 });
    const second = await draftVisitInvoice(db(), bruno, { amountCharged: 89 });
    expect(await post(second.invoiceId, { intent: "send" }, cookie)).toMatchObject({ status: 302 });

    const all = await list("/admin/invoices", cookie);
    expect(all.list.total).toBe(2);
    const drafts = await list("/admin/invoices?status=draft", cookie);
    expect(drafts.list.rows.map((row) => row.id)).toEqual([first.invoiceId]);
    const found = await list("/admin/invoices?q=bruno%20d", cookie);
    expect(found.list.rows).toMatchObject([{ id: second.invoiceId, status: "open", totalCents: 89_00 }]);
    const byNumber = await list(`/admin/invoices?q=${(await invoice(second.invoiceId)).number}`, cookie);
    expect(byNumber.list.rows.map((row) => row.id)).toEqual([second.invoiceId]);
  });

  it("edits a draft's lines, sends it, takes a partial payment and refuses to void it, every amount from the server", async () => {
    const cookie = await staffCookie();
    await addInvoiceStaff(db());
    const customerId = await addInvoiceCustomer(db(), { servicePlan: "premium_care" });
    const { invoiceId } = await draftVisitInvoice(db(), customerId, { amountCharged: 89 });

    const added = await post(invoiceId, { intent: "add-item", code: "part_capacitor", quantity: "2" }, cookie);
    expect(added).toMatchObject({ status: 302, location: `/admin/invoices/${invoiceId}` });
    const custom = { intent: "add-line", description: "Duct tape", quantity: "1.5", unitPrice: "10.10" };
    expect(await post(invoiceId, { ...custom, discountable: "on" }, cookie)).toMatchObject({ status: 302 });
    // 89 + 2 × 145 + 1.5 × 10.10 = 394.15; 15% off the 305.15 of repairs is 45.77 (half up).
    expect(await invoice(invoiceId)).toMatchObject({ subtotalCents: 394_15, discountCents: 45_77, totalCents: 348_38 });

    const bad = await post(invoiceId, { intent: "add-line", description: "Wire", unitPrice: "1.005" }, cookie);
    expect(bad.status).toBe(400);
    expect(Object.values(bad.reply!.fieldErrors)).toHaveLength(1);

    const lines = await db().select().from(invoiceLines).where(eq(invoiceLines.invoiceId, invoiceId));
    const tape = lines.find((line) => line.description === "Duct tape")!;
    expect(await post(invoiceId, { intent: "remove-line", lineId: tape.id }, cookie)).toMatchObject({ status: 302 });
    expect((await invoice(invoiceId)).totalCents).toBe(89_00 + 290_00 - 43_50);

    expect(await post(invoiceId, { intent: "send" }, cookie)).toMatchObject({ status: 302 });
    expect(await post(invoiceId, { intent: "send" }, cookie)).toMatchObject({ status: 409 });
    const tooMuch = await post(invoiceId, { intent: "record-payment", amount: "1000", method: "cash" }, cookie);
    expect(tooMuch.status).toBe(400);
    const paid = await post(
      invoiceId,
      { intent: "record-payment", amount: "100.25", method: "check", reference: "1042" },
      cookie,
    );
    expect(paid.status).toBe(302);
    expect(await invoice(invoiceId)).toMatchObject({ status: "open", paidCents: 100_25, balanceCents: 235_25 });
    const view = await detail(invoiceId, cookie);
    expect(view.payments).toMatchObject([{ amountCents: 100_25, method: "check", reference: "1042" }]);

    expect((await post(invoiceId, { intent: "void", reason: "" }, cookie)).status).toBe(400);
    // Money was taken on it: voiding is refused in words until the payment is refunded.
    const refused = await post(invoiceId, { intent: "void", reason: "Billed twice" }, cookie);
    expect(refused).toMatchObject({ status: 409 });
    expect(refused.reply!.fieldErrors.reason).toMatch(/Refund the payment first/);
    expect(await invoice(invoiceId)).toMatchObject({ status: "open", voidReason: null });
  });

  it("shows a customer's invoices on their page and a service record's invoice with its status", async () => {
    const cookie = await staffCookie();
    await addInvoiceStaff(db());
    const customerId = await addInvoiceCustomer(db());
    const { invoiceId, serviceRecordId } = await draftVisitInvoice(db(), customerId, { amountCharged: 150 });
    await post(invoiceId, { intent: "send" }, cookie);
    const page = await customerLoader({
      request: getRequest(`/admin/customers/${customerId}`, cookie),
      params: { customerId },
      context: {},
    } as never);
    const number = (await invoice(invoiceId)).number;
    expect(page.invoices).toMatchObject({
      total: 1,
      rows: [{ id: invoiceId, number, status: "open", balanceCents: 150_00 }],
    });
    const record = page.customer.serviceHistory.find((row) => row.id === serviceRecordId);
    expect(record?.invoice).toEqual({ id: invoiceId, number, status: "open" });
  });

  it("answers 404 for a malformed or unknown invoice id", async () => {
    const cookie = await staffCookie();
    for (const id of ["junk", "00000000-0000-4000-8000-000000000000"]) {
      // The shared error mapping answers a NOT_FOUND with the 404 page.
      await expect(detail(id, cookie)).rejects.toMatchObject({ code: "NOT_FOUND" });
    }
  });

  it("sends anonymous visitors to sign in and refuses customers and technicians", async () => {
    const anonymous = await refusal(() => list("/admin/invoices", ""));
    expect(anonymous.status).toBe(302);
    const password = "Sea-Breeze-2031";
    const { setCookies } = await signUpCustomer({
      form: { firstName: "Cara", lastName: "Diaz", email: "cara@example.com", password, confirmPassword: password },
      locale: "en",
      http: testHttp(),
    });
    const customer = await refusal(() => list("/admin/invoices", cookieOf(setCookies)));
    expect(customer.status).toBe(403);
    expect(await customer.json()).toMatchObject({ code: NO_STAFF_ACCESS });
    const technician = await createTechnicianUser();
    const technicianCookie = await signedIn(technician.email, technician.password);
    const refused = await refusal(() => detail("00000000-0000-4000-8000-000000000000", technicianCookie));
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ code: TECHNICIAN_ONLY });
  });
});
