import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { settingsFieldMessages } from "~/components/admin/settings/settings-messages";
import { DEFAULT_MESSAGING } from "~/config/business-defaults";
import { resetEnvForTests } from "~/config/env.server";
import { auditLog, user } from "~/db/schema";
import { isAppError } from "~/domain/app-error";
import { adminSettings as en } from "~/i18n/en/admin-settings";
import { adminSettings as es } from "~/i18n/es/admin-settings";
import { useTestDatabase } from "../../../tests/support/test-database";
import { getSettingsForm, settingsFormValuesOf } from "./get-settings-form.server";
import { getSettings } from "./get-settings.server";
import { saveSettings } from "./save-settings.server";
import { windowRowFields } from "./scheduling-form";

const { db } = useTestDatabase();
const admin = { id: "admin-1", email: "olga@awac.example", role: "admin" };
const REVIEW_LINK = "https://g.page/r/CZ4q8sZ1bD1xEBMx/review";

beforeEach(async () => {
  await db().insert(user).values({ id: admin.id, name: "Olga Owner", email: admin.email, role: "admin" });
});
afterEach(() => {
  vi.unstubAllEnvs();
  resetEnvForTests();
});

/** The form as the screen would post it for the stored record, with some fields changed. */
async function storedForm(changes: Record<string, string | undefined> = {}) {
  const stored = await getSettings();
  return { ...settingsFormValuesOf(stored), ...windowRowFields(stored.scheduling.windows), ...changes };
}

describe("the Settings form's Messaging tab", () => {
  it("saves the SMS switch, the review link, the reminder times and each message's switch, audited with the rest", async () => {
    const before = await getSettings();
    const result = await saveSettings({
      actor: admin,
      input: await storedForm({
        smsNotifications: "on",
        reviewLink: REVIEW_LINK,
        reminderFirstHours: "48",
        reminderSecondHours: "3",
        messageReviewRequest: "",
      }),
    });
    expect(result.changed.sort()).toEqual(["messaging", "smsNotifications"]);
    const after = await getSettings();
    expect(after.smsNotifications).toBe(true);
    expect(after.messaging).toEqual({
      reviewLink: REVIEW_LINK,
      reminderHoursBefore: { first: 48, second: 3 },
      enabled: { ...DEFAULT_MESSAGING.enabled, review_request: false },
    });
    // Nothing else moved.
    expect({ ...after, smsNotifications: false, messaging: null, version: 0, updatedAt: null }).toEqual({
      ...before,
      messaging: null,
      version: 0,
      updatedAt: null,
    });
    const [entry] = await db().select().from(auditLog);
    expect(entry).toMatchObject({ action: "settings.update", actorUserId: admin.id });
    expect(entry!.details).toMatchObject({
      fields: ["smsNotifications", "messaging"],
      changes: { smsNotifications: { from: false, to: true } },
    });

    // And the form draws the stored values back.
    expect((await getSettingsForm({ actor: admin })).values).toMatchObject({
      smsNotifications: "on",
      reviewLink: REVIEW_LINK,
      reminderFirstHours: "48",
      reminderSecondHours: "3",
      messageReviewRequest: "",
      messageOnMyWay: "on",
    });
  });

  it("refuses a review link that is not an https address with a clear message, and saves nothing of the form", async () => {
    const before = await getSettings();
    const error = await saveSettings({
      actor: admin,
      input: await storedForm({
        reviewLink: "http://g.page/r/CZ4q8sZ1bD1xEBMx/review",
        smsNotifications: "on",
        companyName: "A name that must not be saved",
      }),
    }).then(
      () => undefined,
      (caught: unknown) => caught,
    );
    if (!isAppError(error)) throw new Error(`expected an AppError, got ${String(error)}`);
    expect(error.code).toBe("BAD_INPUT");
    expect(error.fieldErrors).toEqual({ reviewLink: "reviewLinkInvalid" });
    expect(settingsFieldMessages(error.fieldErrors as Record<string, string>, en).reviewLink).toBe(
      "Enter a full address starting with https://, like https://g.page/r/your-business/review, or leave it empty",
    );
    expect(settingsFieldMessages(error.fieldErrors as Record<string, string>, es).reviewLink).toMatch(/^Escriba/);
    expect(await getSettings()).toEqual(before);
    expect(await db().select().from(auditLog)).toEqual([]);
  });

  it("refuses a second reminder that does not come after the first, worded with the bounds", async () => {
    const error = await saveSettings({
      actor: admin,
      input: await storedForm({ reminderFirstHours: "72", reminderSecondHours: "49" }),
    }).then(
      () => undefined,
      (caught: unknown) => caught,
    );
    if (!isAppError(error)) throw new Error(`expected an AppError, got ${String(error)}`);
    expect(error.fieldErrors).toEqual({ reminderSecondHours: "secondReminderInvalid" });
    expect(settingsFieldMessages({ reminderSecondHours: "secondReminderInvalid" }, en).reminderSecondHours).toBe(
      "Enter whole hours from 1 to 48",
    );
    const swapped = await saveSettings({
      actor: admin,
      input: await storedForm({ reminderFirstHours: "2", reminderSecondHours: "3" }),
    }).then(
      () => undefined,
      (caught: unknown) => caught,
    );
    if (!isAppError(swapped)) throw new Error(`expected an AppError, got ${String(swapped)}`);
    expect(swapped.fieldErrors).toEqual({ reminderSecondHours: "secondReminderNotBeforeFirst" });
    expect((await getSettings()).messaging.reminderHoursBefore).toEqual({ first: 24, second: 2 });
  });

  it("says whether Twilio is configured, never what its credentials are", async () => {
    expect((await getSettingsForm({ actor: admin })).smsTransport).toBe("outbox");
    const token = "f".repeat(32);
    vi.stubEnv("TWILIO_ACCOUNT_SID", `AC${"0".repeat(32)}`);
    vi.stubEnv("TWILIO_AUTH_TOKEN", token);
    vi.stubEnv("TWILIO_FROM_NUMBER", "+13055550100");
    resetEnvForTests();
    const form = await getSettingsForm({ actor: admin });
    expect(form.smsTransport).toBe("twilio");
    const drawn = JSON.stringify(form);
    for (const secret of [token, `AC${"0".repeat(32)}`, "+13055550100"]) expect(drawn).not.toContain(secret);
  });
});
