import {
  CUSTOMER_MESSAGES,
  type BusinessHours,
  type MessagingSettings,
  type SchedulingSettings,
  type SocialLinks,
  type TimeRange,
} from "./settings-shapes";

/**
 * Defaults for the settings record when the database is first created (DECISIONS.md §1).
 * Staff change them on the Settings screen; pages read the record, never these constants.
 */
export const DEFAULT_SETTINGS = {
  companyName: "AW Air Conditioning & Refrigeration",
  mainPhone: "(305) 555-0142",
  emergencyPhone: "(305) 555-0199",
  email: "service@awac.example",
  address: "Miami, FL",
  businessHours: {
    weekdays: { opens: "07:00", closes: "18:00" },
    saturday: { opens: "08:00", closes: "16:00" },
    sunday: null,
    emergencyLine24x7: true,
  } satisfies BusinessHours,
  serviceRadiusMiles: 25,
  serviceCallFeeCents: 89_00,
  serviceAreas: [
    "Kendall",
    "Coral Gables",
    "Pinecrest",
    "South Miami",
    "Hialeah",
    "Key Biscayne",
    "Miami Beach",
    "Aventura",
    "Surfside",
    "Bal Harbour",
    "Gables by the Sea",
    "Palmetto Bay",
    "Homestead",
    "Doral",
    "Coconut Grove",
    "Miami Lakes",
  ],
  licenseNumber: "CACO 39625",
  foundedYear: 1983,
  // None until staff enter the business's own profiles in Settings (issue 17: no icon may lead to a network's front page).
  socialLinks: {} satisfies SocialLinks,
  emailNotifications: true,
  smsNotifications: false,
  // DECISIONS.md §5: on, the spec's default, for new databases only (seedBaseline never overwrites a stored value).
  autoConfirm: true,
} as const;

const TWO_HOUR_WINDOWS_FROM_8 = (count: number): TimeRange[] =>
  Array.from({ length: count }, (_, index) => ({
    start: `${String(8 + index * 2).padStart(2, "0")}:00`,
    end: `${String(10 + index * 2).padStart(2, "0")}:00`,
  }));

/** Booking's defaults for a new database (issue 34): staff change them on Settings' Scheduling tab. */
/** The Messaging tab's defaults (issue 36): every message on, reminders a day and two hours ahead, no review link yet. */
export const DEFAULT_MESSAGING: MessagingSettings = {
  reviewLink: null,
  reminderHoursBefore: { first: 24, second: 2 },
  enabled: Object.fromEntries(CUSTOMER_MESSAGES.map((message) => [message, true])) as MessagingSettings["enabled"],
};

export const DEFAULT_SCHEDULING = {
  windows: {
    sunday: [],
    monday: TWO_HOUR_WINDOWS_FROM_8(5),
    tuesday: TWO_HOUR_WINDOWS_FROM_8(5),
    wednesday: TWO_HOUR_WINDOWS_FROM_8(5),
    thursday: TWO_HOUR_WINDOWS_FROM_8(5),
    friday: TWO_HOUR_WINDOWS_FROM_8(5),
    saturday: TWO_HOUR_WINDOWS_FROM_8(4),
  },
  durationMinutes: {
    Maintenance: 60,
    "AC Repair": 90,
    "Heating Repair": 90,
    Consultation: 60,
    Installation: 180,
    "Emergency Service": 90,
  },
  travelBufferMinutes: 15,
  leadTimeHours: 24,
  emergencyLeadTimeHours: 2,
  memberLeadTimeHours: 4,
  horizonDays: 60,
  emergencyReservePercent: 20,
  emergencyReserveReleaseHours: 4,
} satisfies SchedulingSettings;

/**
 * The booking zones a new database starts with and their zip codes (USPS, Miami-Dade): the 16 service areas and the
 * City of Miami itself, which the public list leaves out though most customers live there. Neighbouring places share
 * zip codes (Surfside and Bal Harbour, Hialeah and Miami Lakes), so a zip code may belong to several zones; staff
 * correct the lists on Settings' Scheduling tab.
 */
export const DEFAULT_ZONE_ZIP_CODES: Record<string, readonly string[]> = {
  "City of Miami": [
    "33125",
    "33127",
    "33128",
    "33129",
    "33130",
    "33131",
    "33132",
    "33135",
    "33136",
    "33137",
    "33138",
    "33142",
    "33145",
    "33147",
    "33150",
  ],
  Kendall: ["33173", "33175", "33176", "33183", "33185", "33186", "33193", "33196"],
  "Coral Gables": ["33114", "33124", "33134", "33146"],
  Pinecrest: ["33156"],
  "South Miami": ["33143"],
  Hialeah: ["33002", "33010", "33011", "33012", "33013", "33014", "33015", "33016", "33017", "33018"],
  "Key Biscayne": ["33149"],
  "Miami Beach": ["33109", "33119", "33139", "33140", "33141"],
  Aventura: ["33160", "33180"],
  Surfside: ["33154"],
  "Bal Harbour": ["33154"],
  "Gables by the Sea": ["33156", "33158"],
  "Palmetto Bay": ["33157", "33158"],
  Homestead: ["33030", "33031", "33032", "33033", "33034", "33035", "33039", "33090", "33092"],
  Doral: ["33122", "33166", "33172", "33178"],
  "Coconut Grove": ["33133"],
  "Miami Lakes": ["33014", "33016", "33018"],
};

export const SERVICE_AREA_REGION = "Miami-Dade County";

/** One list of states everywhere (DECISIONS.md §1). */
export const US_STATES = [
  { code: "FL", name: "Florida" },
  { code: "GA", name: "Georgia" },
  { code: "AL", name: "Alabama" },
  { code: "SC", name: "South Carolina" },
] as const;
export const DEFAULT_STATE = "FL";

/** The plan catalog seeded into the `plans` table (DECISIONS.md §1). */
export const PLAN_CATALOG_SEED = [
  {
    code: "basic",
    name: "Basic Maintenance",
    nameEs: "Mantenimiento Básico",
    priceCents: 89_00,
    billingInterval: "one_time",
    mostPopular: false,
    sortOrder: 1,
    // The member's repair discount; the benefit text says the same figure (a test keeps them together).
    repairDiscountPercent: 10,
    benefits: [
      "Annual inspection",
      "Filter replacement",
      "Basic cleaning",
      "Performance check",
      "Priority scheduling",
      "10% off repairs",
    ],
    benefitsEs: [
      "Inspección anual",
      "Cambio de filtro",
      "Limpieza básica",
      "Revisión de rendimiento",
      "Programación prioritaria",
      "10% de descuento en reparaciones",
    ],
  },
  {
    code: "premium_care",
    name: "Premium Care",
    nameEs: "Cuidado Premium",
    priceCents: 149_00,
    billingInterval: "month",
    mostPopular: true,
    sortOrder: 2,
    repairDiscountPercent: 15,
    benefits: [
      "Bi-annual visits",
      "Priority emergency service",
      "Free filters",
      "15% off repairs",
      "Seasonal tune-ups",
      "Energy reports",
      "Extended warranty",
      "24/7 phone support",
    ],
    benefitsEs: [
      "Visitas semestrales",
      "Servicio de emergencia prioritario",
      "Filtros gratis",
      "15% de descuento en reparaciones",
      "Ajustes de temporada",
      "Informes de energía",
      "Garantía extendida",
      "Soporte telefónico 24/7",
    ],
  },
  {
    code: "commercial_plus",
    name: "Commercial Plus",
    nameEs: "Comercial Plus",
    priceCents: 299_00,
    billingInterval: "month",
    mostPopular: false,
    sortOrder: 3,
    repairDiscountPercent: 25,
    benefits: [
      "Monthly visits",
      "Emergency service included",
      "All filters",
      "25% off repairs",
      "Compliance reporting",
      "Dedicated account manager",
      "Custom scheduling",
    ],
    benefitsEs: [
      "Visitas mensuales",
      "Servicio de emergencia incluido",
      "Todos los filtros",
      "25% de descuento en reparaciones",
      "Informes de cumplimiento",
      "Gerente de cuenta dedicado",
      "Programación personalizada",
    ],
  },
] as const;
