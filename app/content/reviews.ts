import type { Locale } from "~/i18n/catalog";

/** A customer review shown on the home page and /testimonials (static display content, spec 1 §3). */
export type Review = {
  id: string;
  /** As the customer signs: first name and last initial. */
  name: string;
  /** The neighbourhood the job was in (a place name: the same in both languages). */
  area: string;
  /** 1 to 5 stars. */
  rating: 1 | 2 | 3 | 4 | 5;
  /** What we did, and the customer's words, per language. */
  text: Record<Locale, { service: string; quote: string }>;
};

/** The three reviews on the home page (spec 1 §2: "customer reviews (3 cards…)"). */
export const HOME_REVIEWS: readonly Review[] = [
  {
    id: "maria-kendall",
    name: "Maria R.",
    area: "Kendall",
    rating: 5,
    text: {
      en: {
        service: "Emergency AC repair",
        quote:
          "Our AC died on a Saturday night in August with a newborn at home. They answered right away, had a technician here within two hours and the house was cool again before midnight. Honest price, no surprises.",
      },
      es: {
        service: "Reparación de AC de emergencia",
        quote:
          "El aire se nos dañó un sábado por la noche en pleno agosto, con un recién nacido en casa. Nos contestaron enseguida, el técnico llegó en menos de dos horas y antes de la medianoche la casa ya estaba fresca. Precio justo y sin sorpresas.",
      },
    },
  },
  {
    id: "james-coral-gables",
    name: "James T.",
    area: "Coral Gables",
    rating: 5,
    text: {
      en: {
        service: "New system installation",
        quote:
          "They walked us through three options for a new high-efficiency system instead of pushing the most expensive one, handled the permit and the rebate paperwork, and left the attic cleaner than they found it. Our power bill dropped noticeably the first month.",
      },
      es: {
        service: "Instalación de sistema nuevo",
        quote:
          "Nos explicaron tres opciones de sistemas de alta eficiencia sin presionarnos a comprar el más caro, se encargaron del permiso y de los trámites del reembolso, y dejaron el ático más limpio de lo que estaba. La factura de luz bajó bastante desde el primer mes.",
      },
    },
  },
  {
    id: "carmen-hialeah",
    name: "Carmen L.",
    area: "Hialeah",
    rating: 5,
    text: {
      en: {
        service: "Premium Care maintenance plan",
        quote:
          "We've been on their maintenance plan for years. They call us before every tune-up, the filters are always included, and the one time we needed a repair we were at the top of the list. Friendly technicians who speak Spanish, too.",
      },
      es: {
        service: "Plan de mantenimiento Premium Care",
        quote:
          "Llevamos años con su plan de mantenimiento. Nos llaman antes de cada revisión, los filtros siempre están incluidos y la única vez que necesitamos una reparación fuimos los primeros en la lista. Técnicos amables que además hablan español.",
      },
    },
  },
];

/** More reviews for /testimonials, after the home page's three (same shape, same rules). */
export const MORE_REVIEWS: readonly Review[] = [
  {
    id: "daniel-miami-beach",
    name: "Daniel S.",
    area: "Miami Beach",
    rating: 5,
    text: {
      en: {
        service: "Ductless mini-split installation",
        quote:
          "Our condo association has strict rules about work hours and where equipment can go. They handled the paperwork with the building, installed two mini-splits in one day and the bedrooms are finally comfortable. Quiet units and a very tidy crew.",
      },
      es: {
        service: "Instalación de minisplit",
        quote:
          "La asociación de nuestro condominio tiene reglas muy estrictas sobre los horarios y dónde se pueden poner los equipos. Ellos se encargaron de los trámites con el edificio, instalaron dos minisplits en un solo día y por fin los cuartos están frescos. Equipos silenciosos y un equipo de trabajo muy ordenado.",
      },
    },
  },
  {
    id: "patricia-pinecrest",
    name: "Patricia G.",
    area: "Pinecrest",
    rating: 5,
    text: {
      en: {
        service: "Duct repair and indoor air quality",
        quote:
          "Two rooms never cooled and the house always felt damp. Instead of selling us a bigger unit, they found a crushed duct in the attic and sealed the leaks. Humidity is down, the allergies are better and the bill went down too.",
      },
      es: {
        service: "Reparación de ductos y calidad del aire",
        quote:
          "Había dos cuartos que nunca enfriaban y la casa siempre se sentía húmeda. En vez de vendernos un equipo más grande, encontraron un ducto aplastado en el ático y sellaron las fugas. Bajó la humedad, mejoraron las alergias y también bajó la factura.",
      },
    },
  },
  {
    id: "roberto-doral",
    name: "Roberto M.",
    area: "Doral",
    rating: 5,
    text: {
      en: {
        service: "Same-day AC repair",
        quote:
          "Called at 8 in the morning when the AC was blowing warm air, and the technician was here before lunch. Bad capacitor, fixed in half an hour, and the service call fee was credited to the repair just like they said on the phone.",
      },
      es: {
        service: "Reparación de AC el mismo día",
        quote:
          "Llamé a las 8 de la mañana porque el aire estaba echando aire caliente y el técnico llegó antes del almuerzo. Era un capacitor dañado, lo arregló en media hora y el cargo de la visita se descontó de la reparación, tal como me dijeron por teléfono.",
      },
    },
  },
  {
    id: "linda-key-biscayne",
    name: "Linda W.",
    area: "Key Biscayne",
    rating: 4,
    text: {
      en: {
        service: "Heat pump replacement",
        quote:
          "Salt air had eaten through our old condenser. They recommended a coastal-rated unit with coated coils and explained the rebate we qualified for. The install took a day longer than planned because of a parts delay, but they kept us informed and the result is excellent.",
      },
      es: {
        service: "Cambio de bomba de calor",
        quote:
          "El salitre se había comido nuestro condensador viejo. Nos recomendaron una unidad preparada para la costa, con serpentines protegidos, y nos explicaron el reembolso al que calificábamos. La instalación tardó un día más de lo previsto por una pieza retrasada, pero nos mantuvieron informados y el resultado es excelente.",
      },
    },
  },
  {
    id: "anthony-miami-lakes",
    name: "Anthony P.",
    area: "Miami Lakes",
    rating: 5,
    text: {
      en: {
        service: "Maintenance visit",
        quote:
          "The technician showed me photos of the clogged drain line and dirty coil before and after cleaning, and explained everything without any sales pitch. Booked the next visit on the spot.",
      },
      es: {
        service: "Visita de mantenimiento",
        quote:
          "El técnico me enseñó fotos del drenaje tapado y del serpentín sucio antes y después de limpiarlos, y me explicó todo sin tratar de venderme nada. Agendé la próxima visita ahí mismo.",
      },
    },
  },
  {
    id: "sofia-homestead",
    name: "Sofía H.",
    area: "Homestead",
    rating: 5,
    text: {
      en: {
        service: "New central air system",
        quote:
          "We were nervous about the cost of a new system. They gave us a clear written quote with financing options, pulled the permit and passed inspection the first time. Two summers later it still runs like new.",
      },
      es: {
        service: "Sistema de aire central nuevo",
        quote:
          "Nos preocupaba el costo de un sistema nuevo. Nos dieron una cotización clara por escrito con opciones de financiamiento, sacaron el permiso y pasamos la inspección a la primera. Dos veranos después sigue funcionando como nuevo.",
      },
    },
  },
];

/** Every review, the home page's first: what /testimonials lists. */
export const ALL_REVIEWS: readonly Review[] = [...HOME_REVIEWS, ...MORE_REVIEWS];

/** A review in one language, as a page renders it (pages send only their own language to the browser). */
export type ReviewCard = Omit<Review, "text"> & { service: string; quote: string };

export function reviewCards(reviews: readonly Review[], locale: Locale): ReviewCard[] {
  return reviews.map(({ text, ...review }) => ({ ...review, ...text[locale] }));
}
