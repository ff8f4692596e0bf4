import type { BusinessHours, SocialLinks } from "~/config/settings-shapes";

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
  autoConfirm: false,
} as const;

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
