import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { customers } from "~/db/schema";
import { createCredentialUser } from "~/domain/accounts/create-credential-user.server";
import { signInAdmin } from "~/domain/accounts/sign-in-admin.server";
import { signUpCustomer } from "~/domain/accounts/sign-up-customer.server";
import { sendInvoice } from "~/domain/invoices/send-invoice.server";
import { cookieOf, TEST_ORIGIN, testHttp } from "../../../tests/support/auth-test-requests";
import {
  addInvoiceCustomer,
  addInvoiceStaff,
  draftVisitInvoice,
  INVOICE_STAFF,
} from "../../../tests/support/invoice-test-support";
import { useTestDatabase } from "../../../tests/support/test-database";
import { loader as adminLoader } from "../admin/invoice-pdf";
import { loader as customerLoader } from "./invoice-pdf";

const { db } = useTestDatabase();

/** A signed-in customer login tied to a new customer record; answers the cookie and the record. */
async function customerWithLogin(email: string): Promise<{ cookie: string; customerId: string }> {
  const password = "Sea-Breeze-2031";
  const { userId, setCookies } = await signUpCustomer({
    form: { firstName: "Ana", lastName: "Pérez", email, password, confirmPassword: password },
    locale: "en",
    http: testHttp(),
  });
  const customerId = await addInvoiceCustomer(db(), { email });
  await db().update(customers).set({ userId }).where(eq(customers.id, customerId));
  return { cookie: cookieOf(setCookies), customerId };
}

async function adminCookie(): Promise<string> {
  await createCredentialUser({
    email: "olga@example.com",
    password: "Harbor-Light-2031",
    name: "Olga",
    role: "admin",
    emailVerified: true,
  });
  const result = await signInAdmin({
    form: { email: "olga@example.com", password: "Harbor-Light-2031" },
    http: testHttp("/admin"),
  });
  if (result.outcome !== "signed-in") throw new Error("admin sign-in failed");
  return cookieOf(result.setCookies);
}

/** What a loader answered, whether it returned its Response or threw it (React Router's data() for an AppError). */
async function answer(
  loader: (args: never) => Promise<Response>,
  path: string,
  cookie: string,
  invoiceId: string,
): Promise<{ status: number; response?: Response }> {
  const request = new Request(`${TEST_ORIGIN}${path}`, { headers: { cookie } });
  try {
    const response = await loader({ request, params: { invoiceId }, context: {} } as never);
    return { status: response.status, response };
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status };
    if (thrown && typeof thrown === "object" && "code" in thrown && thrown.code === "NOT_FOUND") return { status: 404 };
    throw thrown;
  }
}

describe("the invoice PDF downloads", () => {
  it("give the customer their own sent invoice as an attachment named after its number, and 404 for another's or a draft", async () => {
    await addInvoiceStaff(db());
    const ana = await customerWithLogin("ana.pdf@example.com");
    const bea = await customerWithLogin("bea.pdf@example.com");
    const { invoiceId } = await draftVisitInvoice(db(), ana.customerId, { amountCharged: 120 });
    const draft = await draftVisitInvoice(db(), ana.customerId, { amountCharged: 89 });
    const { number } = await sendInvoice({ actor: INVOICE_STAFF, invoiceId });
    const path = `/customer/invoices/${invoiceId}/pdf`;

    const own = await answer(customerLoader, path, ana.cookie, invoiceId);
    expect(own.status).toBe(200);
    expect(own.response!.headers.get("content-type")).toBe("application/pdf");
    expect(own.response!.headers.get("content-disposition")).toBe(`attachment; filename="${number}.pdf"`);
    expect(own.response!.headers.get("cache-control")).toBe("private, no-store");
    const bytes = Buffer.from(await own.response!.arrayBuffer());
    expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");

    expect((await answer(customerLoader, path, bea.cookie, invoiceId)).status).toBe(404);
    expect((await answer(customerLoader, path, ana.cookie, draft.invoiceId)).status).toBe(404);

    const staff = await adminCookie();
    const office = await answer(adminLoader, `/admin/invoices/${draft.invoiceId}/pdf`, staff, draft.invoiceId);
    expect(office.status).toBe(200);
    expect(office.response!.headers.get("content-disposition")).toMatch(
      /^attachment; filename="draft-[0-9a-f]{8}\.pdf"$/,
    );
    expect((await answer(adminLoader, "/admin/invoices/x/pdf", staff, "x")).status).toBe(404);
  });
});
