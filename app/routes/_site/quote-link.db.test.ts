import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { jobs, quotes, settings } from "~/db/schema";
import { CLIENT_ADDRESS_HEADER } from "~/http/client-address.server";
import { formRequest, TEST_ORIGIN } from "../../../tests/support/auth-test-requests";
import { addInvoiceCustomer, addInvoiceStaff } from "../../../tests/support/invoice-test-support";
import { DRAWN_SIGNATURE, sentQuote } from "../../../tests/support/quote-test-support";
import { useTestDatabase } from "../../../tests/support/test-database";
import { action, loader } from "./quote-link";

const { db } = useTestDatabase();

beforeEach(() => addInvoiceStaff(db()));

/** A visitor's guest record's sent quote, and the token its queued e-mail carries. */
async function mailedQuote() {
  const customerId = await addInvoiceCustomer(db(), { source: "guest", email: "gina@example.com" });
  const sent = await sentQuote(db(), customerId, undefined, new Date());
  const [mail] = await db().select({ payload: jobs.payload }).from(jobs).where(eq(jobs.type, "email.send"));
  const token = /\/quote\/([A-Za-z0-9_-]+)/.exec(JSON.stringify(mail!.payload))![1]!;
  return { ...sent, customerId, token };
}

const NONE: Record<string, string> = {};

async function post(path: string, fields: Record<string, string>, token: string) {
  const request = formRequest(path, fields);
  request.headers.set(CLIENT_ADDRESS_HEADER, "198.51.100.7");
  const answer = (await action({ request, params: { token }, context: {} } as never)) as unknown;
  if (answer instanceof Response)
    return { status: answer.status, location: answer.headers.get("location"), fieldErrors: NONE, values: NONE };
  const reply = answer as {
    init?: { status?: number };
    data: { fieldErrors: Record<string, string>; values: Record<string, string> };
  };
  return {
    status: reply.init?.status ?? 200,
    location: null,
    fieldErrors: reply.data.fieldErrors,
    values: reply.data.values,
  };
}

describe("the quote link's page", () => {
  it("opens the one quote of the link for a visitor without a session, and nothing for a forged token", async () => {
    const { token, number } = await mailedQuote();
    const page = (await loader({
      request: new Request(`${TEST_ORIGIN}/quote/${token}`),
      params: { token },
      context: {},
    } as never)) as unknown as { data: { page: { quote: { number: string; next: string } } } };
    expect(page.data.page.quote).toMatchObject({ number, next: "sign" });
    await expect(
      loader({
        request: new Request(`${TEST_ORIGIN}/quote/AAAA`),
        params: { token: `${token.slice(0, -2)}xx` },
        context: {},
      } as never),
    ).rejects.toMatchObject({ code: "NOT_FOUND" });
  });

  it("refuses a signature that is missing in the page's language, keeping what was typed", async () => {
    const { token, view } = await mailedQuote();
    const fields = {
      intent: "sign",
      optionId: view.document.options[0]!.id,
      signedName: "Gina",
      signature: "",
      documentHash: view.documentHash,
    };
    const spanish = await post(`/es/quote/${token}`, fields, token);
    expect(spanish.status).toBe(400);
    expect(spanish.fieldErrors.signature).toMatch(/^Firme en el recuadro/);
    expect(spanish.values).toMatchObject({ signedName: "Gina", optionId: fields.optionId });
    const english = await post(`/quote/${token}`, { ...fields, signature: "<svg onload=x>" }, token);
    expect(english.fieldErrors.signature).toMatch(/^The signature could not be read/);
    const [row] = await db().select().from(quotes);
    expect(row!.status).toBe("sent");
  });

  it("signs with the client's address and, with no deposit asked, comes back approved", async () => {
    await db().update(settings).set({ quoteDepositPercent: 0 });
    const { token, view, quoteId } = await mailedQuote();
    const answer = await post(
      `/quote/${token}`,
      {
        intent: "sign",
        optionId: view.document.options[2]!.id,
        signedName: "Gina Guest",
        signature: DRAWN_SIGNATURE,
        documentHash: view.documentHash,
      },
      token,
    );
    expect(answer).toMatchObject({ status: 302, location: `/quote/${token}?signed=1` });
    const [row] = await db().select().from(quotes).where(eq(quotes.id, quoteId));
    expect(row).toMatchObject({ status: "approved", signedIp: "198.51.100.7", signedName: "Gina Guest" });
  });
});
