import { beforeEach, describe, expect, it } from "vitest";
import { DEFAULT_SCHEDULING } from "~/config/business-defaults";
import { auditLog, technicians, user, zoneZipCodes } from "~/db/schema";
import { isAppError } from "~/domain/app-error";
import { listZones } from "~/domain/zones/list-zones.server";
import { useTestDatabase } from "../../../tests/support/test-database";
import { getSettingsForm, settingsFormValuesOf } from "./get-settings-form.server";
import { getSettings } from "./get-settings.server";
import { saveSettings } from "./save-settings.server";
import { windowRowFields } from "./scheduling-form";

const { db } = useTestDatabase();
const admin = { id: "admin-1", email: "olga@awac.example", role: "admin" };

const WEEKLY = { start: "08:00", end: "17:00" };

beforeEach(async () => {
  await db().insert(user).values({ id: admin.id, name: "Olga Owner", email: admin.email, role: "admin" });
  // The tables are emptied between tests: three zones as the migration seeds them (Surfside and Bal Harbour share
  // 33154), and a technician covering two of them.
  await db()
    .insert(zoneZipCodes)
    .values([
      { zone: "Doral", zipCode: "33122" },
      { zone: "Doral", zipCode: "33166" },
      { zone: "Surfside", zipCode: "33154" },
      { zone: "Bal Harbour", zipCode: "33154" },
    ]);
  await db()
    .insert(technicians)
    .values({
      name: "Javier Ruiz",
      phone: "(305) 555-0170",
      email: "javier@awac.example",
      serviceTypes: ["AC Repair"],
      zones: ["Doral", "Surfside"],
      weeklyHours: {
        sunday: null,
        monday: WEEKLY,
        tuesday: WEEKLY,
        wednesday: WEEKLY,
        thursday: WEEKLY,
        friday: WEEKLY,
        saturday: null,
      },
    });
});

/** The form as the screen posts it for what is stored (zone rows as drawn), with some fields changed. */
async function storedForm(changes: Record<string, string> = {}): Promise<Record<string, string>> {
  const stored = await getSettings();
  const zones = await listZones();
  return {
    ...settingsFormValuesOf(stored),
    ...windowRowFields(stored.scheduling.windows),
    ...Object.fromEntries(
      zones.flatMap((zone, row) => [
        [`zone${row}Was`, zone.name],
        [`zone${row}Name`, zone.name],
        [`zone${row}ZipCodes`, zone.zipCodes.join(", ")],
      ]),
    ),
    ...changes,
  };
}

async function failure(promise: Promise<unknown>) {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  if (!isAppError(error)) throw new Error(`expected an AppError, got ${String(error)}`);
  return error;
}

const auditEntries = () => db().select().from(auditLog).orderBy(auditLog.id);

describe("saveSettings with the Scheduling tab", () => {
  it("saves Saturday's windows, a duration and the rules as the typed scheduling record, audited from and to", async () => {
    // Zone rows are listed by name: 0 Bal Harbour, 1 Doral, 2 Surfside.
    const result = await saveSettings({
      actor: admin,
      input: await storedForm({
        saturdayWindow1Start: "",
        saturdayWindow1End: "",
        saturdayWindow3Start: "",
        saturdayWindow3End: "",
        saturdayWindow9Start: "14:00",
        saturdayWindow9End: "15:30",
        durationInstallation: "240",
        leadTimeHours: "48",
        emergencyReservePercent: "0",
      }),
    });
    expect(result.changed).toEqual(["scheduling"]);
    const { scheduling } = await getSettings();
    expect(scheduling).toEqual({
      ...DEFAULT_SCHEDULING,
      windows: {
        ...DEFAULT_SCHEDULING.windows,
        saturday: [
          { start: "08:00", end: "10:00" },
          { start: "12:00", end: "14:00" },
          { start: "14:00", end: "15:30" },
        ],
      },
      durationMinutes: { ...DEFAULT_SCHEDULING.durationMinutes, Installation: 240 },
      leadTimeHours: 48,
      emergencyReservePercent: 0,
    });
    const [entry] = await auditEntries();
    expect(entry).toMatchObject({ action: "settings.update", details: { fields: ["scheduling"] } });
    expect((entry!.details as { changes: { scheduling: { to: unknown } } }).changes.scheduling.to).toEqual(scheduling);
    // The form draws the saved windows back, and names the service areas no zone covers by name.
    const drawn = await getSettingsForm({ actor: admin });
    expect(drawn.windows.saturday).toHaveLength(3);
    expect(drawn.areasWithoutZone).toHaveLength(13);
    expect(drawn.areasWithoutZone).not.toContain("Surfside");
  });

  it("renames, rewrites, adds and removes zones in the same transaction, carrying a rename into technicians' zones", async () => {
    const before = await getSettings();
    const result = await saveSettings({
      actor: admin,
      input: await storedForm({
        zone1Name: "Doral West",
        zone1ZipCodes: "33122 33178\n33166",
        zone2Name: "",
        zone2ZipCodes: "",
        zone7Name: "Sunny Isles Beach",
        zone7ZipCodes: "33160, 33154",
      }),
      expectedVersion: before.version,
    });
    expect(result.changed).toEqual(["zones"]);
    expect(await listZones()).toEqual([
      { name: "Bal Harbour", zipCodes: ["33154"] },
      { name: "Doral West", zipCodes: ["33122", "33166", "33178"] },
      { name: "Sunny Isles Beach", zipCodes: ["33154", "33160"] },
    ]);
    const [technician] = await db().select().from(technicians);
    expect(technician!.zones).toEqual(["Doral West"]);
    expect((await getSettings()).version).toBe(before.version + 1);
    const entries = await auditEntries();
    expect(entries.map((entry) => entry.action)).toEqual(["settings.zones"]);
    expect(entries[0]!.details).toEqual({
      added: [{ zone: "Sunny Isles Beach", zipCodes: ["33160", "33154"] }],
      removed: ["Surfside"],
      renamed: [{ from: "Doral", to: "Doral West" }],
      zipCodes: [{ zone: "Doral West", added: ["33178"], removed: [] }],
    });
  });

  it("leaves the zones a post does not mention as they are", async () => {
    const form = await storedForm({ companyName: "AW Cooling" });
    const withoutZones = Object.fromEntries(Object.entries(form).filter(([field]) => !field.startsWith("zone")));
    expect((await saveSettings({ actor: admin, input: withoutZones })).changed).toEqual(["companyName"]);
    expect((await listZones()).map((zone) => zone.name)).toEqual(["Bal Harbour", "Doral", "Surfside"]);
  });

  it("refuses bad windows, a lead time under 24 hours and bad zip codes with field keys, and saves nothing", async () => {
    const before = await getSettings();
    const error = await failure(
      saveSettings({
        actor: admin,
        input: await storedForm({
          saturdayWindow3End: "17:00",
          mondayWindow1Start: "09:00",
          leadTimeHours: "12",
          zone1ZipCodes: "33122 3316",
          zone2Name: "Renamed but refused",
        }),
      }),
    );
    expect(error.code).toBe("BAD_INPUT");
    expect(error.fieldErrors).toEqual({
      saturdayWindow3End: "windowOutsideHours",
      mondayWindow1Start: "windowsOverlap",
      leadTimeHours: "leadTimeInvalid",
      zone1ZipCodes: "zipCodesInvalid",
    });
    expect(await getSettings()).toEqual(before);
    expect((await listZones()).map((zone) => zone.name)).toEqual(["Bal Harbour", "Doral", "Surfside"]);
    expect(await auditEntries()).toHaveLength(0);
  });

  it("saves plan members' lead time, and refuses one longer than everyone's lead time or not in whole hours", async () => {
    expect((await storedForm({})).memberLeadTimeHours).toBe("4");
    expect(
      (await saveSettings({ actor: admin, input: await storedForm({ memberLeadTimeHours: "6" }) })).changed,
    ).toEqual(["scheduling"]);
    expect((await getSettings()).scheduling.memberLeadTimeHours).toBe(6);
    for (const [memberLeadTimeHours, leadTimeHours] of [
      ["25", "24"],
      ["2.5", "24"],
      ["-1", "24"],
      ["", "24"],
    ] as const) {
      const error = await failure(
        saveSettings({ actor: admin, input: await storedForm({ memberLeadTimeHours, leadTimeHours }) }),
      );
      expect(error.fieldErrors).toMatchObject({
        memberLeadTimeHours: memberLeadTimeHours === "" ? "required" : "memberLeadTimeInvalid",
      });
    }
    expect((await getSettings()).scheduling.memberLeadTimeHours).toBe(6);
  });

  it("refuses a new zone named like a zone the post left alone, and keeps everything else of that save unsaved", async () => {
    const form = await storedForm({ companyName: "Never saved", zone9Name: "doral", zone9ZipCodes: "33178" });
    const withoutDoralRow = Object.fromEntries(Object.entries(form).filter(([field]) => !field.startsWith("zone1")));
    const error = await failure(saveSettings({ actor: admin, input: withoutDoralRow }));
    expect(error.code).toBe("BAD_INPUT");
    expect(error.fieldErrors).toEqual({ zone9Name: "zoneNameTaken" });
    expect((await getSettings()).companyName).toBe("AW Air Conditioning & Refrigeration");
    expect(await listZones()).toHaveLength(3);
  });

  it("refuses a zone edit from a form drawn before someone else's save", async () => {
    const { version } = await getSettings();
    await saveSettings({ actor: admin, input: await storedForm({ horizonDays: "90" }), expectedVersion: version });
    const error = await failure(
      saveSettings({
        actor: admin,
        input: await storedForm({ horizonDays: "60", zone0Name: "", zone0ZipCodes: "" }),
        expectedVersion: version,
      }),
    );
    expect(error.code).toBe("CONFLICT");
    expect((await getSettings()).scheduling.horizonDays).toBe(90);
    expect(await listZones()).toHaveLength(3);
  });
});
