import { DEFAULT_SETTINGS } from "./business-defaults";

/** What a price book line is (issue 38, ADR 084): the service call fee, labour, a part, the plan visit itself, other. */
export const PRICE_BOOK_KINDS = ["service_call", "labour", "part", "plan_visit", "other"] as const;
export type PriceBookKind = (typeof PRICE_BOOK_KINDS)[number];

/** What a price book code looks like: lower-case letters, digits and underscores, starting with a letter. */
export const PRICE_BOOK_CODE_PATTERN = /^[a-z][a-z0-9_]{1,39}$/;

/** A sent invoice is due this many days after its issue date (ADR 084). */
export const INVOICE_DUE_DAYS = 30;

/** Invoice numbers: INV-<year>-<at least five digits>, from the year's counter row (not the customers' AW prefix). */
export const INVOICE_NUMBER_PREFIX = "INV";
export const INVOICE_NUMBER_DIGITS = 5;

/** The most one invoice line may cost, so totals stay far inside an integer column: $100,000. */
export const INVOICE_LINE_MAX_CENTS = 100_000_00;
/** The most lines one invoice may have. */
export const INVOICE_LINES_MAX = 50;

/**
 * The price book the first start seeds (and migration 0023 for existing databases); staff change prices later. The
 * service call's price follows the settings' fee, which the website shows and the completion drafts with.
 */
export const PRICE_BOOK_SEED: readonly {
  code: string;
  name: string;
  nameEs: string;
  kind: PriceBookKind;
  unitPriceCents: number;
  sortOrder: number;
}[] = [
  {
    code: "service_call",
    name: "Service call fee",
    nameEs: "Cargo por visita de servicio",
    kind: "service_call",
    unitPriceCents: DEFAULT_SETTINGS.serviceCallFeeCents,
    sortOrder: 10,
  },
  {
    code: "labour_hour",
    name: "Labour, one hour",
    nameEs: "Mano de obra, una hora",
    kind: "labour",
    unitPriceCents: 125_00,
    sortOrder: 20,
  },
  {
    code: "drain_line_flush",
    name: "Condensate drain line flush",
    nameEs: "Limpieza de la línea de drenaje",
    kind: "labour",
    unitPriceCents: 120_00,
    sortOrder: 30,
  },
  {
    code: "part_capacitor",
    name: "Run capacitor",
    nameEs: "Capacitor de marcha",
    kind: "part",
    unitPriceCents: 145_00,
    sortOrder: 40,
  },
  {
    code: "part_contactor",
    name: "Contactor",
    nameEs: "Contactor",
    kind: "part",
    unitPriceCents: 165_00,
    sortOrder: 50,
  },
  {
    code: "part_filter",
    name: "Air filter",
    nameEs: "Filtro de aire",
    kind: "part",
    unitPriceCents: 25_00,
    sortOrder: 60,
  },
  {
    code: "part_refrigerant_lb",
    name: "Refrigerant R-410A, per pound",
    nameEs: "Refrigerante R-410A, por libra",
    kind: "part",
    unitPriceCents: 95_00,
    sortOrder: 70,
  },
  {
    code: "plan_visit",
    name: "Maintenance plan visit",
    nameEs: "Visita del plan de mantenimiento",
    kind: "plan_visit",
    unitPriceCents: 0,
    sortOrder: 80,
  },
];

/** The price book codes the completion drafts with. */
export const SERVICE_CALL_CODE = "service_call";
export const PLAN_VISIT_CODE = "plan_visit";

/** How long an invoice e-mail's link opens the invoice (ADR 075): well past the due date, for a late payer. */
export const INVOICE_LINK_LIFETIME_DAYS = 180;
/** From this many days after the issue date, the link first asks for the last four digits of the phone on file. */
export const INVOICE_LINK_PHONE_CHECK_AFTER_DAYS = 14;
/** Attempts at those four digits per link and window, right or wrong (a right one is given back). */
export const INVOICE_LINK_PHONE_ATTEMPTS_MAX = 5;
export const INVOICE_LINK_PHONE_ATTEMPTS_WINDOW_SECONDS = 60 * 60;
