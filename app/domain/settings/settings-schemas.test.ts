import { describe, expect, it } from "vitest";
import { DEFAULT_MESSAGING, DEFAULT_SCHEDULING } from "~/config/business-defaults";
import { messagingValues } from "./messaging-form";
import { schedulingNumberValues, windowRowFields } from "./scheduling-form";
import {
  SETTINGS_FIELDS,
  SettingsFormSchema,
  adminEmailChanges,
  settingsFieldErrors,
  tabOfField,
} from "./settings-schemas";
import {
  isPublicHttpsLink,
  normalizeUsPhone,
  parseFeeCents,
  serviceAreaLines,
  socialProfilesOnly,
} from "./typed-setting-values";

/** The form as the defaults fill it, every field as text. */
const form = (changes: Record<string, string | undefined> = {}): Record<string, string | undefined> => ({
  companyName: "AW Air Conditioning & Refrigeration",
  mainPhone: "(305) 555-0142",
  emergencyPhone: "(305) 555-0199",
  email: "service@awac.example",
  address: "Miami, FL",
  licenseNumber: "CACO 39625",
  foundedYear: "1983",
  facebook: "https://www.facebook.com/awcooling",
  instagram: "",
  tiktok: "",
  youtube: "https://www.youtube.com/@aw",
  adminEmail: "",
  weekdaysOpens: "07:00",
  weekdaysCloses: "18:00",
  saturdayOpens: "08:00",
  saturdayCloses: "16:00",
  sundayClosed: "on",
  sundayOpens: "08:00",
  sundayCloses: "17:00",
  emergencyLine24x7: "on",
  serviceAreas: "Kendall\nDoral",
  serviceRadiusMiles: "25",
  serviceCallFee: "89.00",
  quoteDepositPercent: "25",
  emailNotifications: "on",
  ...schedulingNumberValues(DEFAULT_SCHEDULING),
  ...windowRowFields(DEFAULT_SCHEDULING.windows),
  ...messagingValues({ smsNotifications: false, messaging: DEFAULT_MESSAGING }),
  ...changes,
});

/** The message key the form gets for one field, or undefined when the form parses. */
function problem(changes: Record<string, string | undefined>, field = Object.keys(changes)[0]!): string | undefined {
  const result = SettingsFormSchema.safeParse(form(changes));
  return result.success
    ? undefined
    : settingsFieldErrors(result.error)[field as keyof ReturnType<typeof settingsFieldErrors>];
}

describe("the Settings form schema", () => {
  it("turns the typed form into the settings record's shape", () => {
    const result = SettingsFormSchema.parse(
      form({ autoConfirm: "on", adminEmail: " Owner@AWAC.example ", adminEmailConfirmed: "on" }),
    );
    expect(result).toEqual({
      record: {
        companyName: "AW Air Conditioning & Refrigeration",
        mainPhone: "(305) 555-0142",
        emergencyPhone: "(305) 555-0199",
        email: "service@awac.example",
        address: "Miami, FL",
        licenseNumber: "CACO 39625",
        foundedYear: 1983,
        socialLinks: { facebook: "https://www.facebook.com/awcooling", youtube: "https://www.youtube.com/@aw" },
        adminEmail: "owner@awac.example",
        businessHours: {
          weekdays: { opens: "07:00", closes: "18:00" },
          saturday: { opens: "08:00", closes: "16:00" },
          sunday: null,
          emergencyLine24x7: true,
        },
        serviceAreas: ["Kendall", "Doral"],
        serviceRadiusMiles: 25,
        serviceCallFeeCents: 8900,
        quoteDepositPercent: 25,
        emailNotifications: true,
        autoConfirm: true,
        scheduling: DEFAULT_SCHEDULING,
        smsNotifications: false,
        messaging: DEFAULT_MESSAGING,
      },
      adminEmailConfirmed: true,
      zones: [],
    });
  });

  it("reads an unticked switch as off and an empty admin e-mail as none", () => {
    const { record } = SettingsFormSchema.parse(form({ emailNotifications: undefined, emergencyLine24x7: undefined }));
    expect(record).toMatchObject({
      emailNotifications: false,
      autoConfirm: false,
      adminEmail: null,
      businessHours: { emergencyLine24x7: false },
    });
  });

  it("requires the company's name, phones, e-mail, address and licence, refusing control characters and overlong text", () => {
    for (const field of [
      "companyName",
      "mainPhone",
      "emergencyPhone",
      "email",
      "address",
      "licenseNumber",
      "foundedYear",
      "serviceRadiusMiles",
      "serviceCallFee",
      "quoteDepositPercent",
    ]) {
      expect(problem({ [field]: "   " }), field).toBe("required");
    }
    expect(problem({ companyName: "AW\u0000Air" })).toBe("notAllowed");
    expect(problem({ address: "Miami,\nFL" })).toBe("notAllowed");
    expect(problem({ companyName: "A".repeat(121) })).toBe("tooLong");
    expect(problem({ companyName: "A".repeat(120) })).toBeUndefined();
  });

  it("accepts US phone numbers in any usual writing and stores them one way", () => {
    expect(
      ["3055550142", "305.555.0142", "+1 305 555 0142", "1-305-555-0142", " (305) 555-0142 "].map(normalizeUsPhone),
    ).toEqual(Array(5).fill("(305) 555-0142"));
    expect(SettingsFormSchema.parse(form({ mainPhone: "786-555-0100" })).record.mainPhone).toBe("(786) 555-0100");
    for (const bad of ["555-0142", "call us", "305 555 01422", "+44 20 7946 0958", "2-305-555-0142"])
      expect(problem({ mainPhone: bad }), bad).toBe("phoneInvalid");
    expect(problem({ emergencyPhone: "911" })).toBe("phoneInvalid");
  });

  it("checks the company and admin e-mail addresses", () => {
    expect(problem({ email: "service@" })).toBe("emailInvalid");
    expect(problem({ email: "office@awac.example" })).toBeUndefined();
    expect(problem({ adminEmail: "not an address" })).toBe("emailInvalid");
  });

  it("takes a 4-digit founding year from 1900 to this year", () => {
    const thisYear = new Date().getFullYear();
    expect(problem({ foundedYear: "1900" })).toBeUndefined();
    expect(problem({ foundedYear: String(thisYear) })).toBeUndefined();
    for (const bad of ["1899", String(thisYear + 1), "83", "19833", "1983.0", "year"])
      expect(problem({ foundedYear: bad }), bad).toBe("foundedYearInvalid");
  });

  it("takes social links that are empty or https addresses, and nothing a browser would run", () => {
    expect(["https://www.instagram.com/awac", "https://tiktok.com/@awac?lang=en"].every(isPublicHttpsLink)).toBe(true);
    const bad = [
      "javascript:alert(1)",
      "JAVASCRIPT:alert(1)",
      "data:text/html,hi",
      "http://www.facebook.com/",
      "www.facebook.com",
      "https://localhost/",
      "https://user:pw@facebook.com/",
      "ftp://x.com",
    ];
    expect(bad.some(isPublicHttpsLink)).toBe(false);
    for (const link of bad) expect(problem({ instagram: link }), link).toBe("socialLinkInvalid");
    expect(problem({ tiktok: "  " })).toBeUndefined();
    expect(problem({ facebook: `https://facebook.com/${"a".repeat(300)}` })).toBe("tooLong");
  });

  it("refuses a network's front page, which would send visitors to the network instead of the business", () => {
    for (const link of ["https://www.facebook.com/", "https://www.facebook.com", "https://instagram.com//"])
      expect(problem({ facebook: link }), link).toBe("socialLinkNotProfile");
    for (const link of [
      "https://www.facebook.com/awcooling",
      "https://www.youtube.com/@aw",
      "https://www.facebook.com/?id=123",
    ])
      expect(problem({ facebook: link }), link).toBeUndefined();
  });

  it("keeps only the profiles of a stored record, dropping front pages and anything that is no https link", () => {
    expect(
      socialProfilesOnly({
        facebook: "https://www.facebook.com/",
        instagram: "https://www.instagram.com/awcooling",
        tiktok: "javascript:alert(1)",
        youtube: "",
      }),
    ).toEqual({ instagram: "https://www.instagram.com/awcooling" });
  });

  it("keeps business hours as closed or open from one time to a later one", () => {
    expect(problem({ weekdaysOpens: "7:00" })).toBe("timeInvalid");
    expect(problem({ weekdaysOpens: "" })).toBe("required");
    expect(problem({ saturdayCloses: "24:00" })).toBe("timeInvalid");
    expect(problem({ saturdayCloses: "08:00" })).toBe("closesBeforeOpens");
    expect(problem({ weekdaysCloses: "06:30" })).toBe("closesBeforeOpens");
    // A closed day's times are not looked at.
    expect(problem({ sundayOpens: "nonsense", sundayCloses: "" }, "sundayOpens")).toBeUndefined();
    const { record } = SettingsFormSchema.parse(
      form({
        sundayClosed: undefined,
        sundayOpens: "10:00",
        sundayCloses: "14:30",
        weekdaysClosed: "on",
        // Closed days can have no arrival windows (the Scheduling tab): empty rows are no windows.
        ...Object.fromEntries(
          ["monday", "tuesday", "wednesday", "thursday", "friday"].flatMap((day) =>
            [0, 1, 2, 3, 4].flatMap((row) => [
              [`${day}Window${row}Start`, ""],
              [`${day}Window${row}End`, ""],
            ]),
          ),
        ),
      }),
    );
    expect(record.businessHours).toMatchObject({ weekdays: null, sunday: { opens: "10:00", closes: "14:30" } });
  });

  it("reads service areas one per line, trimmed and without repeats, at least one and at most 50", () => {
    expect(serviceAreaLines("  Kendall \n\nDoral\r\nkendall\nCoral   Gables\n")).toEqual([
      "Kendall",
      "Doral",
      "Coral Gables",
    ]);
    expect(problem({ serviceAreas: " \n \n" })).toBe("serviceAreasRequired");
    expect(problem({ serviceAreas: Array.from({ length: 51 }, (_, i) => `Area ${i}`).join("\n") })).toBe(
      "serviceAreasTooMany",
    );
    expect(problem({ serviceAreas: Array.from({ length: 50 }, (_, i) => `Area ${i}`).join("\n") })).toBeUndefined();
    expect(problem({ serviceAreas: `Kendall\n${"K".repeat(61)}` })).toBe("serviceAreaTooLong");
    expect(problem({ serviceAreas: "Kendall\u0007" })).toBe("notAllowed");
  });

  it("takes the service radius in whole miles from 1 to 200", () => {
    expect(problem({ serviceRadiusMiles: "1" })).toBeUndefined();
    expect(problem({ serviceRadiusMiles: "200" })).toBeUndefined();
    for (const bad of ["0", "201", "2.5", "-5", "25 miles"])
      expect(problem({ serviceRadiusMiles: bad }), bad).toBe("serviceRadiusInvalid");
  });

  it("takes the quote deposit as a whole percent from 0 to 100", () => {
    expect(SettingsFormSchema.parse(form({ quoteDepositPercent: "0" })).record.quoteDepositPercent).toBe(0);
    expect(SettingsFormSchema.parse(form({ quoteDepositPercent: "100" })).record.quoteDepositPercent).toBe(100);
    for (const typed of ["101", "25.5", "-5", "a quarter"])
      expect(problem({ quoteDepositPercent: typed }), typed).toBe("quoteDepositPercentInvalid");
  });

  it("takes the service call fee in dollars and cents up to $1,000 and stores cents", () => {
    expect(["0", "89", "89.5", "$89.99", "1,000.00"].map(parseFeeCents)).toEqual([0, 8900, 8950, 8999, 100000]);
    expect(["-1", "89.999", "1000.01", "eighty", "1e3", ""].map(parseFeeCents)).toEqual(Array(6).fill(undefined));
    expect(problem({ serviceCallFee: "1000.01" })).toBe("serviceCallFeeInvalid");
    expect(SettingsFormSchema.parse(form({ serviceCallFee: "0.29" })).record.serviceCallFeeCents).toBe(29);
  });

  it("reads the Messaging tab: the SMS switch, the review link, the reminder hours and each message's switch", () => {
    const { record } = SettingsFormSchema.parse(
      form({
        smsNotifications: "on",
        reviewLink: " https://g.page/r/CZ4q8sZ1bD1xEBMx/review ",
        reminderFirstHours: "48",
        reminderSecondHours: "3",
        messageOnMyWay: undefined,
      }),
    );
    expect(record.smsNotifications).toBe(true);
    expect(record.messaging).toEqual({
      reviewLink: "https://g.page/r/CZ4q8sZ1bD1xEBMx/review",
      reminderHoursBefore: { first: 48, second: 3 },
      enabled: { ...DEFAULT_MESSAGING.enabled, on_my_way: false },
    });
    expect(SettingsFormSchema.parse(form({ reviewLink: "" })).record.messaging.reviewLink).toBeNull();
  });

  it("refuses a review link that is not a public https address, and reminder hours out of bounds or out of order", () => {
    for (const link of ["http://g.page/r/x/review", "javascript:alert(1)", "g.page/r/x", "https://localhost/x"])
      expect(problem({ reviewLink: link })).toBe("reviewLinkInvalid");
    expect(problem({ reviewLink: `https://g.page/${"r".repeat(500)}` })).toBe("reviewLinkTooLong");
    expect(problem({ reminderFirstHours: "0" })).toBe("firstReminderInvalid");
    expect(problem({ reminderFirstHours: "169" })).toBe("firstReminderInvalid");
    expect(problem({ reminderFirstHours: "" })).toBe("required");
    expect(problem({ reminderSecondHours: "49" })).toBe("secondReminderInvalid");
    expect(problem({ reminderSecondHours: "2.5" })).toBe("secondReminderInvalid");
    expect(problem({ reminderFirstHours: "4", reminderSecondHours: "4" }, "reminderSecondHours")).toBe(
      "secondReminderNotBeforeFirst",
    );
  });

  it("knows which tab shows each field, and when the admin address really changes", () => {
    expect(SETTINGS_FIELDS.map(tabOfField).filter((tab, index, all) => all.indexOf(tab) === index)).toEqual([
      "company",
      "service",
      "notifications",
      "scheduling",
      "messaging",
    ]);
    expect(
      [
        "youtube",
        "saturdayCloses",
        "autoConfirm",
        "horizonDays",
        "saturdayWindow3End",
        "zone12ZipCodes",
        "smsNotifications",
        "messageReviewRequest",
      ].map(tabOfField),
    ).toEqual([
      "company",
      "service",
      "notifications",
      "scheduling",
      "scheduling",
      "scheduling",
      "messaging",
      "messaging",
    ]);
    expect(adminEmailChanges("owner@awac.example", " Owner@AWAC.example ")).toBe(false);
    expect(adminEmailChanges(null, "")).toBe(false);
    expect(adminEmailChanges("owner@awac.example", "")).toBe(true);
    expect(adminEmailChanges(null, "new@awac.example")).toBe(true);
  });
});
