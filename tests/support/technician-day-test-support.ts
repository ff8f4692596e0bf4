import { eq } from "drizzle-orm";
import { database } from "~/db/database.server";
import { appointments, customers, jobs, serviceRequests, user } from "~/db/schema";
import { createTechnicianUser } from "./team-test-support";

/**
 * The technician's day in tests (issue 35): technicians A and B with logins, a customer with a Spanish login, and
 * visits assigned to them. NOW is Monday 1 June 2026, 10:00 AM in Miami.
 */
export const NOW = new Date("2026-06-01T14:00:00Z");

export async function technicianPair() {
  const a = await createTechnicianUser({ email: "tina@example.com", name: "Tina Tech" });
  const b = await createTechnicianUser({ email: "bruno@example.com", name: "Bruno Tech" });
  return { a: { ...a, user: { id: a.userId } }, b: { ...b, user: { id: b.userId } } };
}

/** A customer record with a login in `locale`, a plan and equipment on record. */
export async function customerWithLogin(locale: "en" | "es" = "es") {
  const db = await database();
  await db
    .insert(user)
    .values({ id: "rosa", name: "Rosa Díaz", email: "rosa@example.com", firstName: "Rosa", lastName: "Díaz", locale });
  const [customer] = await db
    .insert(customers)
    .values({
      firstName: "Rosa",
      lastName: "Díaz",
      email: "rosa@example.com",
      userId: "rosa",
      servicePlan: "premium_care",
      equipmentType: "Central AC",
      equipmentBrand: "Carrier",
      equipmentModel: "24ACC636",
    })
    .returning();
  return { customer: customer!, user: { id: "rosa" } };
}

/** A confirmed visit (with its service request) for `technicianId` at `at`. */
export async function visitFor(input: {
  customerId: string;
  technicianId: string;
  at: Date;
  status?: "confirmed" | "scheduled" | "cancelled";
}) {
  const db = await database();
  const [request] = await db
    .insert(serviceRequests)
    .values({ customerId: input.customerId, name: "Rosa Díaz", serviceType: "Maintenance", status: "scheduled" })
    .returning();
  const [visit] = await db
    .insert(appointments)
    .values({
      customerId: input.customerId,
      serviceRequestId: request!.id,
      serviceType: "Maintenance",
      appointmentDate: input.at,
      windowEnd: new Date(input.at.getTime() + 2 * 60 * 60_000),
      serviceAddress: "12 Palm Ave, Coral Gables, FL 33134",
      phone: "(305) 555-0100",
      customerNotes: "Dog in the yard",
      technicianId: input.technicianId,
      technicianName: "Tina Tech",
      status: input.status ?? "confirmed",
    })
    .returning();
  return visit!;
}

export async function appointmentRow(id: string) {
  const db = await database();
  const [row] = await db.select().from(appointments).where(eq(appointments.id, id));
  return row!;
}

export async function mailKinds(): Promise<string[]> {
  const db = await database();
  const rows = await db
    .select({ payload: jobs.payload })
    .from(jobs)
    .where(eq(jobs.type, "email.send"))
    .orderBy(jobs.id);
  return rows.map((row) => (row.payload as { kind: string }).kind);
}

/** A real JPEG of a phone's proportions, as a technician's camera makes. */
export async function testPhoto(width = 800, height = 600): Promise<Uint8Array> {
  const sharp = (await import("sharp")).default;
  const buffer = await sharp({ create: { width, height, channels: 3, background: { r: 30, g: 90, b: 160 } } })
    .jpeg()
    .toBuffer();
  return new Uint8Array(buffer);
}
