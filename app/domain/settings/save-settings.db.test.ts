import { beforeEach, describe, expect, it } from "vitest";
import { auditLog, settings, user } from "~/db/schema";
import { isAppError } from "~/domain/app-error";
import { useTestDatabase } from "../../../tests/support/test-database";
import { getContentVersion } from "./get-content-version.server";
import { getSettingsForm, settingsFormValuesOf } from "./get-settings-form.server";
import { getSettings } from "./get-settings.server";
import { saveSettings } from "./save-settings.server";
import { windowRowFields } from "./scheduling-form";

const { db } = useTestDatabase();
const admin = { id: "admin-1", email: "olga@awac.example", role: "admin" };

beforeEach(async () => {
  await db().insert(user).values({ id: admin.id, name: "Olga Owner", email: admin.email, role: "admin" });
});

/** The form as the screen would post it for the stored record, with some fields changed. */
async function storedForm(
  changes: Record<string, string | undefined> = {},
): Promise<Record<string, string | undefined>> {
  const stored = await getSettings();
  return { ...settingsFormValuesOf(stored), ...windowRowFields(stored.scheduling.windows), ...changes };
}

async function auditEntries() {
  return db().select().from(auditLog).orderBy(auditLog.id);
}

/** The AppError a call fails with. */
async function failure(promise: Promise<unknown>) {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  if (!isAppError(error)) throw new Error(`expected an AppError, got ${String(error)}`);
  return error;
}

describe("saveSettings", () => {
  it("saves every field of the form to the one settings record", async () => {
    const input = await storedForm({
      companyName: "AW Cooling",
      mainPhone: "786.555.0101",
      emergencyPhone: "(786) 555-0102",
      email: "office@awcooling.example",
      address: "Doral, FL",
      licenseNumber: "CAC 1234567",
      foundedYear: "1990",
      facebook: "",
      instagram: "https://www.instagram.com/awcooling",
      tiktok: "",
      youtube: "https://www.youtube.com/@awcooling",
      adminEmail: "boss@awcooling.example",
      adminEmailConfirmed: "on",
      weekdaysOpens: "08:00",
      weekdaysCloses: "17:30",
      saturdayClosed: "on",
      sundayClosed: "",
      sundayOpens: "10:00",
      sundayCloses: "14:00",
      emergencyLine24x7: "",
      serviceAreas: "Doral\nHialeah\ndoral",
      serviceRadiusMiles: "40",
      serviceCallFee: "$99.50",
      emailNotifications: "",
      // On by default (DECISIONS.md §5): turning it off is the change.
      autoConfirm: "",
      // The windows stay inside the new hours: Saturday closes, weekdays close at 17:30 (the Scheduling tab).
      ...Object.fromEntries(
        [0, 1, 2, 3].flatMap((row) => [
          [`saturdayWindow${row}Start`, ""],
          [`saturdayWindow${row}End`, ""],
        ]),
      ),
      ...Object.fromEntries(
        ["monday", "tuesday", "wednesday", "thursday", "friday"].map((day) => [`${day}Window4End`, "17:30"]),
      ),
    });
    const result = await saveSettings({ actor: admin, input });
    expect(result.changed).toHaveLength(16);
    expect(await getSettings()).toMatchObject({
      companyName: "AW Cooling",
      mainPhone: "(786) 555-0101",
      emergencyPhone: "(786) 555-0102",
      email: "office@awcooling.example",
      address: "Doral, FL",
      licenseNumber: "CAC 1234567",
      foundedYear: 1990,
      socialLinks: { instagram: "https://www.instagram.com/awcooling", youtube: "https://www.youtube.com/@awcooling" },
      adminEmail: "boss@awcooling.example",
      businessHours: {
        weekdays: { opens: "08:00", closes: "17:30" },
        saturday: null,
        sunday: { opens: "10:00", closes: "14:00" },
        emergencyLine24x7: false,
      },
      serviceAreas: ["Doral", "Hialeah"],
      serviceRadiusMiles: 40,
      serviceCallFeeCents: 9950,
      emailNotifications: false,
      autoConfirm: false,
      smsNotifications: false,
    });
  });

  it("bumps the version, so getContentVersion changes and every server drops its cached pages", async () => {
    const before = await getSettings();
    const cacheKey = await getContentVersion();
    await saveSettings({ actor: admin, input: await storedForm({ mainPhone: "(305) 555-0177" }) });
    const after = await getSettings();
    expect(after.version).toBe(before.version + 1);
    expect(after.updatedAt.getTime()).toBeGreaterThanOrEqual(before.updatedAt.getTime());
    expect(await getContentVersion()).not.toBe(cacheKey);
  });

  it("records who changed which fields, from and to", async () => {
    await saveSettings({
      actor: admin,
      input: await storedForm({ mainPhone: "(305) 555-0177", serviceCallFee: "95", saturdayOpens: "07:30" }),
    });
    const entries = await auditEntries();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actorUserId: admin.id,
      action: "settings.update",
      entity: "settings",
      entityId: "1",
    });
    expect(entries[0]!.details).toEqual({
      fields: ["mainPhone", "businessHours", "serviceCallFeeCents"],
      changes: {
        mainPhone: { from: "(305) 555-0142", to: "(305) 555-0177" },
        businessHours: {
          from: {
            weekdays: { opens: "07:00", closes: "18:00" },
            saturday: { opens: "08:00", closes: "16:00" },
            sunday: null,
            emergencyLine24x7: true,
          },
          to: {
            weekdays: { opens: "07:00", closes: "18:00" },
            saturday: { opens: "07:30", closes: "16:00" },
            sunday: null,
            emergencyLine24x7: true,
          },
        },
        serviceCallFeeCents: { from: 8900, to: 9500 },
      },
    });
  });

  it("answers success for a save without changes, and writes neither the record nor the audit log", async () => {
    const before = await getSettings();
    expect(
      await saveSettings({
        actor: admin,
        input: await storedForm({ mainPhone: "3055550142", serviceAreas: `${before.serviceAreas.join("\n")}\n` }),
      }),
    ).toEqual({ changed: [] });
    expect((await getSettings()).version).toBe(before.version);
    expect(await auditEntries()).toHaveLength(0);
  });

  it("refuses a new admin e-mail until the change is confirmed, then audits it with its own action", async () => {
    await db().update(settings).set({ adminEmail: "owner@awac.example" });
    const unconfirmed = await failure(
      saveSettings({ actor: admin, input: await storedForm({ adminEmail: "new-boss@awac.example" }) }),
    );
    expect(unconfirmed.code).toBe("BAD_INPUT");
    expect(unconfirmed.fieldErrors).toEqual({ adminEmailConfirmed: "adminEmailConfirmRequired" });
    expect((await getSettings()).adminEmail).toBe("owner@awac.example");

    const result = await saveSettings({
      actor: admin,
      input: await storedForm({ adminEmail: "New-Boss@awac.example", adminEmailConfirmed: "on" }),
    });
    expect(result.changed).toEqual(["adminEmail"]);
    expect((await getSettings()).adminEmail).toBe("new-boss@awac.example");
    const entries = await auditEntries();
    expect(entries.map((entry) => entry.action)).toEqual(["settings.admin-email"]);
    expect(entries[0]!.details).toEqual({ from: "owner@awac.example", to: "new-boss@awac.example" });
  });

  it("needs no confirmation when the admin e-mail is left as it is, in any letter case", async () => {
    await db().update(settings).set({ adminEmail: "owner@awac.example" });
    expect(
      await saveSettings({
        actor: admin,
        input: await storedForm({ adminEmail: "OWNER@awac.example", companyName: "AW AC" }),
      }),
    ).toEqual({ changed: ["companyName"] });
  });

  it("does not let someone who is admin only through the designated address move it away", async () => {
    await db().update(settings).set({ adminEmail: "owner@awac.example" });
    const owner = { id: "owner-1", email: "owner@awac.example", role: "user" };
    const error = await failure(
      saveSettings({ actor: owner, input: await storedForm({ adminEmail: "", adminEmailConfirmed: "on" }) }),
    );
    expect(error.fieldErrors).toEqual({ adminEmail: "adminEmailOwnAccess" });
    expect((await getSettings()).adminEmail).toBe("owner@awac.example");
    expect((await getSettingsForm({ actor: owner })).adminThroughDesignatedEmail).toBe(true);
  });

  it("refuses bad input with a message key per field and saves nothing", async () => {
    const before = await getSettings();
    const error = await failure(
      saveSettings({
        actor: admin,
        input: await storedForm({
          companyName: "",
          mainPhone: "555-0142",
          facebook: "javascript:alert(1)",
          saturdayCloses: "07:00",
          serviceAreas: "",
          serviceCallFee: "-5",
          foundedYear: "2999",
        }),
      }),
    );
    expect(error.code).toBe("BAD_INPUT");
    expect(error.fieldErrors).toEqual({
      companyName: "required",
      mainPhone: "phoneInvalid",
      facebook: "socialLinkInvalid",
      saturdayCloses: "closesBeforeOpens",
      serviceAreas: "serviceAreasRequired",
      serviceCallFee: "serviceCallFeeInvalid",
      foundedYear: "foundedYearInvalid",
    });
    expect(await getSettings()).toEqual(before);
    expect(await auditEntries()).toHaveLength(0);
    expect((await failure(saveSettings({ actor: admin, input: null }))).code).toBe("BAD_INPUT");
  });

  it("refuses a save drawn from an older version instead of undoing someone else's change", async () => {
    const form = await getSettingsForm({ actor: admin });
    await saveSettings({
      actor: admin,
      input: await storedForm({ mainPhone: "(305) 555-0111" }),
      expectedVersion: form.version,
    });
    const error = await failure(
      saveSettings({
        actor: admin,
        input: { ...form.values, companyName: "Late edit" },
        expectedVersion: form.version,
      }),
    );
    expect(error.code).toBe("CONFLICT");
    expect(await getSettings()).toMatchObject({
      mainPhone: "(305) 555-0111",
      companyName: "AW Air Conditioning & Refrigeration",
    });
  });

  it("reads the stored record back into the form as the inputs hold it", async () => {
    const { values, smsTransport } = await getSettingsForm({ actor: admin });
    expect(values).toMatchObject({
      foundedYear: "1983",
      serviceCallFee: "89.00",
      sundayClosed: "on",
      saturdayClosed: "",
      emergencyLine24x7: "on",
      autoConfirm: "on",
    });
    expect(values.serviceAreas.split("\n")).toHaveLength(16);
    // The Messaging tab: texts off on a fresh database, every message on, and no Twilio in the test environment.
    expect(values).toMatchObject({ smsNotifications: "", reminderFirstHours: "24", reminderSecondHours: "2" });
    expect(smsTransport).toBe("outbox");
  });
});
