import type { Locale } from "~/i18n/catalog";

/** A commercial client testimonial (spec 1 §3: name, description, rating 1 to 5, text, image). */
export type CommercialClient = {
  id: string;
  name: string;
  rating: 1 | 2 | 3 | 4 | 5;
  /** Shown as a monogram in place of a photo, so no client logo is implied. */
  initials: string;
  text: Record<Locale, { description: string; quote: string; person: string }>;
};

/** The home page carousel's two slides (spec 1 §2: "commercial clients carousel (two looping slides)"). */
export const COMMERCIAL_CLIENTS: readonly CommercialClient[] = [
  {
    id: "bayside-medical",
    name: "Bayside Medical Plaza",
    rating: 5,
    initials: "BM",
    text: {
      en: {
        description: "Four-story medical office building, Aventura",
        person: "Facilities manager",
        quote:
          "Our tenants include two surgery centers, so cooling can't fail. Their monthly maintenance visits and compliance reports keep us ready for inspections, and when a chiller motor went at 6 AM they had it running before the first patients arrived.",
      },
      es: {
        description: "Edificio de consultorios médicos de cuatro pisos, Aventura",
        person: "Gerente de mantenimiento",
        quote:
          "Entre nuestros inquilinos hay dos centros quirúrgicos, así que el aire no puede fallar. Sus visitas mensuales y los informes de cumplimiento nos tienen listos para las inspecciones, y cuando un motor del chiller falló a las 6 de la mañana lo tuvieron funcionando antes de que llegaran los primeros pacientes.",
      },
    },
  },
  {
    id: "calle-ocho-kitchen",
    name: "Calle Ocho Kitchen Group",
    rating: 5,
    initials: "CO",
    text: {
      en: {
        description: "Three restaurants with walk-in coolers, Little Havana and Doral",
        person: "Owner",
        quote:
          "Between the dining rooms and the walk-ins, we can't afford a bad night. They service all three locations on a schedule that never interrupts a lunch rush, and one call gets a technician who already knows our equipment.",
      },
      es: {
        description: "Tres restaurantes con cuartos fríos, Pequeña Habana y Doral",
        person: "Propietario",
        quote:
          "Entre los comedores y los cuartos fríos, no nos podemos permitir una mala noche. Atienden los tres locales con un horario que nunca interrumpe el almuerzo, y con una sola llamada viene un técnico que ya conoce nuestros equipos.",
      },
    },
  },
];

/** A client testimonial in one language, as the carousel renders it. */
export type CommercialClientCard = Omit<CommercialClient, "text"> & {
  description: string;
  quote: string;
  person: string;
};

export function commercialClientCards(clients: readonly CommercialClient[], locale: Locale): CommercialClientCard[] {
  return clients.map(({ text, ...client }) => ({ ...client, ...text[locale] }));
}
