import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { priceBookItems } from "~/db/schema";
import { createCredentialUser } from "~/domain/accounts/create-credential-user.server";
import { editDraftInvoice } from "~/domain/invoices/edit-draft-invoice.server";
import { listPriceBookChoices } from "~/domain/invoices/list-price-book-choices.server";
import { getSettings } from "~/domain/settings/get-settings.server";
import { settingsFormValuesOf } from "~/domain/settings/get-settings-form.server";
import { saveSettings } from "~/domain/settings/save-settings.server";
import { windowRowFields } from "~/domain/settings/scheduling-form";
import { cookieOf, formRequest, postToAuthApi, TEST_ORIGIN } from "../../../tests/support/auth-test-requests";
import {
  addInvoiceCustomer,
  addInvoiceStaff,
  draftVisitInvoice,
  INVOICE_STAFF,
} from "../../../tests/support/invoice-test-support";
import { useTestDatabase } from "../../../tests/support/test-database";
import { action, loader } from "./price-book";

const { db } = useTestDatabase();

async function staffCookie(): Promise<string> {
  await createCredentialUser({
    email: "olga@example.com",
    password: "Harbor-Light-2031",
    name: "Olga Owner",
    role: "admin",
    emailVerified: true,
  });
  const response = await postToAuthApi("/sign-in/email", { email: "olga@example.com", password: "Harbor-Light-2031" });
  return cookieOf(response);
}

const list = (cookie: string) =>
  loader({
    request: new Request(`${TEST_ORIGIN}/admin/price-book`, { headers: { cookie } }),
    params: {},
    context: {},
  } as never);

/** The action's answer: a redirect, or the form's reply with its status. */
async function post(fields: Record<string, string>, cookie: string) {
  const answer = (await action({
    request: formRequest("/admin/price-book", fields, cookie),
    params: {},
    context: {},
  } as never)) as unknown;
  if (answer instanceof Response) return { status: answer.status, fieldErrors: {} as Record<string, string> };
  const reply = answer as { init?: { status?: number }; data: { fieldErrors: Record<string, string> } };
  return { status: reply.init?.status ?? 200, fieldErrors: reply.data.fieldErrors };
}

async function item(code: string) {
  const [row] = await db().select().from(priceBookItems).where(eq(priceBookItems.code, code));
  return row;
}

const TXV = { code: "part_txv", name: "Expansion valve", nameEs: "Válvula de expansión", kind: "part" };

describe("the price book screen (issue 38)", () => {
  it("adds an item with its price typed in dollars and stored in cents, and lists it with the seeded ones", async () => {
    const cookie = await staffCookie();
    expect(await post({ intent: "add", ...TXV, unitPrice: "$1,234.50" }, cookie)).toMatchObject({ status: 302 });
    expect(await item("part_txv")).toMatchObject({ unitPriceCents: 1234_50, kind: "part", active: true });
    const { items } = await list(cookie);
    expect(items.map((row) => row.code)).toContain("part_txv");
    expect(items.find((row) => row.code === "service_call")).toMatchObject({ system: true, unitPriceCents: 89_00 });
    // A code is kept for good, so a second item cannot take it.
    const again = await post({ intent: "add", ...TXV, unitPrice: "10" }, cookie);
    expect(again).toEqual({
      status: 400,
      fieldErrors: { code: "An item already has this code (perhaps a retired one)." },
    });
  });

  it("refuses bad input with a message under each field, in Spanish for a Spanish screen", async () => {
    const cookie = await staffCookie();
    const bad = { intent: "add", code: "Bad Code", name: "", nameEs: "Válvula", kind: "gadget", unitPrice: "12.345" };
    const english = await post(bad, cookie);
    expect(english.status).toBe(400);
    expect(english.fieldErrors).toEqual({
      code: "Use 2 to 40 lower-case letters, digits or underscores, starting with a letter.",
      name: "Enter the name.",
      kind: "Choose the kind.",
      unitPrice: "Enter a price in dollars from $0 to $100,000, like 89 or 89.50.",
    });
    const spanish = await post(bad, `${cookie}; lang=es`);
    expect(spanish.fieldErrors.name).toBe("Escriba el nombre.");
    expect(spanish.fieldErrors.unitPrice).toMatch(/^Escriba un precio en dólares/);
    expect(await item("bad code")).toBeUndefined();
  });

  it("edits names, kind and price; retires and offers an item again without deleting it", async () => {
    const cookie = await staffCookie();
    const edit = { intent: "edit", code: "part_filter", name: "Air filter, pleated", nameEs: "Filtro plisado" };
    expect(await post({ ...edit, kind: "part", unitPrice: "27.5" }, cookie)).toMatchObject({ status: 302 });
    expect(await item("part_filter")).toMatchObject({ name: "Air filter, pleated", unitPriceCents: 27_50 });

    expect(await post({ intent: "deactivate", code: "part_filter" }, cookie)).toMatchObject({ status: 302 });
    expect((await item("part_filter"))!.active).toBe(false);
    const offered = await listPriceBookChoices({ locale: "en", kinds: ["part"] });
    expect(offered.map((choice) => choice.code)).not.toContain("part_filter");
    expect(await post({ intent: "reactivate", code: "part_filter" }, cookie)).toMatchObject({ status: 302 });
    expect((await item("part_filter"))!.active).toBe(true);
  });

  it("keeps the service call's price and kind the settings' and never retires it", async () => {
    const cookie = await staffCookie();
    const fee = { intent: "edit", code: "service_call", name: "Service call", nameEs: "Visita de servicio" };
    const repriced = await post({ ...fee, kind: "service_call", unitPrice: "10" }, cookie);
    expect(repriced.status).toBe(400);
    expect(repriced.fieldErrors.unitPrice).toMatch(/the fee is set in Settings/);
    expect(await post({ ...fee, kind: "service_call", unitPrice: "89.00" }, cookie)).toMatchObject({ status: 302 });
    expect((await item("service_call"))!.name).toBe("Service call");
    expect((await post({ intent: "deactivate", code: "service_call" }, cookie)).status).toBe(409);
    // A code that cannot be one, a NUL byte in it, is simply not found (PostgreSQL would refuse it in text).
    expect((await post({ intent: "deactivate", code: "part\u0000filter" }, cookie)).status).toBe(404);

    // The Settings screen's fee is the one source: saving it moves the price book's service call with it.
    await addInvoiceStaff(db());
    const stored = await getSettings();
    await saveSettings({
      actor: { ...INVOICE_STAFF, email: "office@awac.example", role: "admin" },
      input: {
        ...settingsFormValuesOf(stored),
        ...windowRowFields(stored.scheduling.windows),
        serviceCallFee: "99.00",
      },
    });
    expect((await item("service_call"))!.unitPriceCents).toBe(99_00);
  });

  it("keeps a retired item on a draft that already has it when staff edit the draft", async () => {
    const cookie = await staffCookie();
    await addInvoiceStaff(db());
    const customerId = await addInvoiceCustomer(db());
    const { invoiceId } = await draftVisitInvoice(db(), customerId, { amountCharged: 89 });
    await editDraftInvoice({
      actor: INVOICE_STAFF,
      invoiceId,
      form: { lines: [{ code: "service_call" }, { code: "part_filter" }] },
    });
    await post({ intent: "deactivate", code: "part_filter" }, cookie);
    const kept = await editDraftInvoice({
      actor: INVOICE_STAFF,
      invoiceId,
      form: { lines: [{ code: "service_call" }, { code: "part_filter", quantity: "2" }] },
    });
    expect(kept.totalCents).toBe(89_00 + 50_00);
    // A retired item the draft does not have is not offered to it.
    await post({ intent: "deactivate", code: "part_contactor" }, cookie);
    const lines = [{ code: "service_call" }, { code: "part_contactor" }];
    await expect(editDraftInvoice({ actor: INVOICE_STAFF, invoiceId, form: { lines } })).rejects.toMatchObject({
      fieldErrors: { lines: "unknownPriceBookItem" },
    });
  });
});
