import { describe, expect, it } from "vitest";
import { LOCALES } from "~/i18n/catalog";
import { en } from "~/i18n/en";
import { es } from "~/i18n/es";
import { SmsConsentBoxSchema, smsDisclosurePieces, smsDisclosureText } from "./sms-consent-disclosure";

const COMPANY = "AW Air Conditioning & Refrigeration";
const CATALOGS = { en, es };

describe("the SMS consent disclosure", () => {
  it("says what a carrier registration asks for, in English", () => {
    const text = smsDisclosureText(en.smsConsent, COMPANY);
    expect(text).toContain(`automated text messages from ${COMPANY}`);
    expect(text).toContain("appointment confirmations, reminders, “on my way” alerts and review requests");
    expect(text).toContain("Message frequency varies, about 1–5 messages per visit.");
    expect(text).toContain("Msg & data rates may apply.");
    expect(text).toContain("Reply STOP to opt out, HELP for help.");
    expect(text).toMatch(/See our Terms of Service and Privacy Policy\.$/);
  });

  it("says the same in Spanish, keeping the keywords a carrier answers to", () => {
    const text = smsDisclosureText(es.smsConsent, COMPANY);
    expect(text).toContain(`mensajes de texto automatizados de ${COMPANY}`);
    expect(text).toContain("Pueden aplicarse tarifas de mensajes y datos.");
    expect(text).toContain("Responda STOP para cancelarlos y HELP para obtener ayuda.");
    expect(text).toMatch(/Consulte nuestros Términos del servicio y nuestra Política de privacidad\.$/);
  });

  it("stores exactly the words the box draws: the pieces' text joined, with both policy pages as links", () => {
    for (const locale of LOCALES) {
      const pieces = smsDisclosurePieces(CATALOGS[locale].smsConsent, COMPANY);
      expect(pieces.filter((piece) => typeof piece !== "string").map((piece) => piece.link)).toEqual([
        "terms",
        "privacy",
      ]);
      const drawn = pieces.map((piece) => (typeof piece === "string" ? piece : piece.text)).join("");
      expect(smsDisclosureText(CATALOGS[locale].smsConsent, COMPANY)).toBe(drawn);
      expect(drawn).not.toMatch(/\{\w+\}/);
    }
  });

  it("reads the box as ticked only when the form posted it so", () => {
    expect(SmsConsentBoxSchema.parse("yes")).toBe(true);
    expect(SmsConsentBoxSchema.parse("on")).toBe(true);
    expect(SmsConsentBoxSchema.parse(undefined)).toBe(false);
    expect(SmsConsentBoxSchema.parse("")).toBe(false);
    expect(SmsConsentBoxSchema.parse("no")).toBe(false);
  });
});
