import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { appointments, auditLog, customers, technicians, user } from "~/db/schema";
import { AppError } from "~/domain/app-error";
import { createTechnicianUser } from "../../../tests/support/team-test-support";
import { useTestDatabase } from "../../../tests/support/test-database";
import { calendarFeedText } from "./calendar-feed-text.server";
import { getCalendarFeedStatus } from "./get-calendar-feed-status.server";
import { readCalendarFeed } from "./read-calendar-feed.server";
import { renewCalendarFeed } from "./renew-calendar-feed.server";
import { revokeCalendarFeed } from "./revoke-calendar-feed.server";

const { db } = useTestDatabase();
const staff = { id: "staff-1" };
const now = new Date("2026-12-01T12:00:00Z");
const DAY_MS = 24 * 60 * 60 * 1000;

let tina: Awaited<ReturnType<typeof createTechnicianUser>>;
let theo: Awaited<ReturnType<typeof createTechnicianUser>>;
let customerId: string;

beforeEach(async () => {
  await db().insert(user).values({ id: staff.id, name: "Olivia Office", email: "olivia@example.com", role: "admin" });
  tina = await createTechnicianUser({ email: "tina@example.com", name: "Tina Tech" });
  theo = await createTechnicianUser({ email: "theo@example.com", name: "Theo Tech" });
  const [customer] = await db()
    .insert(customers)
    .values({ firstName: "Ana", lastName: "Diaz" })
    .returning({ id: customers.id });
  customerId = customer!.id;
});

async function visit(input: { technicianId: string; inDays: number; status?: "confirmed" | "cancelled" }) {
  const start = new Date(now.getTime() + input.inDays * DAY_MS);
  const [row] = await db()
    .insert(appointments)
    .values({
      customerId,
      serviceType: "Maintenance",
      appointmentDate: start,
      windowEnd: new Date(start.getTime() + 2 * 60 * 60 * 1000),
      serviceAddress: "1 Palm Ave, Coral Gables",
      phone: "(305) 555-0100",
      status: input.status ?? "confirmed",
      technicianId: input.technicianId,
    })
    .returning({ id: appointments.id });
  return row!.id;
}

/** The last path segment of a feed address: what the route hands the domain. */
function segmentOf(url: string): string {
  return new URL(url).pathname.split("/").pop()!;
}

async function notFound(run: () => Promise<unknown>): Promise<void> {
  await expect(run()).rejects.toSatisfy((error) => error instanceof AppError && error.code === "NOT_FOUND");
}

describe("a technician's calendar feed", () => {
  it("lists only their own visits from a week back to sixty days ahead, without cancelled ones", async () => {
    const today = await visit({ technicianId: tina.technicianId, inDays: 0 });
    const lastWeek = await visit({ technicianId: tina.technicianId, inDays: -6 });
    const inSevenWeeks = await visit({ technicianId: tina.technicianId, inDays: 50 });
    await visit({ technicianId: tina.technicianId, inDays: -8 });
    await visit({ technicianId: tina.technicianId, inDays: 61 });
    await visit({ technicianId: tina.technicianId, inDays: 1, status: "cancelled" });
    await visit({ technicianId: theo.technicianId, inDays: 0 });

    const { url } = await renewCalendarFeed({ user: { id: tina.userId } });
    expect(url).toMatch(/\/tech\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    const feed = await readCalendarFeed({ segment: segmentOf(url), now });

    expect(feed.technicianName).toBe("Tina Tech");
    expect(feed.visits.map((v) => v.appointmentId)).toEqual([lastWeek, today, inSevenWeeks]);
    expect(feed.visits[1]).toMatchObject({ customerName: "Ana Diaz", address: "1 Palm Ave, Coral Gables" });
    expect(feed.visits[1]!.end.getTime() - feed.visits[1]!.start.getTime()).toBe(2 * 60 * 60 * 1000);
    const text = await calendarFeedText({ segment: segmentOf(url), now });
    expect(text.match(/BEGIN:VEVENT/g)).toHaveLength(3);
    expect(text).toContain(`UID:visit-${today}@`);
  });

  it("stores only the secret's SHA-256, and a renewal makes the previous address answer not found", async () => {
    const first = await renewCalendarFeed({ user: { id: tina.userId } });
    const [stored] = await db().select().from(technicians).where(eq(technicians.id, tina.technicianId));
    expect(stored!.calendarFeedTokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(first.url).not.toContain(stored!.calendarFeedTokenHash!);

    const second = await renewCalendarFeed({ user: { id: tina.userId } });
    await notFound(() => readCalendarFeed({ segment: segmentOf(first.url), now }));
    await expect(readCalendarFeed({ segment: segmentOf(second.url), now })).resolves.toMatchObject({
      technicianName: "Tina Tech",
    });
  });

  it("answers not found for staff's revoked feed, a made-up token, an address without .ics and an inactive technician", async () => {
    const { url } = await renewCalendarFeed({ user: { id: tina.userId } });
    const segment = segmentOf(url);
    await notFound(() => readCalendarFeed({ segment: `${"A".repeat(43)}.ics`, now }));
    await notFound(() => readCalendarFeed({ segment: segment.replace(/\.ics$/, ""), now }));
    await notFound(() => readCalendarFeed({ segment: "../admin.ics", now }));

    await db().update(technicians).set({ active: false }).where(eq(technicians.id, tina.technicianId));
    await notFound(() => readCalendarFeed({ segment, now }));
    await db().update(technicians).set({ active: true }).where(eq(technicians.id, tina.technicianId));

    await expect(revokeCalendarFeed({ actor: staff, technicianId: tina.technicianId })).resolves.toMatchObject({
      revoked: true,
    });
    await notFound(() => readCalendarFeed({ segment, now }));
    await expect(revokeCalendarFeed({ actor: staff, technicianId: tina.technicianId })).resolves.toMatchObject({
      revoked: false,
    });
    const audits = await db().select().from(auditLog).where(eq(auditLog.entityId, tina.technicianId));
    expect(audits.map((entry) => entry.action).sort()).toEqual([
      "technician.calendar-feed-renew",
      "technician.calendar-feed-revoke",
    ]);
  });

  it("tells the technician whether a feed exists, and refuses a login that is no technician's", async () => {
    await expect(getCalendarFeedStatus({ user: { id: tina.userId } })).resolves.toEqual({
      technicianName: "Tina Tech",
      hasFeed: false,
    });
    await renewCalendarFeed({ user: { id: tina.userId } });
    await expect(getCalendarFeedStatus({ user: { id: tina.userId } })).resolves.toMatchObject({ hasFeed: true });
    await notFound(() => renewCalendarFeed({ user: { id: staff.id } }));
    await notFound(() => getCalendarFeedStatus({ user: { id: staff.id } }));
  });
});
