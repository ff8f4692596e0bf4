import { describe, expect, it } from "vitest";
import { auditLog, user } from "~/db/schema";
import { useTestDatabase } from "../../../tests/support/test-database";
import { auditDetailPairs } from "./audit-details";
import { listAuditEntries } from "./list-audit-entries.server";

const { db } = useTestDatabase();

const staff = { isAdmin: true };
const all = { area: "all", before: null, after: null } as const;

/** Entries in the order given (ids ascending), each a minute after the last. */
async function addEntries(
  entries: Array<{
    action: string;
    entity?: string;
    entityId?: string | null;
    actor?: string | null;
    details?: Record<string, unknown>;
  }>,
) {
  const start = Date.parse("2026-03-01T15:00:00Z");
  const rows = await db()
    .insert(auditLog)
    .values(
      entries.map((entry, index) => ({
        action: entry.action,
        entity: entry.entity ?? entry.action.split(".")[0]!,
        entityId: entry.entityId ?? null,
        actorUserId: entry.actor ?? null,
        details: entry.details ?? null,
        createdAt: new Date(start + index * 60_000),
      })),
    )
    .returning({ id: auditLog.id });
  return rows.map((row) => row.id);
}

describe("listAuditEntries", () => {
  it("lists the newest entry first with the staff member's name and e-mail, or no actor for the system", async () => {
    await db().insert(user).values({ id: "olivia", name: "Olivia Office", email: "olivia@example.com", role: "admin" });
    const [first, second] = await addEntries([
      { action: "job.retry", entity: "job", entityId: "7" },
      {
        action: "customer.update",
        entity: "customer",
        entityId: "8f0d6f9b-1c2d-4d4b-8a51-0b7c2a5e9a8f",
        actor: "olivia",
        details: { customerNumber: "AW1001", changedFields: ["phone", "notes"] },
      },
    ]);
    const page = await listAuditEntries({ actor: staff, params: all });
    expect(page).toMatchObject({ newerCursor: null, olderCursor: null, pageSize: 50 });
    expect(page.rows).toEqual([
      {
        id: second,
        at: "2026-03-01T15:01:00.000Z",
        actor: { name: "Olivia Office", email: "olivia@example.com" },
        action: "customer.update",
        entity: "customer",
        entityId: "8f0d6f9b-1c2d-4d4b-8a51-0b7c2a5e9a8f",
        href: "/admin/customers/8f0d6f9b-1c2d-4d4b-8a51-0b7c2a5e9a8f",
        // jsonb keeps keys in its own order (shorter first), not the order they were written in.
        details: [
          { key: "changedFields", value: "phone, notes" },
          { key: "customerNumber", value: "AW1001" },
        ],
      },
      {
        id: first,
        at: "2026-03-01T15:00:00.000Z",
        actor: null,
        action: "job.retry",
        entity: "job",
        entityId: "7",
        href: "/admin/system",
        details: [],
      },
    ]);
  });

  it("pages by keyset both ways: older with before, newer with after", async () => {
    const ids = await addEntries(
      Array.from({ length: 7 }, (_, index) => ({ action: "customer.update", entityId: String(index) })),
    );
    const newest = await listAuditEntries({ actor: staff, params: all, pageSize: 3 });
    expect(newest.rows.map((row) => row.id)).toEqual([ids[6], ids[5], ids[4]]);
    expect(newest).toMatchObject({ newerCursor: null, olderCursor: ids[4] });

    const middle = await listAuditEntries({
      actor: staff,
      params: { ...all, before: newest.olderCursor },
      pageSize: 3,
    });
    expect(middle.rows.map((row) => row.id)).toEqual([ids[3], ids[2], ids[1]]);
    expect(middle).toMatchObject({ newerCursor: ids[3], olderCursor: ids[1] });

    const oldest = await listAuditEntries({
      actor: staff,
      params: { ...all, before: middle.olderCursor },
      pageSize: 3,
    });
    expect(oldest.rows.map((row) => row.id)).toEqual([ids[0]]);
    expect(oldest).toMatchObject({ newerCursor: ids[0], olderCursor: null });

    const back = await listAuditEntries({ actor: staff, params: { ...all, after: oldest.newerCursor }, pageSize: 3 });
    expect(back.rows.map((row) => row.id)).toEqual([ids[3], ids[2], ids[1]]);
    expect(back).toMatchObject({ newerCursor: ids[3], olderCursor: ids[1] });
  });

  it("filters by area through the action's prefix, unknown actions of that area included", async () => {
    const ids = await addEntries([
      { action: "customer.create" },
      { action: "customers.export" },
      { action: "lead.status", entityId: "1b7c2a5e-9a8f-4d4b-8a51-8f0d6f9b1c2d" },
      { action: "customer.merge" },
      { action: "reward-claim.fulfil", entity: "reward-claim" },
      { action: "settings.admin-email", entity: "settings", entityId: "1" },
    ]);
    const area = async (name: "customers" | "leads" | "rewards" | "settings" | "crm") =>
      (await listAuditEntries({ actor: staff, params: { ...all, area: name } })).rows.map((row) => [
        row.id,
        row.action,
        row.href,
      ]);
    expect(await area("customers")).toEqual([
      [ids[3], "customer.merge", null],
      [ids[0], "customer.create", null],
    ]);
    expect(await area("leads")).toEqual([
      [ids[2], "lead.status", "/admin/leads?lead=1b7c2a5e-9a8f-4d4b-8a51-8f0d6f9b1c2d"],
    ]);
    expect(await area("rewards")).toEqual([[ids[4], "reward-claim.fulfil", "/admin/rewards?status=all"]]);
    expect(await area("settings")).toEqual([[ids[5], "settings.admin-email", "/admin/settings"]]);
    expect(await area("crm")).toEqual([]);
  });

  it("filters invoices, quotes and the price book, and links each entry to its screen", async () => {
    const invoiceId = "1b7c2a5e-9a8f-4d4b-8a51-8f0d6f9b1c2d";
    const quoteId = "2c8d3b6f-0b9a-4e5c-9b62-9a1e7a0c2d3e";
    const ids = await addEntries([
      { action: "invoice.send", entity: "invoice", entityId: invoiceId },
      { action: "quote.link-issued", entity: "quote", entityId: quoteId },
      { action: "price-book.add", entity: "price_book_item", entityId: "part_capacitor" },
      { action: "invoice.link-issued", entity: "invoice", entityId: invoiceId },
      { action: "quote.deposit-paid", entity: "quote", entityId: quoteId },
    ]);
    const area = async (name: "invoices" | "quotes" | "priceBook") =>
      (await listAuditEntries({ actor: staff, params: { ...all, area: name } })).rows.map((row) => [
        row.id,
        row.action,
        row.href,
      ]);
    expect(await area("invoices")).toEqual([
      [ids[3], "invoice.link-issued", `/admin/invoices/${invoiceId}`],
      [ids[0], "invoice.send", `/admin/invoices/${invoiceId}`],
    ]);
    expect(await area("quotes")).toEqual([
      [ids[4], "quote.deposit-paid", `/admin/quotes/${quoteId}`],
      [ids[1], "quote.link-issued", `/admin/quotes/${quoteId}`],
    ]);
    expect(await area("priceBook")).toEqual([[ids[2], "price-book.add", "/admin/price-book"]]);
  });

  it("links no deleted row and refuses anyone but staff", async () => {
    await addEntries([{ action: "customer.delete", entityId: "8f0d6f9b-1c2d-4d4b-8a51-0b7c2a5e9a8f" }]);
    expect((await listAuditEntries({ actor: staff })).rows[0]?.href).toBeNull();
    await expect(listAuditEntries({ actor: { isAdmin: false } })).rejects.toMatchObject({ code: "FORBIDDEN" });
  });
});

describe("auditDetailPairs", () => {
  it("turns details into readable pairs: lists joined, objects as JSON, whitespace folded, long values cut", () => {
    expect(
      auditDetailPairs({
        to: "scheduled",
        fields: ["mainPhone", "email"],
        changes: { mainPhone: "(305) 555-0100" },
        note: "line one\n  line two",
        empty: null,
        long: "x".repeat(400),
      }),
    ).toEqual([
      { key: "to", value: "scheduled" },
      { key: "fields", value: "mainPhone, email" },
      { key: "changes", value: '{"mainPhone":"(305) 555-0100"}' },
      { key: "note", value: "line one line two" },
      { key: "empty", value: "—" },
      { key: "long", value: `${"x".repeat(159)}…` },
    ]);
  });

  it("keeps markup as plain text and caps the number of pairs", () => {
    expect(auditDetailPairs({ name: "<img src=x onerror=alert(1)>" })).toEqual([
      { key: "name", value: "<img src=x onerror=alert(1)>" },
    ]);
    const many = Object.fromEntries(Array.from({ length: 15 }, (_, index) => [`k${index}`, index]));
    const pairs = auditDetailPairs(many);
    expect(pairs).toHaveLength(13);
    expect(pairs.at(-1)).toEqual({ key: "…", value: "+3" });
    expect(auditDetailPairs(null)).toEqual([]);
  });
});
