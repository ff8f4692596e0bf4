import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { auditLog, technicians, user } from "~/db/schema";
import { AppError } from "~/domain/app-error";
import { addZones, technicianForm } from "../../../tests/support/team-test-support";
import { useTestDatabase } from "../../../tests/support/test-database";
import { listTechnicians } from "./list-technicians.server";
import { getTeam } from "./get-team.server";
import { saveTechnician } from "./save-technician.server";

const { db } = useTestDatabase();
const staff = { id: "staff-1" };

beforeEach(async () => {
  await db().insert(user).values({ id: staff.id, name: "Olivia Office", email: "olivia@example.com", role: "admin" });
  await addZones({ "Coral Gables": ["33134", "33146"], Kendall: ["33156"], "City of Miami": ["33130"] });
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

describe("saveTechnician", () => {
  it("adds a technician with their service types, zones and weekly hours, and audits who added them", async () => {
    const saved = await saveTechnician({
      actor: staff,
      input: technicianForm({ zones: ["Kendall", "Coral Gables"], serviceTypes: ["Maintenance", "AC Repair"] }),
    });
    expect(saved).toMatchObject({ name: "Marco Ruiz", created: true });
    const [row] = await db().select().from(technicians).where(eq(technicians.id, saved.id));
    expect(row).toMatchObject({
      email: "marco.ruiz@example.com",
      locale: "es",
      // In the spec's order, whatever order the boxes were ticked in.
      serviceTypes: ["AC Repair", "Maintenance"],
      zones: ["Kendall", "Coral Gables"],
      onEmergencyRota: false,
      active: true,
      userId: null,
    });
    expect(row!.weeklyHours.monday).toEqual({ start: "08:00", end: "17:00" });
    expect(row!.weeklyHours.sunday).toBeNull();
    const [entry] = await db().select().from(auditLog);
    expect(entry).toMatchObject({ actorUserId: staff.id, action: "technician.create", entityId: saved.id });
  });

  it("edits a technician in place and lists them with their rota and zones", async () => {
    const { id } = await saveTechnician({ actor: staff, input: technicianForm() });
    await saveTechnician({
      actor: staff,
      technicianId: id,
      input: technicianForm({ name: "Marco A. Ruiz", onEmergencyRota: true, zones: ["City of Miami"] }),
    });
    const [listed] = await listTechnicians({ actor: staff });
    expect(listed).toMatchObject({
      id,
      name: "Marco A. Ruiz",
      onEmergencyRota: true,
      zones: ["City of Miami"],
      login: null,
      visitCount: 0,
      daysOff: [],
    });
    expect((await db().select().from(auditLog)).map((entry) => entry.action)).toEqual([
      "technician.create",
      "technician.update",
    ]);
  });

  it("refuses each bad field with its own message key and saves nothing", async () => {
    const error = await refusal(() =>
      saveTechnician({
        actor: staff,
        input: technicianForm({
          name: "  ",
          phone: "call me",
          email: "not-an-address",
          locale: "fr" as "en",
          serviceTypes: [],
          zones: [],
          weeklyHours: { ...technicianForm().weeklyHours, monday: { works: true, start: "17:00", end: "08:00" } },
        }),
      }),
    );
    expect(error.code).toBe("BAD_INPUT");
    expect(error.fieldErrors).toEqual({
      name: "nameRequired",
      phone: "phoneInvalid",
      email: "emailInvalid",
      locale: "localeInvalid",
      serviceTypes: "serviceTypesRequired",
      zones: "zonesRequired",
      monday: "endBeforeStart",
    });
    expect(await db().select().from(technicians)).toEqual([]);
  });

  it("refuses a technician who works no day, a name with a control character, and a service type not of the spec", async () => {
    const off = { works: false, start: "", end: "" };
    const noDays = Object.fromEntries(Object.keys(technicianForm().weeklyHours).map((day) => [day, off]));
    expect(
      (await refusal(() => saveTechnician({ actor: staff, input: technicianForm({ weeklyHours: noDays as never }) })))
        .fieldErrors,
    ).toEqual({ weeklyHours: "hoursRequired" });
    expect(
      (await refusal(() => saveTechnician({ actor: staff, input: technicianForm({ name: "Marco\u0000" }) })))
        .fieldErrors,
    ).toEqual({ name: "notAllowed" });
    expect(
      (
        await refusal(() =>
          saveTechnician({ actor: staff, input: technicianForm({ serviceTypes: ["Pool Cleaning" as "AC Repair"] }) }),
        )
      ).fieldErrors,
    ).toEqual({ serviceTypes: "serviceTypeUnknown" });
  });

  it("refuses a zone that is not a booking zone and an e-mail another technician has", async () => {
    expect(
      (await refusal(() => saveTechnician({ actor: staff, input: technicianForm({ zones: ["Atlantis"] }) })))
        .fieldErrors,
    ).toEqual({ zones: "zoneUnknown" });
    await saveTechnician({ actor: staff, input: technicianForm() });
    expect(
      (
        await refusal(() =>
          saveTechnician({ actor: staff, input: technicianForm({ name: "Other", email: "Marco.Ruiz@Example.com" }) }),
        )
      ).fieldErrors,
    ).toEqual({ email: "emailTaken" });
  });

  it("answers NOT_FOUND for an id that names no technician, or is no id at all", async () => {
    for (const technicianId of ["3f0c6f7e-2d7b-4d4e-9a59-0d3c9f1a2b3c", "not-a-uuid"])
      expect((await refusal(() => saveTechnician({ actor: staff, technicianId, input: technicianForm() }))).code).toBe(
        "NOT_FOUND",
      );
  });
});

describe("getTeam", () => {
  it("offers each zone of zone_zip_codes once, alphabetically, and opens the form the address names", async () => {
    const { id } = await saveTechnician({ actor: staff, input: technicianForm() });
    expect(await getTeam({ actor: staff, open: null })).toMatchObject({
      zones: ["City of Miami", "Coral Gables", "Kendall"],
      open: null,
    });
    expect((await getTeam({ actor: staff, open: "new" })).open).toBe("new");
    expect((await getTeam({ actor: staff, open: id })).open).toMatchObject({ id, name: "Marco Ruiz" });
    await expect(getTeam({ actor: staff, open: "3f0c6f7e-2d7b-4d4e-9a59-0d3c9f1a2b3c" })).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
  });
});
