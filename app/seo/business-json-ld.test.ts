import { describe, expect, it } from "vitest";
import { DEFAULT_SETTINGS, SERVICE_AREA_REGION } from "~/config/business-defaults";
import {
  buildBusinessJsonLd,
  businessJsonLdMeta,
  businessJsonLdSettings,
  type BusinessJsonLdSettings,
} from "./business-json-ld";

const settings: BusinessJsonLdSettings = { ...DEFAULT_SETTINGS, serviceAreas: [...DEFAULT_SETTINGS.serviceAreas] };
const build = (overrides: Partial<BusinessJsonLdSettings> = {}, locale: "en" | "es" = "en") =>
  buildBusinessJsonLd({
    settings: { ...settings, ...overrides },
    origin: "https://awac.example/",
    locale,
    region: SERVICE_AREA_REGION,
  });

describe("buildBusinessJsonLd", () => {
  it("describes the business from the settings record as an HVACBusiness", () => {
    const data = build();
    expect(data["@context"]).toBe("https://schema.org");
    expect(data["@type"]).toBe("HVACBusiness");
    expect(data["@id"]).toBe("https://awac.example/#business");
    expect(data.name).toBe(settings.companyName);
    expect(data.url).toBe("https://awac.example/");
    expect(data.telephone).toBe(`+1${settings.mainPhone.replace(/\D/g, "")}`);
    expect(data.email).toBe(settings.email);
    expect(data.foundingDate).toBe(String(settings.foundedYear));
    expect(data.priceRange).toBe("$$");
  });

  it("points the Spanish page's copy at the Spanish home page", () => {
    expect(build({}, "es").url).toBe("https://awac.example/es");
  });

  it("gives a postal address with locality, region and country but no street", () => {
    expect(build().address).toEqual({
      "@type": "PostalAddress",
      addressLocality: "Miami",
      addressRegion: "FL",
      addressCountry: "US",
    });
    expect(build({ address: "Doral" }).address).toEqual({
      "@type": "PostalAddress",
      addressLocality: "Doral",
      addressCountry: "US",
    });
  });

  it("serves every service area plus the county", () => {
    const areas = build().areaServed;
    expect(areas).toHaveLength(settings.serviceAreas.length + 1);
    expect(areas).toContainEqual({ "@type": "City", name: "Coral Gables" });
    expect(areas.at(-1)).toEqual({ "@type": "AdministrativeArea", name: SERVICE_AREA_REGION });
  });

  it("turns the structured business hours into opening hours, leaving out closed days", () => {
    expect(build().openingHoursSpecification).toEqual([
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
        opens: "07:00",
        closes: "18:00",
      },
      { "@type": "OpeningHoursSpecification", dayOfWeek: "Saturday", opens: "08:00", closes: "16:00" },
    ]);
    const sundays = build({
      businessHours: { ...settings.businessHours, sunday: { opens: "10:00", closes: "14:00" } },
    });
    expect(sundays.openingHoursSpecification).toContainEqual({
      "@type": "OpeningHoursSpecification",
      dayOfWeek: "Sunday",
      opens: "10:00",
      closes: "14:00",
    });
  });

  it("lists the 24/7 emergency line as a contact point only while the settings offer it", () => {
    expect(build().contactPoint?.telephone).toBe(`+1${settings.emergencyPhone.replace(/\D/g, "")}`);
    expect(
      build({ businessHours: { ...settings.businessHours, emergencyLine24x7: false } }).contactPoint,
    ).toBeUndefined();
  });

  it("publishes no rating and no reviews, since no stored reviews back the site's marketing figures", () => {
    const data = build({ socialLinks: { instagram: "https://www.instagram.com/awcooling" } });
    expect(data).not.toHaveProperty("aggregateRating");
    expect(data).not.toHaveProperty("review");
    expect(Object.keys(data)).toEqual([
      "@context",
      "@type",
      "@id",
      "name",
      "url",
      "telephone",
      "email",
      "address",
      "areaServed",
      "openingHoursSpecification",
      "contactPoint",
      "foundingDate",
      "priceRange",
      "sameAs",
    ]);
    expect(
      JSON.stringify(
        businessJsonLdMeta({ settings, origin: "https://awac.example", locale: "es", region: SERVICE_AREA_REGION }),
      ),
    ).not.toMatch(/Rating|"review/i);
  });

  it("links the social profiles that are filled in", () => {
    expect(
      build({ socialLinks: { facebook: "https://facebook.com/aw", youtube: "https://www.youtube.com/@aw" } }).sameAs,
    ).toEqual(["https://facebook.com/aw", "https://www.youtube.com/@aw"]);
    // A fresh install names no profile (issue 17).
    expect(build().sameAs).toBeUndefined();
    expect(build({ socialLinks: { facebook: "https://facebook.com/aw", instagram: "" } }).sameAs).toEqual([
      "https://facebook.com/aw",
    ]);
    expect(build({ socialLinks: {} }).sameAs).toBeUndefined();
  });

  it("survives a JSON round trip and comes as a React Router ld+json meta descriptor", () => {
    const meta = businessJsonLdMeta({
      settings,
      origin: "https://awac.example",
      locale: "en",
      region: SERVICE_AREA_REGION,
    });
    expect(JSON.parse(JSON.stringify(meta["script:ld+json"]))).toEqual(meta["script:ld+json"]);
  });

  it("keeps only the fields it needs from a full settings record", () => {
    const picked = businessJsonLdSettings({ ...DEFAULT_SETTINGS });
    expect(Object.keys(picked).sort()).toEqual([
      "address",
      "businessHours",
      "companyName",
      "email",
      "emergencyPhone",
      "foundedYear",
      "mainPhone",
      "serviceAreas",
      "socialLinks",
    ]);
  });
});
