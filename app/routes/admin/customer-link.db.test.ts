import { and, eq, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { NO_STAFF_ACCESS, TECHNICIAN_ONLY } from "~/auth/require-user.server";
import { publicOrigin } from "~/config/public-origin.server";
import { auditLog, invoices, jobs, quotes, scopedTokens } from "~/db/schema";
import { createCredentialUser } from "~/domain/accounts/create-credential-user.server";
import { signUpCustomer } from "~/domain/accounts/sign-up-customer.server";
import { showLinkedInvoice } from "~/domain/invoice-payments/show-linked-invoice.server";
import { giveInvoiceLink } from "~/domain/invoices/give-invoice-link.server";
import { sendInvoice } from "~/domain/invoices/send-invoice.server";
import { giveQuoteLink } from "~/domain/quotes/give-quote-link.server";
import { linkedQuoteAccess } from "~/domain/quotes/quote-access.server";
import { createQuote } from "~/domain/quotes/save-quote-draft.server";
import type { HandedLink } from "~/domain/scoped-tokens/handed-link";
import { scopedTokenHash } from "~/domain/scoped-tokens/scoped-token-text.server";
import { readFlashToast } from "~/http/flash-toast.server";
import { cookieOf, formRequest, postToAuthApi, TEST_ORIGIN, testHttp } from "../../../tests/support/auth-test-requests";
import {
  addInvoiceCustomer,
  addInvoiceStaff,
  draftVisitInvoice,
  INVOICE_STAFF,
} from "../../../tests/support/invoice-test-support";
import { quoteForm, sentQuote, THREE_OPTIONS } from "../../../tests/support/quote-test-support";
import { createTechnicianUser } from "../../../tests/support/team-test-support";
import { useTestDatabase } from "../../../tests/support/test-database";
import { loader as quoteLinkLoader } from "../_site/quote-link";
import { action as invoiceAction } from "./invoice-detail";
import { action as quoteAction } from "./quote-detail";

const { db } = useTestDatabase();

beforeEach(() => addInvoiceStaff(db()));

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

type Answer = {
  status: number;
  /** The refusal's body when the guard answered (403 and its code). */
  refusal: { code?: string } | null;
  location: string | null;
  toast: { title: string; description?: string } | null;
  link: HandedLink | null;
  fieldErrors: Record<string, string>;
};

/** The action's answer: a redirect with its flash toast, or the form's reply (the link, or why there is none). */
async function post(
  kind: "quote" | "invoice",
  id: string,
  fields: Record<string, string>,
  cookie: string,
): Promise<Answer> {
  const path = `/admin/${kind}s/${id}`;
  const request = formRequest(path, fields, cookie);
  // A forged Host must never reach the link: its address is the configured public origin.
  request.headers.set("host", "evil.example");
  request.headers.set("x-forwarded-host", "evil.example");
  const args = { request, params: kind === "quote" ? { quoteId: id } : { invoiceId: id }, context: {} } as never;
  let answer: unknown;
  try {
    answer = await (kind === "quote" ? quoteAction(args) : invoiceAction(args));
  } catch (thrown) {
    // A guard's refusal is a thrown Response; anything else (NOT_FOUND for the 404 page) is the caller's to see.
    if (!(thrown instanceof Response)) throw thrown;
    answer = thrown;
  }
  if (answer instanceof Response) {
    const cookies = cookieOf(answer);
    const toast = cookies ? readFlashToast(new Request(TEST_ORIGIN, { headers: { cookie: cookies } })).toast : null;
    const refusal = answer.status === 403 ? ((await answer.json()) as { code?: string }) : null;
    const location = answer.headers.get("location");
    return { status: answer.status, refusal, location, toast, link: null, fieldErrors: {} } satisfies Answer;
  }
  const reply = answer as {
    init?: { status?: number };
    data: { toast: Answer["toast"]; link?: HandedLink; fieldErrors: Record<string, string> };
  };
  return {
    status: reply.init?.status ?? 200,
    refusal: null,
    location: null,
    toast: reply.data.toast,
    link: reply.data.link ?? null,
    fieldErrors: reply.data.fieldErrors,
  } satisfies Answer;
}

const tokenOf = (url: string) => /\/(?:quote|invoice)\/([A-Za-z0-9_-]{43})$/.exec(url)![1]!;

/** A visitor's guest record with a phone and no e-mail address, as a phone booking makes one. */
const phoneOnlyGuest = () => addInvoiceCustomer(db(), { email: null, phone: "(305) 555-0177", source: "guest" });

async function auditOf(action: "quote.link-issued" | "invoice.link-issued", entityId: string) {
  return db()
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.entityId, entityId)));
}

describe("Get the customer's link on a quote (issue 38)", () => {
  it("says truthfully that a quote to a phone-only guest was not e-mailed, and gives staff its link once", async () => {
    const cookie = await staffCookie();
    const customerId = await phoneOnlyGuest();
    const other = await sentQuote(
      db(),
      await addInvoiceCustomer(db(), { email: "x@example.com" }),
      undefined,
      new Date(),
    );
    const { quoteId } = await sentQuote(db(), customerId, undefined, new Date());
    const [row] = await db().select().from(quotes).where(eq(quotes.id, quoteId));
    expect(row!.status).toBe("sent");
    expect(await db().select().from(scopedTokens).where(eq(scopedTokens.recordId, quoteId))).toEqual([]);

    const given = await post("quote", quoteId, { intent: "issue-link" }, cookie);
    expect(given).toMatchObject({ status: 200, toast: { title: "Link ready" } });
    const link = given.link!;
    expect(link.url.startsWith(`${publicOrigin()}/quote/`)).toBe(true);
    expect(link.url).not.toContain("evil.example");
    expect(link).toMatchObject({
      number: row!.number,
      customerName: "Ana Pérez",
      phone: "(305) 555-0177",
      email: null,
    });

    // The link opens that one quote, for that customer record, without a session.
    const token = tokenOf(link.url);
    expect(await linkedQuoteAccess(token)).toEqual({ quoteId, customerId });
    const page = (await quoteLinkLoader({
      request: new Request(link.url),
      params: { token },
      context: {},
    } as never)) as unknown as { data: { page: { quote: { number: string; next: string } } } };
    expect(page.data.page.quote).toMatchObject({ number: row!.number, next: "sign" });
    expect(page.data.page.quote.number).not.toBe(other.number);

    // Stored hashed, for the phone as its contact, with the mail's lifetime; audited without the token.
    const [stored] = await db().select().from(scopedTokens).where(eq(scopedTokens.recordId, quoteId));
    expect(stored).toMatchObject({ purpose: "quote_view", contact: "+13055550177", tokenHash: scopedTokenHash(token) });
    const days = (stored!.expiresAt.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(89.9);
    expect(days).toBeLessThanOrEqual(90);
    const [entry] = await auditOf("quote.link-issued", quoteId);
    expect(entry!.details).toMatchObject({ number: row!.number, tokenId: stored!.id, contact: "+13055550177" });
    expect(JSON.stringify(entry)).not.toContain(token);

    // Another press makes another link; the first still opens the quote.
    const again = await post("quote", quoteId, { intent: "issue-link" }, cookie);
    expect(tokenOf(again.link!.url)).not.toBe(token);
    expect(await linkedQuoteAccess(token)).toEqual({ quoteId, customerId });
  });

  it("tells staff that sending to a record without e-mail mailed nothing, and where the link is", async () => {
    const cookie = await staffCookie();
    const guest = await phoneOnlyGuest();
    const { quoteId } = await createQuote({ actor: INVOICE_STAFF, customerId: guest, form: quoteForm(THREE_OPTIONS) });
    const sent = await post("quote", quoteId, { intent: "send" }, cookie);
    expect(sent.status).toBe(302);
    expect(sent.toast!.description).toMatch(/^Q-\d{4}-\d{5} is numbered and sent, but nothing was e-mailed/);
    expect(sent.toast!.description).toContain("Get the customer's link");
    expect(sent.toast!.description).not.toMatch(/was e-mailed to/);
    expect(await db().select().from(jobs).where(eq(jobs.type, "email.send"))).toEqual([]);
  });

  it("refuses a draft, and a declined quote, in words", async () => {
    const cookie = await staffCookie();
    const customerId = await phoneOnlyGuest();
    const draft = await createQuote({ actor: INVOICE_STAFF, customerId, form: quoteForm(THREE_OPTIONS) });
    const refusedDraft = await post("quote", draft.quoteId, { intent: "issue-link" }, cookie);
    expect(refusedDraft).toMatchObject({ status: 409, link: null });
    expect(refusedDraft.fieldErrors.link).toBe("This quote is still a draft: send it first.");

    const { quoteId } = await sentQuote(db(), customerId, undefined, new Date());
    expect(await post("quote", quoteId, { intent: "decline", reason: "Too dear" }, cookie)).toMatchObject({
      status: 302,
    });
    const refused = await post("quote", quoteId, { intent: "issue-link" }, cookie);
    expect(refused).toMatchObject({ status: 409, link: null, toast: { title: "No link given" } });
    expect(refused.fieldErrors.link).toMatch(/declined or expired: it can no longer be signed/);
    expect(await auditOf("quote.link-issued", quoteId)).toEqual([]);
  });
});

describe("Get the customer's link on an invoice (issue 38)", () => {
  async function openInvoice(customerId: string) {
    const { invoiceId } = await draftVisitInvoice(db(), customerId, { amountCharged: 150 });
    const sent = await sendInvoice({ actor: INVOICE_STAFF, invoiceId });
    return { invoiceId, ...sent };
  }

  it("gives staff an open invoice's link for a record without e-mail, which opens that one invoice", async () => {
    const cookie = await staffCookie();
    const customerId = await phoneOnlyGuest();
    const first = await openInvoice(customerId);
    const second = await openInvoice(customerId);
    expect(first).toMatchObject({ status: "open", mailed: false, texted: false });
    await db().update(invoices).set({ locale: "es" }).where(eq(invoices.id, first.invoiceId));

    const given = await post("invoice", first.invoiceId, { intent: "issue-link" }, cookie);
    expect(given.status).toBe(200);
    const link = given.link!;
    // In the invoice's language, at the configured origin, never the request's host.
    expect(link.url.startsWith(`${publicOrigin()}/es/invoice/`)).toBe(true);
    expect(link.url).not.toContain("evil.example");
    expect(link).toMatchObject({ number: first.number, phone: "(305) 555-0177", email: null });
    expect(link.phoneCheckFrom).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // Sent today: the page asks for the phone's digits only from 14 days on.
    expect(link.phoneCheckStarted).toBe(false);

    const opened = await showLinkedInvoice({ token: tokenOf(link.url) });
    expect(opened.state).toBe("open");
    if (opened.state !== "open") return;
    expect(opened.invoice).toMatchObject({ id: first.invoiceId, number: first.number });
    expect(opened.invoice.id).not.toBe(second.invoiceId);

    const [stored] = await db().select().from(scopedTokens).where(eq(scopedTokens.recordId, first.invoiceId));
    expect(stored).toMatchObject({ purpose: "invoice_view", contact: "+13055550177" });
    const days = (stored!.expiresAt.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(179.9);
    expect(days).toBeLessThanOrEqual(180);
    const [entry] = await auditOf("invoice.link-issued", first.invoiceId);
    expect(entry!.details).toMatchObject({ number: first.number, tokenId: stored!.id });
    expect(JSON.stringify(entry)).not.toContain(tokenOf(link.url));
  });

  it("says the page asks for the phone's digits already when the invoice was issued more than 14 days ago", async () => {
    const cookie = await staffCookie();
    const { invoiceId } = await openInvoice(await phoneOnlyGuest());
    await db()
      .update(invoices)
      .set({ issueDate: sql`current_date - 20` })
      .where(eq(invoices.id, invoiceId));
    const given = await post("invoice", invoiceId, { intent: "issue-link" }, cookie);
    expect(given.link).toMatchObject({ phoneCheckStarted: true });
  });

  it("says truthfully that an invoice to a record without e-mail was not e-mailed", async () => {
    const cookie = await staffCookie();
    const { invoiceId } = await draftVisitInvoice(db(), await phoneOnlyGuest(), { amountCharged: 150 });
    const sent = await post("invoice", invoiceId, { intent: "send" }, cookie);
    expect(sent).toMatchObject({ status: 302, toast: { title: "Invoice sent" } });
    expect(sent.toast!.description).toMatch(/^INV-\d{4}-\d{5} is numbered and sent, but nothing was e-mailed/);
    expect(sent.toast!.description).toContain("Get the customer's link");
    expect(sent.toast!.description).not.toContain("was sent to the customer");

    const mailed = await draftVisitInvoice(db(), await addInvoiceCustomer(db()), { amountCharged: 150 });
    const withMail = await post("invoice", mailed.invoiceId, { intent: "send" }, cookie);
    expect(withMail.toast!.description).toMatch(/^INV-\d{4}-\d{5} was sent to the customer\.$/);
  });

  it("refuses a void, a paid and a draft invoice with a clear message, and issues no link", async () => {
    const cookie = await staffCookie();
    const customerId = await phoneOnlyGuest();
    const voided = await openInvoice(customerId);
    expect(await post("invoice", voided.invoiceId, { intent: "void", reason: "Billed twice" }, cookie)).toMatchObject({
      status: 302,
    });
    const refused = await post("invoice", voided.invoiceId, { intent: "issue-link" }, cookie);
    expect(refused).toMatchObject({ status: 409, link: null, toast: { title: "No link given" } });
    expect(refused.fieldErrors.link).toBe("This invoice is void: nothing is owed on it, so no link is given.");
    expect(refused.toast!.description).toBe(refused.fieldErrors.link);

    const paid = await openInvoice(customerId);
    await post("invoice", paid.invoiceId, { intent: "record-payment", amount: "150", method: "cash" }, cookie);
    expect((await post("invoice", paid.invoiceId, { intent: "issue-link" }, cookie)).fieldErrors.link).toMatch(
      /^This invoice is paid/,
    );
    const { invoiceId: draft } = await draftVisitInvoice(db(), customerId, { amountCharged: 89 });
    expect((await post("invoice", draft, { intent: "issue-link" }, cookie)).fieldErrors.link).toMatch(/still a draft/);

    for (const id of [voided.invoiceId, paid.invoiceId, draft])
      expect(await db().select().from(scopedTokens).where(eq(scopedTokens.recordId, id))).toEqual([]);
  });
});

describe("Get the customer's link is for staff only", () => {
  it("refuses customers and technicians (403), sends visitors to sign in, and answers 404 for an unknown record", async () => {
    const customerId = await phoneOnlyGuest();
    const { quoteId } = await sentQuote(db(), customerId, undefined, new Date());
    const { invoiceId } = await draftVisitInvoice(db(), customerId, { amountCharged: 150 });
    await sendInvoice({ actor: INVOICE_STAFF, invoiceId });
    const password = "Sea-Breeze-2031";
    const { setCookies } = await signUpCustomer({
      form: { firstName: "Cara", lastName: "Diaz", email: "cara@example.com", password, confirmPassword: password },
      locale: "en",
      http: testHttp(),
    });
    const technician = await createTechnicianUser();
    const technicianCookie = await signedIn(technician.email, technician.password);
    for (const [kind, id] of [
      ["quote", quoteId],
      ["invoice", invoiceId],
    ] as const) {
      const customer = await post(kind, id, { intent: "issue-link" }, cookieOf(setCookies));
      expect(customer).toMatchObject({ status: 403, refusal: { code: NO_STAFF_ACCESS }, link: null });
      const tech = await post(kind, id, { intent: "issue-link" }, technicianCookie);
      expect(tech).toMatchObject({ status: 403, refusal: { code: TECHNICIAN_ONLY }, link: null });
      expect((await post(kind, id, { intent: "issue-link" }, "")).status).toBe(302);
    }
    expect(await db().select().from(scopedTokens)).toEqual([]);
    expect(await db().select().from(auditLog).where(eq(auditLog.action, "quote.link-issued"))).toEqual([]);

    // The domain checks too, whoever calls it.
    await expect(giveQuoteLink({ actor: { id: "x", isAdmin: false }, quoteId })).rejects.toMatchObject({
      code: "FORBIDDEN",
    });
    await expect(giveInvoiceLink({ actor: { id: "x", isAdmin: false }, invoiceId })).rejects.toMatchObject({
      code: "FORBIDDEN",
    });
    const cookie = await staffCookie();
    for (const kind of ["quote", "invoice"] as const)
      for (const id of ["not-an-id", "00000000-0000-4000-8000-000000000000"])
        // Answered in place (another tab may have removed it), with no link.
        expect(await post(kind, id, { intent: "issue-link" }, cookie)).toMatchObject({ status: 404, link: null });
  });
});
