import { describe, expect, it } from "vitest";
import { settingsFieldMessages } from "~/components/admin/settings/settings-messages";
import { DEFAULT_MESSAGING, DEFAULT_SCHEDULING, DEFAULT_SETTINGS } from "~/config/business-defaults";
import { QUOTE_DEPOSIT_PERCENT_DEFAULT } from "~/config/quote-rules";
import { adminSettings as en } from "~/i18n/en/admin-settings";
import { adminSettings as es } from "~/i18n/es/admin-settings";
import { invalidZipCodes, zipCodeTokens } from "~/domain/zones/zone-schemas";
import type { BusinessSettings } from "./get-settings.server";
import { settingsFormValuesOf } from "./get-settings-form.server";
import { postedWindowRows, schedulingNumberValues, windowRowFields } from "./scheduling-form";
import { SettingsFormSchema, settingsFieldErrors } from "./settings-schemas";

/** The defaults' record, as the screen draws it for a fresh database. */
const RECORD = {
  id: 1,
  ...DEFAULT_SETTINGS,
  serviceAreas: [...DEFAULT_SETTINGS.serviceAreas],
  adminEmail: null,
  scheduling: DEFAULT_SCHEDULING,
  messaging: DEFAULT_MESSAGING,
  quoteDepositPercent: QUOTE_DEPOSIT_PERCENT_DEFAULT,
  version: 1,
  updatedAt: new Date(),
} as unknown as BusinessSettings;

/** The whole form as posted for the defaults (Saturday 08:00–16:00, Sunday closed), with some fields changed. */
function form(changes: Record<string, string | undefined> = {}) {
  return {
    ...settingsFormValuesOf(RECORD),
    ...schedulingNumberValues(DEFAULT_SCHEDULING),
    ...windowRowFields(DEFAULT_SCHEDULING.windows),
    ...changes,
  };
}

/** Every field message key of a post, or {} when it parses. */
function problems(changes: Record<string, string | undefined>): Record<string, string> {
  const result = SettingsFormSchema.safeParse(form(changes));
  return result.success ? {} : settingsFieldErrors(result.error);
}

describe("the Settings form's Scheduling tab", () => {
  it("reads the windows of each weekday, sorted by start, with empty rows dropped", () => {
    const { record } = SettingsFormSchema.parse(
      form({
        saturdayWindow3Start: "",
        saturdayWindow3End: "",
        saturdayWindow7Start: "09:00",
        saturdayWindow7End: "10:00",
        saturdayWindow0Start: "14:30",
        saturdayWindow0End: "15:30",
      }),
    );
    expect(record.scheduling.windows.saturday).toEqual([
      { start: "09:00", end: "10:00" },
      { start: "10:00", end: "12:00" },
      { start: "12:00", end: "14:00" },
      { start: "14:30", end: "15:30" },
    ]);
    expect(record.scheduling.windows.sunday).toEqual([]);
    expect(record.scheduling.windows.monday).toEqual(DEFAULT_SCHEDULING.windows.monday);
  });

  it("keeps the defaults' record as it is: windows, durations per service type and the rules' numbers", () => {
    expect(SettingsFormSchema.parse(form()).record.scheduling).toEqual(DEFAULT_SCHEDULING);
  });

  it("refuses a malformed or missing time, an end not after its start, and overlapping windows", () => {
    expect(problems({ mondayWindow0Start: "8:00" })).toEqual({ mondayWindow0Start: "timeInvalid" });
    expect(problems({ mondayWindow0End: "" })).toEqual({ mondayWindow0End: "required" });
    expect(problems({ tuesdayWindow1End: "10:00" })).toEqual({ tuesdayWindow1End: "windowEndBeforeStart" });
    expect(problems({ fridayWindow9Start: "11:00", fridayWindow9End: "11:30" })).toEqual({
      fridayWindow9Start: "windowsOverlap",
    });
    // Touching windows do not overlap: one may end when the next starts.
    expect(problems({ fridayWindow4Start: "16:00", fridayWindow4End: "17:00" })).toEqual({});
  });

  it("keeps every window inside its day's business hours as posted with it, and none on a closed day", () => {
    expect(problems({ saturdayWindow3End: "16:30" })).toEqual({ saturdayWindow3End: "windowOutsideHours" });
    expect(problems({ saturdayOpens: "09:00" })).toEqual({ saturdayWindow0Start: "windowOutsideHours" });
    expect(problems({ sundayWindow0Start: "10:00", sundayWindow0End: "12:00" })).toEqual({
      sundayWindow0Start: "windowOnClosedDay",
    });
    expect(problems({ saturdayClosed: "on" })).toEqual({ saturdayWindow0Start: "windowOnClosedDay" });
    // Opening Sunday's hours lets it have windows; a day with none is simply closed to booking.
    expect(
      problems({ sundayClosed: "", sundayOpens: "10:00", sundayCloses: "14:00", sundayWindow0Start: "10:00" }),
    ).toEqual({ sundayWindow0End: "required" });
  });

  it("takes durations of 15 to 600 minutes and refuses a self-service lead time under the spec's 24 hours", () => {
    expect(problems({ durationInstallation: "600", durationMaintenance: "15" })).toEqual({});
    expect(problems({ durationInstallation: "601" })).toEqual({ durationInstallation: "durationInvalid" });
    expect(problems({ durationAcRepair: "14" })).toEqual({ durationAcRepair: "durationInvalid" });
    expect(problems({ durationConsultation: "" })).toEqual({ durationConsultation: "required" });
    expect(problems({ leadTimeHours: "23" })).toEqual({ leadTimeHours: "leadTimeInvalid" });
    expect(problems({ leadTimeHours: "24" })).toEqual({});
    expect(problems({ emergencyLeadTimeHours: "0" })).toEqual({});
    expect(
      problems({
        travelBufferMinutes: "121",
        emergencyLeadTimeHours: "25",
        horizonDays: "6",
        emergencyReservePercent: "101",
        emergencyReserveReleaseHours: "1.5",
      }),
    ).toEqual({
      travelBufferMinutes: "travelBufferInvalid",
      emergencyLeadTimeHours: "emergencyLeadTimeInvalid",
      horizonDays: "horizonInvalid",
      emergencyReservePercent: "reservePercentInvalid",
      emergencyReserveReleaseHours: "reserveReleaseInvalid",
    });
  });

  it("reads zone rows as renames, new zones and removals, and names the zip codes it refuses", () => {
    const parsed = SettingsFormSchema.parse(
      form({
        zone0Was: "Doral",
        zone0Name: "Doral West",
        zone0ZipCodes: "33122, 33166\n33178 33166",
        zone1Was: "Surfside",
        zone1Name: "",
        zone1ZipCodes: " ",
        zone2Name: "Sunny Isles",
        zone2ZipCodes: "33160",
        zone3Name: "",
        zone3ZipCodes: "",
      }),
    );
    expect(parsed.zones).toEqual([
      { row: 0, was: "Doral", name: "Doral West", zipCodes: ["33122", "33166", "33178"] },
      { row: 1, was: "Surfside", name: null, zipCodes: [] },
      { row: 2, was: null, name: "Sunny Isles", zipCodes: ["33160"] },
    ]);
    expect(problems({ zone0Name: "Doral", zone0ZipCodes: "3312, 33166;abcde 3312" })).toEqual({
      zone0ZipCodes: "zipCodesInvalid",
    });
    expect(problems({ zone0Name: "Doral", zone0ZipCodes: "" })).toEqual({ zone0ZipCodes: "zipCodesRequired" });
    expect(problems({ zone0ZipCodes: "33122" })).toEqual({ zone0Name: "required" });
    expect(
      problems({ zone0Name: "Doral", zone0ZipCodes: "33122", zone1Name: "doral", zone1ZipCodes: "33166" }),
    ).toEqual({ zone1Name: "zoneNameTaken" });
    expect(zipCodeTokens(" 33122,33166;\n\n33178 ")).toEqual(["33122", "33166", "33178"]);
    expect(invalidZipCodes("3312 33166 abcde 3312")).toEqual(["3312", "abcde"]);
  });

  it("words its messages in English and Spanish, with the limits and the refused zip codes filled in", () => {
    const posted = { zone4ZipCodes: "33122 3312 abcde" };
    const keys = {
      leadTimeHours: "leadTimeInvalid",
      zone4ZipCodes: "zipCodesInvalid",
      mondayWindow0End: "windowOutsideHours",
    };
    expect(settingsFieldMessages(keys, en, posted)).toEqual({
      leadTimeHours: "Enter whole hours from 24 to 336: online bookings need at least 24 hours' notice",
      zone4ZipCodes: "These are not five-digit zip codes: 3312, abcde",
      mondayWindow0End: "Each window must lie inside this day's business hours (Service Settings)",
    });
    expect(settingsFieldMessages(keys, es, posted).zone4ZipCodes).toBe(
      "Estos no son códigos postales de cinco dígitos: 3312, abcde",
    );
  });

  it("gives a refused form's window rows back with their own row numbers, so each message stays under its input", () => {
    expect(
      postedWindowRows({ saturdayWindow5Start: "08:00", saturdayWindow5End: "", saturdayWindow2Start: "" }).saturday,
    ).toEqual([{ row: 5, start: "08:00", end: "" }]);
  });
});
