import { describe, expect, it } from "vitest";
import { DEFAULT_SETTINGS } from "~/config/business-defaults";
import { businessHoursLines, clockText } from "./business-hours-text";

describe("business hours as text", () => {
  it("reads the default hours the way DECISIONS.md states them", () => {
    expect(businessHoursLines(DEFAULT_SETTINGS.businessHours, "en")).toEqual([
      "Mon-Fri 7 AM-6 PM",
      "Sat 8 AM-4 PM",
      "Sunday emergency service only",
      "24/7 emergency line",
    ]);
  });

  it("says the same in Spanish", () => {
    expect(businessHoursLines(DEFAULT_SETTINGS.businessHours, "es")).toEqual([
      "Lun-Vie 7 AM-6 PM",
      "Sáb 8 AM-4 PM",
      "Domingo: solo servicio de emergencia",
      "Línea de emergencia 24/7",
    ]);
  });

  it("writes half hours and noon in US style", () => {
    expect(clockText("12:00")).toBe("12 PM");
    expect(clockText("18:30")).toBe("6:30 PM");
    expect(clockText("00:00")).toBe("12 AM");
  });
});
