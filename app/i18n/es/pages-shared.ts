import type { Messages } from "../catalog";

/** Spanish messages: pagesShared. */
export const pagesShared = {
  requestEstimate: "Solicite un estimado gratis",
  licenseLine: "Licencia de contratista de aire acondicionado de Florida {license}",
  emergencyLine: "Línea de emergencia 24/7",
  mainLine: "Oficina",
  ratingLabel: "Calificación de {rating} sobre {max}",
  footerLicensing: "Licencias y seguros",
} satisfies Messages["pagesShared"];
