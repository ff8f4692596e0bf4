import { describe, expect, it } from "vitest";
import { extractMailLinks } from "~/domain/system/mail-links";
import { LOCALES } from "~/i18n/catalog";
import {
  MAIL_TEMPLATES,
  renderMail,
  type CompanyFacts,
  type MailTemplateData,
  type MailTemplateName,
} from "./mail-templates";
import { escapeHtml, headerText } from "./mail-text-safety";

const company: CompanyFacts = {
  name: "AW Air Conditioning & Refrigeration",
  mainPhone: "(305) 555-0142",
  emergencyPhone: "(305) 555-0199",
  email: "service@awac.example",
  address: "Miami, FL",
  licenseNumber: "CACO 39625",
};
const en = { locale: "en" as const, company };
const es = { locale: "es" as const, company };

const appointment = {
  name: "Ana",
  serviceType: "AC Repair",
  // 14:00 UTC on a June day is 10:00 AM in Miami (EDT).
  appointmentDate: new Date("2026-06-15T14:00:00Z"),
  durationMinutes: 90,
  serviceAddress: "123 Palm Ave, Miami, FL 33101",
  phone: "(305) 555-0100",
  notes: "Gate code 42",
  portalUrl: "https://awac.example/customer/appointments",
};

const UNSUBSCRIBE_URL = "https://awac.example/newsletter/unsubscribe/6f1c1a52-0b5e-4d8e-9a43-0e1f2d3c4b5a.c2lnbmF0dXJl";

const REVIEW_URL = "https://awac.example/r/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA";
const OWNER_URL = "https://awac.example/es/feedback/BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB";
const PLAN_VISIT_URL = "https://awac.example/plan-visit/CCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCC";

const SAMPLES: { [N in MailTemplateName]: MailTemplateData<N> } = {
  "verify-email": { name: "Ana", url: "https://awac.example/api/auth/verify-email?token=abc", expiresInHours: 24 },
  "reset-password": { name: "Ana", url: "https://awac.example/reset-password?token=abc", expiresInHours: 1 },
  "email-change": { name: "Ana", url: "https://awac.example/api/auth/verify-email?token=abc", expiresInHours: 24 },
  "admin-setup": {
    name: "owner",
    url: "https://awac.example/reset-password?token=abc&setup=1",
    expiresInHours: 24,
    adminUrl: "https://awac.example/admin",
  },
  "technician-invite": {
    name: "Marco Ruiz",
    url: "https://awac.example/reset-password?token=abc",
    expiresInHours: 72,
    signInUrl: "https://awac.example/auth",
  },
  "account-exists": {
    name: "Ana",
    signInUrl: "https://awac.example/auth",
    resetUrl: "https://awac.example/forgot-password",
  },
  "appointment-requested": appointment,
  "appointment-confirmed": { ...appointment, cancelNoticeHours: 24 },
  "appointment-cancelled": appointment,
  "appointment-completed": appointment,
  "appointment-on-my-way": { ...appointment, technicianName: "Marco Ruiz" },
  "newsletter-welcome": { name: null, unsubscribeUrl: UNSUBSCRIBE_URL },
  "review-request": {
    name: "Ana",
    serviceType: "AC Repair",
    reviewUrl: REVIEW_URL,
    ownerUrl: OWNER_URL,
    reminder: false,
  },
  "plan-visit-offer": {
    name: "Ana",
    planName: "Premium Care",
    windows: [{ start: new Date("2026-06-15T14:00:00Z"), end: new Date("2026-06-15T16:00:00Z"), url: PLAN_VISIT_URL }],
    reminder: false,
  },
  "plan-renewal-notice": {
    name: "Ana",
    planName: "Premium Care",
    anniversaryDate: "2026-07-01",
    visitsPerYear: 2,
    monthlyPriceCents: 2900,
    repairDiscountPercent: 15,
    cancelTerms:
      "Plans can be cancelled with 30 days' written notice; partial years are not refunded. See our Terms of Service.",
    termsUrl: "https://awac.example/terms",
    portalUrl: "https://awac.example/customer/subscription",
  },
  "basic-next-visit": {
    name: "Ana",
    planName: "Basic Maintenance",
    priceCents: 8900,
    portalUrl: "https://awac.example/customer/subscription",
  },
  "invoice-overdue": {
    name: "Ana Gómez",
    number: "INV-2026-00042",
    balanceCents: 248_37,
    dueDate: "2026-07-01",
    url: "https://example.com/customer/dashboard",
  },
  "invoice-sent": {
    name: "Ana Gómez",
    number: "INV-2026-00042",
    lines: [
      { description: "Service call fee", quantity: 1, amountCents: 89_00 },
      { description: "Labour, one hour", quantity: 1.5, amountCents: 187_50 },
    ],
    subtotalCents: 276_50,
    discountPercent: 15,
    discountCents: 28_13,
    totalCents: 248_37,
    paidCents: 0,
    balanceCents: 248_37,
    dueDate: "2026-07-01",
    url: "https://example.com/customer/dashboard",
  },
  "invoice-receipt": {
    name: "Ana Gómez",
    items: [
      { number: "INV-2026-00042", amountCents: 248_37 },
      { number: "INV-2026-00043", amountCents: 89_00 },
    ],
    totalCents: 337_37,
    paidAt: "2026-06-02T15:30:00.000Z",
    url: "https://example.com/customer/invoices",
  },
  "quote-sent": {
    name: "Ana Gómez",
    number: "Q-2026-00007",
    title: "New 3-ton AC system",
    options: [
      { label: "Good", totalCents: 5_200_00 },
      { label: "Better", totalCents: 6_450_50 },
    ],
    expiresAt: "2026-07-01T03:59:59.000Z",
    url: "https://example.com/quote/token",
  },
  "quote-signed": {
    name: "Ana Gómez",
    number: "Q-2026-00007",
    option: "Better",
    totalCents: 6_450_50,
    depositCents: 1_612_63,
    signedAt: "2026-06-02T15:30:00.000Z",
    url: "https://example.com/customer/quotes/1",
  },
  "lead-notification": {
    name: "Luis Pérez",
    email: "luis@example.com",
    phone: "(305) 555-0111",
    address: "9 Bay Rd",
    zipCode: "33139",
    notes: "AC blowing warm air",
    source: "website_form",
    receivedAt: new Date("2026-06-01T13:00:00Z"),
  },
  "contact-notification": {
    name: "Luis Pérez",
    email: "luis@example.com",
    phone: null,
    message: "Line one\nLine two",
    receivedAt: new Date("2026-06-01T13:00:00Z"),
  },
  "owner-feedback-notification": {
    name: "Ana Gómez",
    email: "ana@example.com",
    phone: "(305) 555-0100",
    serviceType: "AC Repair",
    visitDate: new Date("2026-06-15T14:00:00Z"),
    message: "Line one\nLine two",
    receivedAt: new Date("2026-06-16T13:00:00Z"),
  },
  "appointment-request-notification": {
    customerName: "Ana Gómez",
    customerNumber: "AW1001",
    email: "ana@example.com",
    phone: "(305) 555-0100",
    serviceType: "AC Repair",
    appointmentDate: new Date("2026-06-15T14:00:00Z"),
    durationMinutes: 60,
    serviceAddress: "123 Palm Ave",
    notes: null,
    receivedAt: new Date("2026-06-01T13:00:00Z"),
  },
  "appointment-changed-notification": {
    customerName: "Ana Gómez",
    customerNumber: "AW1001",
    email: "ana@example.com",
    phone: "(305) 555-0100",
    serviceType: "Heating Repair",
    appointmentDate: new Date("2026-06-16T14:00:00Z"),
    durationMinutes: 90,
    serviceAddress: "125 Palm Ave",
    notes: "Side gate",
    receivedAt: new Date("2026-06-02T13:00:00Z"),
    confirmation: "withdrawn",
  },
  "appointment-customer-cancelled-notification": {
    customerName: "Ana Gómez",
    customerNumber: "AW1001",
    email: "ana@example.com",
    phone: "(305) 555-0100",
    serviceType: "AC Repair",
    appointmentDate: new Date("2026-06-15T14:00:00Z"),
    durationMinutes: 60,
    serviceAddress: "123 Palm Ave",
    notes: null,
    receivedAt: new Date("2026-06-02T13:00:00Z"),
  },
};

const names = Object.keys(MAIL_TEMPLATES) as MailTemplateName[];

describe("the e-mail templates", () => {
  it.each(names.flatMap((name) => LOCALES.map((locale) => [name, locale] as const)))(
    "%s in %s has a subject, a text part and an HTML part with the company's facts in the footer",
    (name, locale) => {
      const mail = renderMail(name, SAMPLES[name] as never, { locale, company });
      expect(mail.subject.length).toBeGreaterThan(0);
      expect(mail.subject).not.toMatch(/[\r\n]/);
      for (const fact of [company.mainPhone, company.emergencyPhone, company.email, company.licenseNumber]) {
        expect(mail.text).toContain(fact);
        expect(mail.html).toContain(escapeHtml(fact));
      }
      expect(mail.html).toContain(escapeHtml(company.name));
      expect(mail.html).toContain(`<html lang="${locale}">`);
      expect(mail.text).not.toMatch(/\{\w+\}/);
      expect(mail.html).not.toMatch(/\{\w+\}/);
    },
  );

  it("writes the verification mail in English and in Spanish, with the link as a button and as text", () => {
    const data = SAMPLES["verify-email"];
    const english = renderMail("verify-email", data, en);
    const spanish = renderMail("verify-email", data, es);
    expect(english.subject).toBe("Confirm your email address");
    expect(spanish.subject).toBe("Confirme su correo electrónico");
    expect(english.text).toContain("Hello Ana,");
    expect(spanish.text).toContain("Hola, Ana:");
    expect(english.text).toContain("The link expires in 24 hours.");
    expect(spanish.text).toContain("El enlace caduca en 24 horas.");
    // The first link in the text part is the action, so a reader (or a test) following "the link" gets it.
    expect(english.text.match(/https?:\/\/\S+/)?.[0]).toBe(data.url);
    expect(english.html).toContain(`href="${escapeHtml(data.url)}"`);
    expect(english.html).toContain(">Confirm my email address</a>");
  });

  it("gives the development mailbox one working link, the same in both parts", () => {
    const url = "https://awac.example/api/auth/verify-email?token=a.b_c&callbackURL=%2Fverify-email%3Fstatus%3Dok";
    const mail = renderMail("verify-email", { name: "Ana", url, expiresInHours: 24 }, en);
    expect(extractMailLinks(mail.text, mail.html)).toEqual([url]);
  });

  it("says '1 hour' for the reset link and names the company in the Spanish subject of the admin set-up", () => {
    expect(renderMail("reset-password", SAMPLES["reset-password"], en).text).toContain("The link expires in 1 hour.");
    expect(renderMail("reset-password", SAMPLES["reset-password"], es).text).toContain("El enlace caduca en 1 hora.");
    expect(renderMail("admin-setup", SAMPLES["admin-setup"], es).subject).toBe(
      `Configure su cuenta de administración de ${company.name}`,
    );
  });

  it("shows appointment times in Miami time in the recipient's language", () => {
    const english = renderMail("appointment-confirmed", SAMPLES["appointment-confirmed"], en);
    const spanish = renderMail("appointment-confirmed", SAMPLES["appointment-confirmed"], es);
    expect(english.text).toContain("Monday, June 15, 2026 at 10:00");
    expect(english.subject).toContain("Your appointment is confirmed: Monday, June 15, 2026");
    expect(spanish.text).toContain("lunes, 15 de junio de 2026");
    expect(english.text).toContain("Duration: 90 minutes");
    expect(spanish.text).toContain("Duración: 90 minutos");
    expect(english.text).toContain("at least 24 hours ahead");
  });

  it("leaves out empty detail rows and the portal link when it is unknown", () => {
    const mail = renderMail("appointment-cancelled", { ...appointment, notes: null, phone: "  ", portalUrl: null }, en);
    expect(mail.text).not.toContain("Notes:");
    expect(mail.text).not.toContain("Phone: \n");
    expect(mail.text).not.toContain("View my appointments");
    expect(mail.html).not.toContain("/customer/appointments");
  });

  it("greets without a name when none is known", () => {
    expect(
      renderMail("newsletter-welcome", { name: null, unsubscribeUrl: UNSUBSCRIBE_URL }, en).text.startsWith("Hello,\n"),
    ).toBe(true);
    expect(
      renderMail("newsletter-welcome", { name: "  ", unsubscribeUrl: UNSUBSCRIBE_URL }, es).text.startsWith("Hola:\n"),
    ).toBe(true);
  });
});

describe("the review request mail (issue 36 item 5)", () => {
  it("gives the review link and, beside it, the private link to the owner, in the person's language", () => {
    for (const context of [en, es]) {
      const mail = renderMail("review-request", SAMPLES["review-request"], context);
      expect(extractMailLinks(mail.text, mail.html)).toEqual([REVIEW_URL, OWNER_URL]);
    }
    expect(renderMail("review-request", SAMPLES["review-request"], es).subject).toBe(
      `¿Qué tal fue su visita con ${company.name}?`,
    );
  });

  it("words the one reminder as a last note", () => {
    const reminder = renderMail("review-request", { ...SAMPLES["review-request"], reminder: true }, en);
    expect(reminder.subject).toBe(`A last note from ${company.name}: how did your visit go?`);
  });
});

describe("the newsletter welcome mail", () => {
  const cases = [
    { context: en, label: "Unsubscribe", sentence: "you can unsubscribe at any time with the link below." },
    {
      context: es,
      label: "Darme de baja",
      sentence: "puede darse de baja en cualquier momento con el enlace de abajo.",
    },
  ];

  it.each(cases)("carries the one-click List-Unsubscribe headers for its own link ($context.locale)", ({ context }) => {
    const mail = renderMail("newsletter-welcome", { name: "Ana", unsubscribeUrl: UNSUBSCRIBE_URL }, context);
    expect(mail.headers).toEqual({
      "List-Unsubscribe": `<${UNSUBSCRIBE_URL}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
  });

  it.each(cases)(
    "gives the unsubscribe link in both parts instead of asking for a reply ($context.locale)",
    ({ context, label, sentence }) => {
      const mail = renderMail("newsletter-welcome", { name: "Ana", unsubscribeUrl: UNSUBSCRIBE_URL }, context);
      expect(mail.text).toContain(sentence);
      expect(mail.text).toContain(`${label}:\n${UNSUBSCRIBE_URL}`);
      expect(mail.html).toContain(`href="${escapeHtml(UNSUBSCRIBE_URL)}"`);
      expect(mail.html).toContain(`>${label}</a>`);
      for (const part of [mail.text, mail.html]) {
        expect(part).not.toMatch(/reply to this email|responda a este correo/i);
        expect(part).not.toContain("we will remove you");
      }
    },
  );

  it("is the only message with extra headers", () => {
    for (const name of Object.keys(MAIL_TEMPLATES) as MailTemplateName[]) {
      if (name === "newsletter-welcome") continue;
      expect(renderMail(name, SAMPLES[name], en).headers).toBeUndefined();
    }
  });
});

describe("user text in e-mail", () => {
  const hostile = `<script>alert("x")</script> O'Neil & "Sons"`;

  it("is escaped in every HTML part and kept as typed in the text part", () => {
    const mails = [
      renderMail("newsletter-welcome", { name: hostile, unsubscribeUrl: UNSUBSCRIBE_URL }, en),
      renderMail(
        "appointment-requested",
        { ...appointment, name: hostile, notes: hostile, serviceAddress: hostile },
        en,
      ),
      renderMail(
        "lead-notification",
        { ...SAMPLES["lead-notification"], name: hostile, notes: hostile, address: hostile },
        en,
      ),
      renderMail("contact-notification", { ...SAMPLES["contact-notification"], name: hostile, message: hostile }, es),
      renderMail(
        "appointment-request-notification",
        { ...SAMPLES["appointment-request-notification"], customerName: hostile, notes: hostile },
        en,
      ),
    ];
    for (const mail of mails) {
      expect(mail.html).not.toContain("<script");
      expect(mail.html).not.toContain(`"Sons"`);
      expect(mail.html).not.toContain("O'Neil");
      expect(mail.html).toContain(
        "&#60;script&#62;alert(&#34;x&#34;)&#60;/script&#62; O&#39;Neil &#38; &#34;Sons&#34;",
      );
      expect(mail.text).toContain(hostile);
    }
  });

  it("keeps a contact message's line breaks without letting its text become markup", () => {
    const mail = renderMail(
      "contact-notification",
      { ...SAMPLES["contact-notification"], message: "Hi<b>\r\nthere" },
      en,
    );
    expect(mail.html).toContain("Hi&#60;b&#62;<br>there");
    expect(mail.text).toContain("Message:\nHi<b>\nthere");
  });

  it("cannot add headers through a name in the subject", () => {
    const injected = "Ana\r\nBcc: everyone@example.com\nX-Evil: 1";
    for (const mail of [
      renderMail("lead-notification", { ...SAMPLES["lead-notification"], name: injected }, en),
      renderMail("contact-notification", { ...SAMPLES["contact-notification"], name: injected }, en),
      renderMail(
        "appointment-request-notification",
        { ...SAMPLES["appointment-request-notification"], customerName: injected },
        en,
      ),
    ]) {
      expect(mail.subject).not.toMatch(/[\r\n]/);
      expect(mail.subject).toContain("Ana Bcc: everyone@example.com X-Evil: 1");
    }
  });

  it("shows a link that is not http(s) as text, never as a link", () => {
    const mail = renderMail("verify-email", { name: "Ana", url: "javascript:alert(1)", expiresInHours: 24 }, en);
    expect(mail.html).not.toContain('href="javascript');
  });
});

describe("headerText", () => {
  it("turns line breaks and control characters into single spaces and shortens long values", () => {
    expect(headerText("a\r\n\tb\u2028c\u0000d")).toBe("a b c d");
    expect(headerText("x".repeat(300), 50)).toHaveLength(50);
  });
});
