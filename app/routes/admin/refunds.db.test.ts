import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { NO_STAFF_ACCESS } from "~/auth/require-user.server";
import { invoicePayments, invoiceRefundFlags, invoices, quoteDepositRefundFlags } from "~/db/schema";
import { createCredentialUser } from "~/domain/accounts/create-credential-user.server";
import { signUpCustomer } from "~/domain/accounts/sign-up-customer.server";
import { recordInvoicePayment } from "~/domain/invoices/record-invoice-payment.server";
import { cookieOf, formRequest, postToAuthApi, TEST_ORIGIN, testHttp } from "../../../tests/support/auth-test-requests";
import { addInvoiceCustomer, addInvoiceStaff, INVOICE_STAFF } from "../../../tests/support/invoice-test-support";
import { addInvoiceRefundFlag, addQuoteDepositRefundFlag } from "../../../tests/support/refund-flag-test-support";
import { useTestDatabase } from "../../../tests/support/test-database";
import { action as invoiceAction, loader as invoiceLoader } from "./invoice-detail";
import { action as listAction, loader as listLoader } from "./invoices";
import { action as quoteAction, loader as quoteLoader } from "./quote-detail";

const { db } = useTestDatabase();

async function staffCookie(): Promise<string> {
  const email = "olga@example.com";
  const password = "Harbor-Light-2031";
  await createCredentialUser({ email, password, name: "Olga Owner", role: "admin", emailVerified: true });
  const response = await postToAuthApi("/sign-in/email", { email, password });
  return cookieOf(response);
}

async function customerCookie(): Promise<string> {
  const password = "Sea-Breeze-2031";
  const { setCookies } = await signUpCustomer({
    form: { firstName: "Cara", lastName: "Diaz", email: "cara@example.com", password, confirmPassword: password },
    locale: "en",
    http: testHttp(),
  });
  return cookieOf(setCookies);
}

type Action = (args: never) => Promise<unknown>;

/** A post to a page's action: the redirect, or the form's reply with its status, or the refusal it threw. */
async function post(
  run: Action,
  path: string,
  params: Record<string, string>,
  fields: Record<string, string>,
  cookie: string,
) {
  let answer: unknown;
  try {
    answer = await run({ request: formRequest(path, fields, cookie), params, context: {} } as never);
  } catch (thrown) {
    answer = thrown;
  }
  if (answer instanceof Response)
    return { status: answer.status, location: answer.headers.get("location"), body: answer, reply: null };
  const reply = answer as { init?: { status?: number }; data: { fieldErrors: Record<string, string> } };
  return { status: reply.init?.status ?? 200, location: null, body: null, reply: reply.data };
}

const get = (path: string, cookie: string) =>
  new Request(`${TEST_ORIGIN}${path}`, { headers: { cookie, accept: "application/json" } });

describe("the refund screens (ADR 084 and 087 addenda)", () => {
  it("lets staff refund part of a payment on the invoice page, in words when it is more than is left", async () => {
    const cookie = await staffCookie();
    await addInvoiceStaff(db());
    const customerId = await addInvoiceCustomer(db());
    const { invoiceId } = await addInvoiceRefundFlag(db(), customerId, 120_00);
    await recordInvoicePayment({ actor: INVOICE_STAFF, invoiceId, form: { amount: "120", method: "check" } });
    const [payment] = await db().select().from(invoicePayments).where(eq(invoicePayments.invoiceId, invoiceId));
    const path = `/admin/invoices/${invoiceId}`;
    const refund = (amount: string) =>
      post(
        invoiceAction as Action,
        path,
        { invoiceId },
        { intent: "refund-payment", paymentId: payment!.id, amount, reason: "Overcharged" },
        cookie,
      );

    const tooMuch = await refund("120.01");
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.reply!.fieldErrors.amount).toBe("The refund is more than what is left of that payment.");
    expect(await refund("20")).toMatchObject({ status: 302, location: path });
    const [row] = await db().select().from(invoices).where(eq(invoices.id, invoiceId));
    expect(row).toMatchObject({ status: "open", paidCents: 100_00, balanceCents: 20_00 });
    const page = await invoiceLoader({ request: get(path, cookie), params: { invoiceId }, context: {} } as never);
    expect(page.payments).toMatchObject([
      { refundedCents: 20_00, refunds: [{ amountCents: 20_00, reason: "Overcharged" }] },
    ]);
    expect(page.refunds).toMatchObject([{ kind: "invoice", reason: "balance", refunded: null }]);
  });

  it("lets staff mark a row refunded from the invoices list and from the quote's page, once", async () => {
    const cookie = await staffCookie();
    await addInvoiceStaff(db());
    const customerId = await addInvoiceCustomer(db());
    const invoiceFlag = await addInvoiceRefundFlag(db(), customerId);
    const quoteFlag = await addQuoteDepositRefundFlag(db(), customerId);
    const listPath = "/admin/invoices?status=open";
    const list = await listLoader({ request: get(listPath, cookie), params: {}, context: {} } as never);
    expect(list.refunds.map((row) => row.kind).sort()).toEqual(["invoice", "quote"]);

    const marked = await post(
      listAction as Action,
      listPath,
      {},
      { intent: "mark-refunded", kind: "invoice", flagId: invoiceFlag.flagId, reference: "re_1" },
      cookie,
    );
    expect(marked).toMatchObject({ status: 302, location: listPath });
    const again = await post(
      listAction as Action,
      listPath,
      {},
      { intent: "mark-refunded", kind: "invoice", flagId: invoiceFlag.flagId },
      cookie,
    );
    expect(again.status).toBe(409);
    expect(again.reply!.fieldErrors.flag).toMatch(/already marked refunded/);

    const quotePath = `/admin/quotes/${quoteFlag.quoteId}`;
    const params = { quoteId: quoteFlag.quoteId };
    const fromQuote = await post(
      quoteAction as Action,
      quotePath,
      params,
      { intent: "mark-refunded", kind: "quote", flagId: quoteFlag.flagId },
      cookie,
    );
    expect(fromQuote).toMatchObject({ status: 302, location: quotePath });
    const quotePage = await quoteLoader({ request: get(quotePath, cookie), params, context: {} } as never);
    expect(quotePage.refunds).toMatchObject([{ kind: "quote", refunded: { by: "Olga Owner" } }]);
    const after = await listLoader({ request: get("/admin/invoices", cookie), params: {}, context: {} } as never);
    expect(after.refunds).toEqual([]);
  });

  it("refuses every refund form to a signed-in customer (403) and changes nothing", async () => {
    await addInvoiceStaff(db());
    const customerId = await addInvoiceCustomer(db());
    const invoiceFlag = await addInvoiceRefundFlag(db(), customerId);
    const quoteFlag = await addQuoteDepositRefundFlag(db(), customerId);
    await recordInvoicePayment({
      actor: INVOICE_STAFF,
      invoiceId: invoiceFlag.invoiceId,
      form: { amount: "89", method: "cash" },
    });
    const [payment] = await db().select().from(invoicePayments);
    const cookie = await customerCookie();
    const invoiceParams = { invoiceId: invoiceFlag.invoiceId };
    const markInvoice = { intent: "mark-refunded", kind: "invoice", flagId: invoiceFlag.flagId };
    const attempts = [
      post(listAction as Action, "/admin/invoices", {}, markInvoice, cookie),
      post(invoiceAction as Action, `/admin/invoices/${invoiceFlag.invoiceId}`, invoiceParams, markInvoice, cookie),
      post(
        invoiceAction as Action,
        `/admin/invoices/${invoiceFlag.invoiceId}`,
        invoiceParams,
        { intent: "refund-payment", paymentId: payment!.id, amount: "89", reason: "Mine" },
        cookie,
      ),
      post(
        quoteAction as Action,
        `/admin/quotes/${quoteFlag.quoteId}`,
        { quoteId: quoteFlag.quoteId },
        { intent: "mark-refunded", kind: "quote", flagId: quoteFlag.flagId },
        cookie,
      ),
    ];
    for (const attempt of await Promise.all(attempts)) {
      expect(attempt.status).toBe(403);
      expect(await attempt.body!.json()).toMatchObject({ code: NO_STAFF_ACCESS });
    }
    expect((await db().select().from(invoiceRefundFlags))[0]!.refundedAt).toBeNull();
    expect((await db().select().from(quoteDepositRefundFlags))[0]!.refundedAt).toBeNull();
    expect((await db().select().from(invoicePayments))[0]!.refundedCents).toBe(0);
  });
});
