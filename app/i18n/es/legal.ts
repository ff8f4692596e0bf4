import type { Messages } from "../catalog";

/** Spanish messages: legal. */
export const legal = {
  eyebrow: "Información legal",
  privacyTitle: "Política de privacidad",
  termsTitle: "Términos del servicio",
  metaTitle: "{title} | {company}",
  privacyDescription:
    "Qué datos personales recopila {company}, para qué, quién los procesa, cuánto tiempo los guardamos y cuáles son sus derechos.",
  termsDescription: "Las condiciones de las citas, garantías, planes de mantenimiento y pagos con {company}.",
  lastUpdated: "Última actualización: {date}",
  onThisPage: "En esta página",
  questionsTitle: "¿Tiene preguntas sobre esta política?",
  questionsBody: "Escríbanos a {email} o llámenos al {phone} en horario de oficina.",
  otherPolicy: "Vea también:",
} satisfies Messages["legal"];
