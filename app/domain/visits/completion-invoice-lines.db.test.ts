import { asc, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { appointments, invoiceLines, invoicePayments, invoices, priceBookItems, serviceHistory } from "~/db/schema";
import { useTestDatabase } from "../../../tests/support/test-database";
import { NOW, customerWithLogin, technicianPair, visitFor } from "../../../tests/support/technician-day-test-support";
import { completeVisit } from "./complete-visit.server";
import { postedCompletionLines } from "./visit-completion-schemas";

const { db } = useTestDatabase();
const NOON = new Date("2026-06-01T16:00:00Z");

let techs: Awaited<ReturnType<typeof technicianPair>>;
let rosa: Awaited<ReturnType<typeof customerWithLogin>>;
beforeEach(async () => {
  techs = await technicianPair();
  // A Premium Care member: 15% off labour and parts.
  rosa = await customerWithLogin("es");
});

async function complete(form: Record<string, unknown>) {
  const visit = await visitFor({ customerId: rosa.customer.id, technicianId: techs.a.technicianId, at: NOON });
  const result = await completeVisit({
    user: techs.a.user,
    appointmentId: visit.id,
    idempotencyKey: crypto.randomUUID(),
    form: { workDone: "Replaced the capacitor", paymentStatus: "pending", ...form },
    photos: [],
    now: NOW,
  });
  return { visit, result };
}

async function invoiceOf(appointmentId: string) {
  const [invoice] = await db().select().from(invoices).where(eq(invoices.appointmentId, appointmentId));
  const lines = await db()
    .select({
      code: invoiceLines.priceBookCode,
      description: invoiceLines.description,
      quantity: invoiceLines.quantityThousandths,
      unit: invoiceLines.unitPriceCents,
      total: invoiceLines.lineTotalCents,
      discountable: invoiceLines.discountable,
    })
    .from(invoiceLines)
    .where(eq(invoiceLines.invoiceId, invoice!.id))
    .orderBy(asc(invoiceLines.position));
  return { invoice: invoice!, lines };
}

describe("price book lines on the technician's completion (issue 38 item 1)", () => {
  it("drafts the picked lines at the server's prices with the member's discount, whatever else the phone posted", async () => {
    const { visit } = await complete({
      amountCharged: "",
      // A price posted beside a code is not read: the price book's is.
      lines: [
        { code: "part_capacitor", quantity: "2", unitPrice: "0.01" },
        { code: "labour_hour", quantity: "1.5" },
      ],
    });
    const { invoice, lines } = await invoiceOf(visit.id);
    expect(lines).toEqual([
      {
        code: "part_capacitor",
        description: "Capacitor de marcha",
        quantity: 2000,
        unit: 145_00,
        total: 290_00,
        discountable: true,
      },
      {
        code: "labour_hour",
        description: "Mano de obra, una hora",
        quantity: 1500,
        unit: 125_00,
        total: 187_50,
        discountable: true,
      },
    ]);
    // The work (477.50) is above the $89 fee, which is applied to it: no fee line. 15% of 477.50 is 71.63 (half up).
    expect(invoice).toMatchObject({
      status: "draft",
      subtotalCents: 477_50,
      discountPercent: 15,
      discountCents: 71_63,
      totalCents: 405_87,
    });
    const [record] = await db().select().from(serviceHistory).where(eq(serviceHistory.appointmentId, visit.id));
    expect(record!.amountCharged).toBe(405.87);
  });

  it("charges what the picked lines leave of the service call fee, and takes a payment on site for the total", async () => {
    const { visit } = await complete({ paymentStatus: "paid", lines: [{ code: "part_filter", quantity: "1" }] });
    const { invoice, lines } = await invoiceOf(visit.id);
    expect(lines.map((line) => [line.code, line.total, line.discountable])).toEqual([
      [null, 64_00, false],
      ["part_filter", 25_00, true],
    ]);
    expect(lines[0]!.description).toMatch(/^Cargo por visita de servicio/);
    // 89 in all; 15% off the $25 filter only.
    expect(invoice).toMatchObject({ subtotalCents: 89_00, discountCents: 3_75, totalCents: 85_25, balanceCents: 0 });
    const payments = await db().select().from(invoicePayments).where(eq(invoicePayments.invoiceId, invoice.id));
    expect(payments.map((payment) => [payment.amountCents, payment.method])).toEqual([[85_25, "card_on_site"]]);
  });

  it("refuses a retired item or the fee itself as a line, and an empty amount without lines, completing nothing", async () => {
    await db().update(priceBookItems).set({ active: false }).where(eq(priceBookItems.code, "part_contactor"));
    for (const code of ["part_contactor", "service_call", "no_such_item", "part\u0000filter"]) {
      await expect(complete({ lines: [{ code, quantity: "1" }] })).rejects.toMatchObject({
        code: "BAD_INPUT",
        fieldErrors: { lines: "unknownPriceBookItem" },
      });
    }
    await expect(complete({ amountCharged: "" })).rejects.toMatchObject({
      fieldErrors: { amountCharged: "amountRequired" },
    });
    await expect(complete({ lines: [{ code: "part_filter", quantity: "0" }] })).rejects.toMatchObject({
      fieldErrors: { lines: "quantityInvalid" },
    });
    expect(await db().select().from(invoices)).toEqual([]);
    const statuses = await db().select({ status: appointments.status }).from(appointments);
    expect(statuses.every((row) => row.status === "confirmed")).toBe(true);
  });

  it("reads the form's repeated item and quantity fields as pairs, leaving out rows on none", () => {
    expect(postedCompletionLines(["part_filter", "", "labour_hour"], ["2", "1", ""])).toEqual([
      { code: "part_filter", quantity: "2" },
      { code: "labour_hour", quantity: "" },
    ]);
  });
});
