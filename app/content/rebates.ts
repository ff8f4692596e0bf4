import type { Locale } from "~/i18n/catalog";
import { MARKETING_FIGURES } from "./marketing-figures";

/** Who runs a rebate program (spec 1 §2: "4 program cards: federal, Florida, local"). */
export type RebateScope = "federal" | "florida" | "local";

/** A rebate or incentive program shown on the home page and /rebates. */
export type RebateProgram = {
  id: string;
  scope: RebateScope;
  /** The most a customer can get, in whole dollars; null when it depends on the program's own rules. */
  maxDollars: number | null;
  text: Record<Locale, { name: string; body: string; eligibility: string }>;
};

const { rebates } = MARKETING_FIGURES;

/** The four programs, in the order the home page shows them. */
export const REBATE_PROGRAMS: readonly RebateProgram[] = [
  {
    id: "federal-tax-credit",
    scope: "federal",
    maxDollars: rebates.federalMaxDollars,
    text: {
      en: {
        name: "Federal energy tax credit",
        body: "A federal income tax credit toward a qualifying high-efficiency heat pump or central air system installed in your primary home.",
        eligibility: "Qualifying ENERGY STAR® equipment; claimed on your federal tax return.",
      },
      es: {
        name: "Crédito fiscal federal por eficiencia energética",
        body: "Un crédito en el impuesto federal sobre la renta por instalar en su vivienda principal una bomba de calor o un aire central de alta eficiencia que califique.",
        eligibility: "Equipos ENERGY STAR® que califiquen; se reclama en su declaración de impuestos federal.",
      },
    },
  },
  {
    id: "florida-home-energy",
    scope: "florida",
    maxDollars: rebates.stateMaxDollars,
    text: {
      en: {
        name: "Florida home energy rebates",
        body: "State-administered rebates for Florida homeowners who replace an old, inefficient system with a qualifying high-efficiency one.",
        eligibility: "Florida residents; amounts depend on household income and the equipment installed.",
      },
      es: {
        name: "Reembolsos de energía para hogares de Florida",
        body: "Reembolsos administrados por el estado para propietarios en Florida que cambian un sistema viejo e ineficiente por uno de alta eficiencia que califique.",
        eligibility: "Residentes de Florida; el monto depende de los ingresos del hogar y del equipo instalado.",
      },
    },
  },
  {
    id: "utility-rebate",
    scope: "local",
    maxDollars: rebates.utilityMaxDollars,
    text: {
      en: {
        name: "Electric utility rebates",
        body: "Your electric company may pay you back for upgrading to a higher-efficiency AC or heat pump and for duct repairs that cut wasted energy.",
        eligibility:
          "Customers of participating South Florida utilities; a pre-installation inspection may be required.",
      },
      es: {
        name: "Reembolsos de la compañía eléctrica",
        body: "Su compañía de electricidad puede reembolsarle parte del costo al cambiar a un aire acondicionado o una bomba de calor más eficiente, y por reparar ductos que desperdician energía.",
        eligibility:
          "Clientes de compañías eléctricas participantes del sur de Florida; puede requerirse una inspección previa.",
      },
    },
  },
  {
    id: "miami-dade-programs",
    scope: "local",
    maxDollars: null,
    text: {
      en: {
        name: "Miami-Dade County programs",
        body: "County and city programs, including weatherization help for qualifying households and property-assessed financing for energy upgrades.",
        eligibility: "Varies by program and municipality; we check what your address qualifies for.",
      },
      es: {
        name: "Programas del condado Miami-Dade",
        body: "Programas del condado y de las ciudades, como ayuda de climatización para hogares que califiquen y financiamiento a través de la propiedad para mejoras de eficiencia.",
        eligibility: "Varía según el programa y el municipio; revisamos a qué califica su dirección.",
      },
    },
  },
];

/** A program in one language, as a page renders it (pages send only their own language to the browser). */
export type RebateCard = Omit<RebateProgram, "text"> & { name: string; body: string; eligibility: string };

export function rebateCards(programs: readonly RebateProgram[], locale: Locale): RebateCard[] {
  return programs.map(({ text, ...program }) => ({ ...program, ...text[locale] }));
}
