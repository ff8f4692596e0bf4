import { describe, expect, it } from "vitest";
import { DEFAULT_SETTINGS } from "~/config/business-defaults";
import { countSmsSegments } from "~/domain/messaging/sms-segments";
import { PROMOTION } from "../../../../tests/support/promotion-words";
import { smsCopyEn } from "./sms-copy-en";
import { smsCopyEs } from "./sms-copy-es";
import { renderSms, SMS_TEMPLATES, smsWindowText, type SmsData } from "./sms-templates";

// The longest data a text carries: the full company name, the longest service type, an accented two-part name (UCS-2),
// a Saturday window with two-digit hours, and links as long as the app makes them (a 43-character token): a review
// request carries our redirect, not the review page itself, and the Spanish owner link is under /es.
const LONGEST: SmsData = {
  business: DEFAULT_SETTINGS.companyName,
  service: "Emergency Service",
  window: { start: new Date("2026-12-12T15:00:00Z"), end: new Date("2026-12-12T17:00:00Z") },
  technician: "José Martínez-Rodríguez",
  phone: "(305) 555-0100",
  // The longest `link` a text carries: a plan visit window's page in Spanish (the booking page's and the invoice's are
  // shorter).
  link: `https://www.awairconditioning.com/es/plan-visit/${"x".repeat(43)}`,
  reviewLink: `https://www.awairconditioning.com/r/${"x".repeat(43)}`,
  ownerLink: `https://www.awairconditioning.com/es/feedback/${"x".repeat(43)}`,
  invoice: "INV-2026-100000",
  amount: "$100,000.00",
};

describe("the SMS templates", () => {
  for (const locale of ["en", "es"] as const) {
    for (const template of SMS_TEMPLATES) {
      it(`${locale} ${template} names the business and fits two segments with the longest data`, () => {
        const text = renderSms(template, LONGEST, locale);
        expect(text).toContain(DEFAULT_SETTINGS.companyName);
        expect(text).not.toMatch(/\{\w+\}/);
        const counted = countSmsSegments(text);
        expect(counted.segments, `${text} (${counted.encoding}, ${counted.units})`).toBeLessThanOrEqual(2);
      });
    }
  }

  it("fits the invoice text with its own link in two GSM-7 segments in both languages", () => {
    for (const locale of ["en", "es"] as const) {
      const link = `https://www.awairconditioning.com${locale === "es" ? "/es" : ""}/invoice/${"x".repeat(43)}`;
      const counted = countSmsSegments(renderSms("invoice_sent", { ...LONGEST, link }, locale));
      expect(counted, locale).toMatchObject({ encoding: "GSM-7" });
      expect(counted.segments, locale).toBeLessThanOrEqual(2);
    }
  });

  it("carries no promotion and no reward for a review in any language", () => {
    for (const copy of [smsCopyEn, smsCopyEs])
      for (const text of Object.values(copy)) expect(text, text).not.toMatch(PROMOTION);
  });

  it("tells how to opt out in the first text a booking sends", () => {
    expect(renderSms("booking_confirmed", LONGEST, "en")).toContain("Reply STOP to opt out");
    expect(renderSms("booking_confirmed", LONGEST, "es")).toContain("Responda STOP");
  });

  it("writes the window in Miami time, short, on both sides of a daylight-saving change", () => {
    const window = (start: string, end: string) => ({ start: new Date(start), end: new Date(end) });
    expect(smsWindowText(window("2026-03-07T13:00:00Z", "2026-03-07T15:00:00Z"), "en")).toBe("Sat, Mar 7, 8 AM-10 AM");
    expect(smsWindowText(window("2026-03-09T12:00:00Z", "2026-03-09T14:00:00Z"), "en")).toBe("Mon, Mar 9, 8 AM-10 AM");
    expect(smsWindowText(window("2026-03-09T12:00:00Z", "2026-03-09T14:00:00Z"), "es")).toMatch(/^9 mar, 8/);
    expect(countSmsSegments(smsWindowText(window("2026-03-07T13:00:00Z", "2026-03-07T15:00:00Z"), "es")).encoding).toBe(
      "GSM-7",
    );
  });
});
