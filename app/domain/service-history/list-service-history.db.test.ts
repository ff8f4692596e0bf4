import { describe, expect, it } from "vitest";
import { customers, serviceHistory, user } from "~/db/schema";
import {
  addInvoiceCustomer,
  addInvoiceStaff,
  draftVisitInvoice,
  INVOICE_STAFF,
} from "../../../tests/support/invoice-test-support";
import { useTestDatabase } from "../../../tests/support/test-database";
import { sendInvoice } from "../invoices/send-invoice.server";
import { NO_HISTORY_FILTERS, type HistoryFilters } from "./history-filters";
import { listServiceHistory } from "./list-service-history.server";

const { db } = useTestDatabase();

type Row = {
  serviceType: string;
  serviceDate: string;
  description?: string;
  technicianName?: string;
  amountCharged: number;
  paymentStatus: string;
};

async function addCustomer(id: string, rows: Row[]) {
  await db()
    .insert(user)
    .values({ id, name: id, email: `${id}@example.com` });
  const [record] = await db()
    .insert(customers)
    .values({ userId: id, firstName: id, lastName: "Test" })
    .returning({ id: customers.id });
  if (rows.length > 0)
    await db()
      .insert(serviceHistory)
      .values(rows.map((row) => ({ ...row, customerId: record!.id })));
  return { id };
}

const ANA_ROWS: Row[] = [
  {
    serviceType: "Coil Cleaning",
    serviceDate: "2026-03-01",
    description: "Evaporator coil washed",
    technicianName: "Luis Pérez",
    amountCharged: 150.1,
    paymentStatus: "paid",
  },
  {
    serviceType: "AC Repair",
    serviceDate: "2026-05-01",
    description: "Replaced capacitor, 50% off promo",
    technicianName: "Ana Torres",
    amountCharged: 200.2,
    paymentStatus: "pending",
  },
  {
    serviceType: "Filter Replacement",
    serviceDate: "2026-04-01",
    description: "MERV_13 filter",
    technicianName: "Luis Pérez",
    amountCharged: 45,
    paymentStatus: "overdue",
  },
  {
    serviceType: "AC Repair",
    serviceDate: "2025-08-01",
    description: "Fan motor",
    technicianName: "Carlos Diaz",
    amountCharged: 300,
    paymentStatus: "paid",
  },
];

const filtered = (filters: Partial<HistoryFilters>) => ({ ...NO_HISTORY_FILTERS, ...filters });

describe("listServiceHistory", () => {
  it("lists the customer's rows newest first with the summary and the sorted distinct types", async () => {
    const ana = await addCustomer("ana", ANA_ROWS);
    const list = await listServiceHistory({ user: ana, filters: NO_HISTORY_FILTERS });
    expect(list.rows.map((row) => row.serviceDate)).toEqual(["2026-05-01", "2026-04-01", "2026-03-01", "2025-08-01"]);
    expect(list.summary).toEqual({ count: 4, totalAmount: 695.3, lastServiceDate: "2026-05-01" });
    expect(list.serviceTypes).toEqual(["AC Repair", "Coil Cleaning", "Filter Replacement"]);
    expect(list.hasHistory).toBe(true);
  });

  it("searches case-insensitively over service type, description and technician", async () => {
    const ana = await addCustomer("ana", ANA_ROWS);
    const dates = async (q: string) =>
      (await listServiceHistory({ user: ana, filters: filtered({ q }) })).rows.map((row) => row.serviceDate);
    expect(await dates("COIL")).toEqual(["2026-03-01"]);
    expect(await dates("capacitor")).toEqual(["2026-05-01"]);
    expect(await dates("luis pérez")).toEqual(["2026-04-01", "2026-03-01"]);
    expect(await dates("nothing like this")).toEqual([]);
  });

  it("matches LIKE wildcard characters literally", async () => {
    const ana = await addCustomer("ana", ANA_ROWS);
    const dates = async (q: string) =>
      (await listServiceHistory({ user: ana, filters: filtered({ q }) })).rows.map((row) => row.serviceDate);
    expect(await dates("50%")).toEqual(["2026-05-01"]);
    expect(await dates("%")).toEqual(["2026-05-01"]);
    // As a wildcard "E_V" would match "MERV"; taken literally it matches nothing.
    expect(await dates("E_V")).toEqual([]);
    expect(await dates("MERV_13")).toEqual(["2026-04-01"]);
  });

  it("filters by payment status and service type and sums only the filtered rows", async () => {
    const ana = await addCustomer("ana", ANA_ROWS);
    const paid = await listServiceHistory({ user: ana, filters: filtered({ payment: "paid" }) });
    expect(paid.rows.map((row) => row.serviceType)).toEqual(["Coil Cleaning", "AC Repair"]);
    expect(paid.summary).toEqual({ count: 2, totalAmount: 450.1, lastServiceDate: "2026-03-01" });

    const repairs = await listServiceHistory({
      user: ana,
      filters: filtered({ type: "AC Repair", payment: "pending" }),
    });
    expect(repairs.summary).toEqual({ count: 1, totalAmount: 200.2, lastServiceDate: "2026-05-01" });
    // The type select still offers every type of the customer's history.
    expect(repairs.serviceTypes).toEqual(["AC Repair", "Coil Cleaning", "Filter Replacement"]);

    const none = await listServiceHistory({ user: ana, filters: filtered({ type: "Installation" }) });
    expect(none).toMatchObject({
      rows: [],
      summary: { count: 0, totalAmount: 0, lastServiceDate: null },
      hasHistory: true,
    });
  });

  it("never shows another customer's history", async () => {
    await addCustomer("ben", ANA_ROWS);
    const ana = await addCustomer("ana", []);
    const list = await listServiceHistory({ user: ana, filters: NO_HISTORY_FILTERS });
    expect(list).toEqual({
      rows: [],
      summary: { count: 0, totalAmount: 0, lastServiceDate: null },
      serviceTypes: [],
      hasHistory: false,
    });
  });

  it("gives a login without a customer record an empty history", async () => {
    await db().insert(user).values({ id: "nobody", name: "n", email: "n@example.com" });
    const list = await listServiceHistory({ user: { id: "nobody" }, filters: filtered({ q: "coil" }) });
    expect(list.hasHistory).toBe(false);
    expect(list.rows).toEqual([]);
  });

  it("names a record's invoice once it is sent, for its PDF, and not while it is a draft", async () => {
    await addInvoiceStaff(db());
    await db().insert(user).values({ id: "ines", name: "Ines", email: "ines@example.com" });
    const customerId = await addInvoiceCustomer(db(), { userId: "ines" });
    const { invoiceId } = await draftVisitInvoice(db(), customerId, { amountCharged: 89 });
    const listed = async () =>
      (await listServiceHistory({ user: { id: "ines" }, filters: NO_HISTORY_FILTERS })).rows.map((row) => row.invoice);
    expect(await listed()).toEqual([null]);
    const { number } = await sendInvoice({ actor: INVOICE_STAFF, invoiceId });
    expect(await listed()).toEqual([{ id: invoiceId, number }]);
  });
});
