import { describe, expect, it } from "vitest";
import { LEADS_PAGE_SIZE, RECENT_SIGNUPS_LIST_LIMIT } from "~/config/business-rules";
import { customers, settings } from "~/db/schema";
import { insertLead, insertSignup } from "../../../tests/support/lead-test-support";
import { useTestDatabase } from "../../../tests/support/test-database";
import { getLead } from "./get-lead.server";
import { DEFAULT_LEAD_LIST_PARAMS } from "./lead-list-params";
import { listLeads } from "./list-leads.server";
import { listRecentSignups } from "./list-recent-signups.server";

const { db } = useTestDatabase();
const actor = { id: "admin-1" };

function minutesAgo(minutes: number): Date {
  return new Date(Date.now() - minutes * 60_000);
}

describe("listLeads", () => {
  it("lists every lead newest first, then by id, a page of LEADS_PAGE_SIZE at a time", async () => {
    const sameInstant = minutesAgo(5);
    for (let index = 0; index < LEADS_PAGE_SIZE + 2; index++) {
      await insertLead(db(), { name: `Lead ${index}`, createdAt: index < 3 ? sameInstant : minutesAgo(10 + index) });
    }
    const first = await listLeads({ actor, params: DEFAULT_LEAD_LIST_PARAMS });
    expect(first).toMatchObject({ total: LEADS_PAGE_SIZE + 2, page: 1, pageCount: 2 });
    expect(first.rows).toHaveLength(LEADS_PAGE_SIZE);
    const tied = first.rows.slice(0, 3).map((row) => row.id);
    expect(tied).toEqual([...tied].sort().reverse());
    const second = await listLeads({ actor, params: { ...DEFAULT_LEAD_LIST_PARAMS, page: 2 } });
    expect(second.rows).toHaveLength(2);
    expect(second.rows.at(-1)!.name).toBe(`Lead ${LEADS_PAGE_SIZE + 1}`);
    const seen = new Set([...first.rows, ...second.rows].map((row) => row.id));
    expect(seen.size).toBe(LEADS_PAGE_SIZE + 2);
    // Past the end: the last page.
    expect((await listLeads({ actor, params: { ...DEFAULT_LEAD_LIST_PARAMS, page: 99 } })).page).toBe(2);
  });

  it("filters by status and by source", async () => {
    await insertLead(db(), { name: "Contact New", source: "contact_form" });
    await insertLead(db(), { name: "Contact Contacted", source: "contact_form", status: "contacted" });
    await insertLead(db(), { name: "Estimate New", source: "website_form" });
    const contacted = await listLeads({ actor, params: { ...DEFAULT_LEAD_LIST_PARAMS, status: "contacted" } });
    expect(contacted.rows.map((row) => row.name)).toEqual(["Contact Contacted"]);
    const fromContact = await listLeads({
      actor,
      params: { ...DEFAULT_LEAD_LIST_PARAMS, source: "contact_form", status: "new" },
    });
    expect(fromContact).toMatchObject({ total: 1, rows: [{ name: "Contact New" }] });
    expect(await listLeads({ actor, params: { ...DEFAULT_LEAD_LIST_PARAMS, source: "user_signup" } })).toMatchObject({
      total: 0,
      rows: [],
      pageCount: 1,
    });
  });

  it("flags the page's leads that match a recent sign-up, never the sign-up's own lead nor a linked or converted one", async () => {
    const ana = await insertSignup(db(), { firstName: "Ana", lastName: "Gómez", email: "ana.real@example.com" });
    await insertSignup(db(), { firstName: "Old", lastName: "Perez", daysAgo: 45 });
    await insertLead(db(), { name: "Ana Gomez", source: "user_signup", userId: ana.userId, createdAt: minutesAgo(1) });
    const estimate = await insertLead(db(), { name: "ANA GÓMEZ", createdAt: minutesAgo(2) });
    const [record] = await db().insert(customers).values({ firstName: "Ana", lastName: "Gómez" }).returning();
    await insertLead(db(), { name: "Ana linked", customerId: record!.id, createdAt: minutesAgo(3) });
    await insertLead(db(), { name: "Ana converted", status: "converted", createdAt: minutesAgo(4) });
    await insertLead(db(), { name: "Rosa Perez", createdAt: minutesAgo(5) });

    const { rows } = await listLeads({ actor, params: DEFAULT_LEAD_LIST_PARAMS });
    const matched = Object.fromEntries(rows.map((row) => [row.name, row.matches.map((match) => match.email)]));
    expect(matched).toEqual({
      "Ana Gomez": [],
      "ANA GÓMEZ": ["ana.real@example.com"],
      "Ana linked": [],
      "Ana converted": [],
      // The 45-day-old sign-up is outside the window.
      "Rosa Perez": [],
    });
    expect(rows.find((row) => row.name === "Ana linked")!.customerNumber).toBe(record!.customerNumber);
    expect((await getLead({ actor, leadId: estimate.id })).matches).toMatchObject([
      { userId: ana.userId, name: "Ana Gómez" },
    ]);
  });
});

describe("getLead", () => {
  it("returns the lead's full text and answers NOT_FOUND for an unknown or malformed id", async () => {
    const lead = await insertLead(db(), { notes: "Line one\n\n  <b>Line two</b>" });
    expect(await getLead({ actor, leadId: lead.id })).toMatchObject({
      notes: "Line one\n\n  <b>Line two</b>",
      address: "455 Aragon Ave",
      zipCode: "33134",
    });
    await expect(getLead({ actor, leadId: "00000000-0000-4000-8000-000000000000" })).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
    await expect(getLead({ actor, leadId: "nope" })).rejects.toMatchObject({ code: "NOT_FOUND" });
  });
});

describe("listRecentSignups", () => {
  it("lists the window's sign-ups newest first with their real e-mail and customer number, without staff", async () => {
    await db().update(settings).set({ adminEmail: "owner@awac.example" });
    const newest = await insertSignup(db(), {
      firstName: "Luis",
      lastName: "Pérez",
      email: "luis@example.com",
      daysAgo: 1,
      emailVerified: false,
    });
    const older = await insertSignup(db(), {
      firstName: "Marta",
      lastName: "Ruiz",
      email: "marta@example.com",
      daysAgo: 29,
    });
    await insertSignup(db(), { firstName: "Too", lastName: "Old", daysAgo: 31 });
    await insertSignup(db(), { firstName: "Staff", lastName: "Member", role: "admin" });
    await insertSignup(db(), { firstName: "Olga", lastName: "Owner", email: "OWNER@awac.example" });
    const [record] = await db()
      .insert(customers)
      .values({ firstName: "Marta", lastName: "Ruiz", userId: older.userId })
      .returning();

    const list = await listRecentSignups({ actor });
    expect(list.total).toBe(2);
    expect(list.rows).toMatchObject([
      {
        userId: newest.userId,
        name: "Luis Pérez",
        email: "luis@example.com",
        emailVerified: false,
        customerId: null,
        customerNumber: null,
      },
      {
        userId: older.userId,
        name: "Marta Ruiz",
        email: "marta@example.com",
        emailVerified: true,
        customerId: record!.id,
        customerNumber: record!.customerNumber,
      },
    ]);
  });

  it(`shows at most ${RECENT_SIGNUPS_LIST_LIMIT} and counts them all`, async () => {
    for (let index = 0; index < RECENT_SIGNUPS_LIST_LIMIT + 1; index++)
      await insertSignup(db(), { firstName: `F${index}`, lastName: "L" });
    const list = await listRecentSignups({ actor });
    expect(list.rows).toHaveLength(RECENT_SIGNUPS_LIST_LIMIT);
    expect(list.total).toBe(RECENT_SIGNUPS_LIST_LIMIT + 1);
  });
});
