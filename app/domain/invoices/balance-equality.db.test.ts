import { and, eq, gt, inArray } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { customers, invoicePaymentRefunds, invoicePayments, invoices } from "~/db/schema";
import { AppError } from "~/domain/app-error";
import { importCustomersCsv } from "~/domain/customers/import-customers-csv.server";
import { updateCustomer } from "~/domain/customers/update-customer.server";
import { createServiceRecord } from "~/domain/service-history/create-service-record.server";
import { deleteServiceRecord } from "~/domain/service-history/delete-service-record.server";
import { updateServiceRecord } from "~/domain/service-history/update-service-record.server";
import {
  addInvoiceCustomer,
  addInvoiceStaff,
  balancesOf,
  draftVisitInvoice,
  INVOICE_STAFF,
} from "../../../tests/support/invoice-test-support";
import { useTestDatabase } from "../../../tests/support/test-database";
import { editDraftInvoice } from "./edit-draft-invoice.server";
import { recordInvoicePayment } from "./record-invoice-payment.server";
import { refundInvoicePayment } from "./refund-invoice-payment.server";
import { sendInvoice } from "./send-invoice.server";
import { voidInvoice } from "./void-invoice.server";

const { db } = useTestDatabase();
const now = new Date("2026-05-04T15:00:00Z");

beforeEach(() => addInvoiceStaff(db()));

/** mulberry32: a small seeded generator, so a failing sequence can be replayed from its seed. */
function generator(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const recordForm = (customerId: string, amount: string, paymentStatus: string) => ({
  customerId,
  serviceType: "AC Repair",
  serviceDate: "2026-05-01",
  amountCharged: amount,
  paymentStatus,
});

describe("the balance", () => {
  it("equals the sum of the customer's open invoices after every step of a random sequence of operations", async () => {
    const random = generator(38);
    const pick = <T>(values: readonly T[]): T | undefined => values[Math.floor(random() * values.length)];
    const dollars = () => (Math.floor(random() * 40_000) / 100 + 0.01).toFixed(2);
    const customerIds = await Promise.all(
      ["ana", "ben", "cy"].map((name) =>
        addInvoiceCustomer(db(), { email: `${name}@x.example`, servicePlan: pick(["none", "basic", "premium_care"]) }),
      ),
    );
    const records: { id: string; customerId: string }[] = [];
    const idsWith = async (statuses: ("draft" | "open" | "paid" | "void")[]) =>
      (await db().select({ id: invoices.id }).from(invoices).where(inArray(invoices.status, statuses))).map(
        (row) => row.id,
      );
    const operations: Record<string, () => Promise<unknown>> = {
      draft: () =>
        draftVisitInvoice(db(), pick(customerIds)!, { amountCharged: Number(dollars()), paidOnSite: random() < 0.3 }),
      edit: async () => {
        const id = pick(await idsWith(["draft"]));
        if (id)
          await editDraftInvoice({
            actor: INVOICE_STAFF,
            invoiceId: id,
            form: {
              lines: [
                { code: "service_call" },
                { code: "labour_hour", quantity: String(1 + Math.floor(random() * 4) / 2) },
              ],
            },
          });
      },
      send: async () => {
        const id = pick(await idsWith(["draft"]));
        if (id) await sendInvoice({ actor: INVOICE_STAFF, invoiceId: id, now });
      },
      payPart: async () => {
        const id = pick(await idsWith(["open", "draft"]));
        if (id)
          await recordInvoicePayment({
            actor: INVOICE_STAFF,
            invoiceId: id,
            form: { amount: dollars(), method: "cash" },
            now,
          });
      },
      payAll: async () => {
        const id = pick(await idsWith(["open"]));
        if (!id) return;
        const [row] = await db().select().from(invoices).where(eq(invoices.id, id));
        await recordInvoicePayment({
          actor: INVOICE_STAFF,
          invoiceId: id,
          form: { amount: (row!.balanceCents / 100).toFixed(2), method: "check" },
          now,
        });
      },
      // A refund of part or all of what is left of a payment, now and then more than is left (refused).
      refund: async () => {
        const payment = pick(
          await db()
            .select()
            .from(invoicePayments)
            .where(gt(invoicePayments.amountCents, invoicePayments.refundedCents))
            .orderBy(invoicePayments.createdAt, invoicePayments.id),
        );
        if (!payment) return;
        const leftCents = payment.amountCents - payment.refundedCents;
        const cents = random() < 0.1 ? leftCents + 1 : 1 + Math.floor(random() * leftCents);
        await refundInvoicePayment({
          actor: INVOICE_STAFF,
          invoiceId: payment.invoiceId,
          form: { paymentId: payment.id, amount: (cents / 100).toFixed(2), reason: "Refunded at the counter" },
          now,
        });
      },
      void: async () => {
        const id = pick(await idsWith(["draft", "open", "paid"]));
        if (id) await voidInvoice({ actor: INVOICE_STAFF, invoiceId: id, form: { reason: "Entered by mistake" }, now });
      },
      import: async () => {
        const name = `imp${Math.floor(random() * 1e9)}`;
        const csv = `first_name,last_name,email,address_line1,city,zip_code,current_balance\nIm,Port,${name}@x.example,1 Main St,Miami,33101,${dollars()}\n`;
        await importCustomersCsv({
          actor: INVOICE_STAFF,
          fileName: "balances.csv",
          bytes: new TextEncoder().encode(csv),
        });
        const [created] = await db()
          .select({ id: customers.id })
          .from(customers)
          .where(eq(customers.email, `${name}@x.example`));
        if (created) customerIds.push(created.id);
      },
      addRecord: async () => {
        const customerId = pick(customerIds)!;
        const { id } = await createServiceRecord({
          actor: INVOICE_STAFF,
          input: recordForm(customerId, dollars(), pick(["pending", "overdue", "paid"])!),
          now,
        });
        records.push({ id, customerId });
      },
      editRecord: async () => {
        const record = pick(records);
        if (record)
          await updateServiceRecord({
            actor: INVOICE_STAFF,
            recordId: record.id,
            input: recordForm(record.customerId, dollars(), pick(["pending", "paid"])!),
            now,
          });
      },
      deleteRecord: async () => {
        const record = pick(records);
        if (!record) return;
        records.splice(records.indexOf(record), 1);
        await deleteServiceRecord({ actor: INVOICE_STAFF, recordId: record.id });
      },
      typeBalance: () =>
        updateCustomer({
          actor: INVOICE_STAFF,
          customerId: pick(customerIds)!,
          input: {
            firstName: "Ana",
            lastName: "Pérez",
            addressLine1: "1 Main St",
            city: "Miami",
            zipCode: "33101",
            currentBalance: "9999",
          },
        }),
    };
    const names = Object.keys(operations);
    const done: string[] = [];
    for (let step = 0; step < 60; step++) {
      const name = pick(names)!;
      done.push(name);
      try {
        await operations[name]!();
      } catch (error) {
        // Refusals (paying more than owed, a paid invoice, a typed balance) are part of the sequence.
        if (!(error instanceof AppError)) throw error;
      }
      for (const customerId of customerIds) {
        const { stored, invoiced } = await balancesOf(db(), customerId);
        expect({ step, operations: done.join(","), customerId, stored }).toEqual({
          step,
          operations: done.join(","),
          customerId,
          stored: invoiced,
        });
      }
    }
    // The sequence did reach the interesting states, refunds among them.
    expect(await db().select().from(invoicePaymentRefunds)).not.toEqual([]);
    const statuses = await db().selectDistinct({ status: invoices.status }).from(invoices);
    expect(statuses.map((row) => row.status).sort()).toEqual(
      ["draft", "open", "paid", "void"].filter((status) => statuses.some((row) => row.status === status)),
    );
    expect(
      await db()
        .select()
        .from(invoices)
        .where(and(eq(invoices.status, "open"))),
    ).toBeDefined();
  }, 240_000);
});
