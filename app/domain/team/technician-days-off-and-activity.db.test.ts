import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { appointments, auditLog, customers, technicianDaysOff, technicians, user } from "~/db/schema";
import { AppError } from "~/domain/app-error";
import { addZones, technicianForm } from "../../../tests/support/team-test-support";
import { useTestDatabase } from "../../../tests/support/test-database";
import { addDayOff } from "./add-day-off.server";
import { deleteTechnician } from "./delete-technician.server";
import { listTechnicians } from "./list-technicians.server";
import { removeDayOff } from "./remove-day-off.server";
import { saveTechnician } from "./save-technician.server";
import { setTechnicianActive } from "./set-technician-active.server";

const { db } = useTestDatabase();
const staff = { id: "staff-1" };

beforeEach(async () => {
  await db().insert(user).values({ id: staff.id, name: "Olivia Office", email: "olivia@example.com", role: "admin" });
  await addZones({ "Coral Gables": ["33134"] });
});

async function refusal(run: () => Promise<unknown>): Promise<AppError> {
  try {
    await run();
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error("expected an AppError");
}

async function technicianWithAVisit(): Promise<string> {
  const { id } = await saveTechnician({ actor: staff, input: technicianForm() });
  const [customer] = await db()
    .insert(customers)
    .values({ firstName: "Ana", lastName: "Diaz" })
    .returning({ id: customers.id });
  await db()
    .insert(appointments)
    .values({
      customerId: customer!.id,
      serviceType: "Maintenance",
      appointmentDate: new Date("2026-12-01T13:00:00Z"),
      serviceAddress: "1 Palm Ave",
      phone: "(305) 555-0100",
      technicianId: id,
    });
  return id;
}

describe("days off", () => {
  it("adds and removes a technician's days off, lists those from today on, and audits each", async () => {
    const { id } = await saveTechnician({ actor: staff, input: technicianForm() });
    await addDayOff({ actor: staff, technicianId: id, input: { day: "2026-12-24" } });
    await addDayOff({ actor: staff, technicianId: id, input: { day: "2026-12-01" } });
    await addDayOff({ actor: staff, technicianId: id, input: { day: "2026-11-01" } });
    const [listed] = await listTechnicians({ actor: staff, now: new Date("2026-11-20T15:00:00Z") });
    expect(listed!.daysOff).toEqual(["2026-12-01", "2026-12-24"]);

    await removeDayOff({ actor: staff, technicianId: id, day: "2026-12-01" });
    expect((await db().select().from(technicianDaysOff)).map((row) => row.day).sort()).toEqual([
      "2026-11-01",
      "2026-12-24",
    ]);
    const actions = (await db().select().from(auditLog)).map((entry) => entry.action);
    expect(actions.filter((action) => action.startsWith("technician.day-off"))).toEqual([
      "technician.day-off-add",
      "technician.day-off-add",
      "technician.day-off-add",
      "technician.day-off-remove",
    ]);
  });

  it("refuses a date that is not a date, or one the technician already has off, as a field error", async () => {
    const { id } = await saveTechnician({ actor: staff, input: technicianForm() });
    for (const day of ["", "2026-02-30", "tomorrow"])
      expect((await refusal(() => addDayOff({ actor: staff, technicianId: id, input: { day } }))).fieldErrors).toEqual({
        day: "dayInvalid",
      });
    await addDayOff({ actor: staff, technicianId: id, input: { day: "2026-12-24" } });
    expect(
      (await refusal(() => addDayOff({ actor: staff, technicianId: id, input: { day: "2026-12-24" } }))).fieldErrors,
    ).toEqual({ day: "dayTaken" });
  });

  it("answers NOT_FOUND for removing a day the technician does not have off, and for an unknown technician", async () => {
    const { id } = await saveTechnician({ actor: staff, input: technicianForm() });
    expect((await refusal(() => removeDayOff({ actor: staff, technicianId: id, day: "2026-12-24" }))).code).toBe(
      "NOT_FOUND",
    );
    expect(
      (
        await refusal(() =>
          addDayOff({
            actor: staff,
            technicianId: "3f0c6f7e-2d7b-4d4e-9a59-0d3c9f1a2b3c",
            input: { day: "2026-12-24" },
          }),
        )
      ).code,
    ).toBe("NOT_FOUND");
  });
});

describe("deactivating and deleting", () => {
  it("refuses to delete a technician who has visits, who is deactivated instead and keeps the visit", async () => {
    const id = await technicianWithAVisit();
    expect((await refusal(() => deleteTechnician({ actor: staff, technicianId: id }))).code).toBe("CONFLICT");
    await setTechnicianActive({ actor: staff, technicianId: id, active: false });
    const [listed] = await listTechnicians({ actor: staff });
    expect(listed).toMatchObject({ id, active: false, visitCount: 1 });
    expect((await db().select().from(appointments))[0]!.technicianId).toBe(id);
    const actions = (await db().select().from(auditLog)).map((entry) => entry.action);
    expect(actions).toContain("technician.deactivate");
  });

  it("deletes a technician without visits, with their days off, and lists active technicians first", async () => {
    const { id } = await saveTechnician({ actor: staff, input: technicianForm() });
    await addDayOff({ actor: staff, technicianId: id, input: { day: "2030-01-02" } });
    const other = await saveTechnician({
      actor: staff,
      input: technicianForm({ name: "Ana Ortiz", email: "ana.ortiz@example.com", active: false }),
    });
    const kept = await saveTechnician({
      actor: staff,
      input: technicianForm({ name: "Zoe Zamora", email: "zoe@example.com" }),
    });
    expect((await listTechnicians({ actor: staff })).map((row) => row.name)).toEqual([
      "Marco Ruiz",
      "Zoe Zamora",
      "Ana Ortiz",
    ]);
    await deleteTechnician({ actor: staff, technicianId: id });
    expect((await db().select().from(technicians)).map((row) => row.id).sort()).toEqual([other.id, kept.id].sort());
    expect(await db().select().from(technicianDaysOff).where(eq(technicianDaysOff.technicianId, id))).toEqual([]);
  });
});
