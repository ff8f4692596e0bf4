import { describe, expect, it } from "vitest";
import { extractMailLinks } from "~/domain/system/mail-links";
import { renderMail, type CompanyFacts } from "./mail-templates";

const company: CompanyFacts = {
  name: "AW Air Conditioning & Refrigeration",
  mainPhone: "(305) 555-0142",
  emergencyPhone: "(305) 555-0199",
  email: "service@awac.example",
  address: "Miami, FL",
  licenseNumber: "CACO 39625",
};
const link = (letter: string) => `https://awac.example/plan-visit/${letter.repeat(43)}`;
const offer = {
  name: "Ana",
  planName: "Premium Care",
  windows: [
    { start: new Date("2026-06-15T12:00:00Z"), end: new Date("2026-06-15T14:00:00Z"), url: link("A") },
    { start: new Date("2026-06-16T14:00:00Z"), end: new Date("2026-06-16T16:00:00Z"), url: link("B") },
    { start: new Date("2026-06-18T18:00:00Z"), end: new Date("2026-06-18T20:00:00Z"), url: link("C") },
  ],
  reminder: false,
};

describe("the plan visit offer mail (issue 37 item 2)", () => {
  it("gives one link per window, each labelled with its arrival window in Miami time", () => {
    const mail = renderMail("plan-visit-offer", offer, { locale: "en", company });
    expect(extractMailLinks(mail.text, mail.html)).toEqual([link("A"), link("B"), link("C")]);
    expect(mail.subject).toBe("Your Premium Care visit is due: choose a time");
    expect(mail.text).toContain("Monday, June 15, 2026, between 8:00 AM and 10:00 AM");
    expect(mail.text).toContain("(305) 555-0142");
  });

  it("speaks Spanish to a Spanish-speaking customer, and words the reminder as one", () => {
    const spanish = renderMail("plan-visit-offer", offer, { locale: "es", company });
    expect(spanish.subject).toBe("Le toca su visita de Premium Care: elija una hora");
    expect(spanish.text).toContain("15 de junio de 2026");
    const reminder = renderMail("plan-visit-offer", { ...offer, reminder: true }, { locale: "en", company });
    expect(reminder.subject).toBe("Reminder: your Premium Care visit is still to be booked");
  });
});
