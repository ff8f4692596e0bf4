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
const PORTAL = "https://awac.example/customer/subscription";
const notice = {
  name: "Ana",
  planName: "Commercial Plus",
  anniversaryDate: "2027-02-28",
  visitsPerYear: 12,
  monthlyPriceCents: 249_00,
  repairDiscountPercent: 0,
  cancelTerms:
    "Plans can be cancelled with 30 days' written notice; partial years are not refunded. See our Terms of Service.",
  termsUrl: "https://awac.example/terms",
  portalUrl: PORTAL,
};

describe("the renewal mails (issue 37 item 6)", () => {
  it("links the renewal notice to Service Plans and to the terms, and dates the anniversary as a calendar day", () => {
    const mail = renderMail("plan-renewal-notice", notice, { locale: "en", company });
    expect(extractMailLinks(mail.text, mail.html)).toEqual([PORTAL, "https://awac.example/terms"]);
    expect(mail.subject).toBe("Your Commercial Plus plan year renews on February 28, 2027");
    expect(mail.text).toContain(notice.cancelTerms);
    // A plan without a repair discount does not announce "0% off".
    expect(mail.text).not.toContain("0% off");
  });

  it("offers Basic's next visit with its price and one link to buy it, in Spanish too", () => {
    const data = { name: "Ana", planName: "Basic Maintenance", priceCents: 89_00, portalUrl: PORTAL };
    const mail = renderMail("basic-next-visit", data, { locale: "en", company });
    expect(extractMailLinks(mail.text, mail.html)).toEqual([PORTAL]);
    expect(mail.text).toContain("The next visit is $89, paid once.");
    const spanish = renderMail("basic-next-visit", data, { locale: "es", company });
    expect(spanish.subject).toBe("Es hora de su próxima visita Basic Maintenance");
  });
});
