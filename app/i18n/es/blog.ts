import type { Messages } from "../catalog";

/** Spanish messages: blog. */
export const blog = {
  metaTitle: "Consejos y guías de aire acondicionado para casas en Miami | {company}",
  metaDescription:
    "Consejos prácticos de aire acondicionado para el sur de Florida: filtros, reparaciones, emergencias, humedad, temporada de huracanes y cómo elegir un equipo nuevo.",
  articleMetaTitle: "{title} | {company}",
  eyebrow: "Blog",
  title: "Consejos y guías de aire acondicionado para casas en Miami",
  lead: "Respuestas claras de nuestros técnicos para mantener su casa fresca, seca y eficiente con el calor del sur de Florida.",
  listLabel: "Artículos",
  readArticle: "Leer artículo",
  readArticleAbout: "Leer artículo: {title}",
  readTime: "{minutes} min de lectura",
  publishedOn: "Publicado el {date}",
  backToBlog: "Todos los artículos",
  relatedTitle: "Siga leyendo",
  categories: {
    maintenance: "Mantenimiento",
    repair: "Reparaciones",
    emergencies: "Emergencias",
    "buying-guide": "Guía de compra",
    "indoor-air": "Calidad del aire",
    seasonal: "Temporada",
  },
  ctaTitle: "¿Necesita ayuda con su aire acondicionado?",
  ctaBody:
    "Nuestros técnicos con licencia atienden casas y negocios en todo {region}. Pida un estimado gratis o llámenos para solicitar servicio.",
  emergencyTitle: "¿Se le dañó el aire ahora mismo?",
  emergencyBody: "Nuestra línea de emergencias atiende las 24 horas, los 7 días de la semana.",
  emergencyCta: "Emergencias: {phone}",
} satisfies Messages["blog"];
