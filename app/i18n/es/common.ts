import type { Messages } from "../catalog";

/** Spanish messages: common (words several screens share). */
export const common = {
  languages: {
    label: "Idioma",
    en: "English",
    es: "Español",
  },
  callPhone: "Llame al {phone}",
  emergencyLine: "Línea de emergencias 24/7: {phone}",
  customerLogin: "Acceso de clientes",
  signOut: "Cerrar sesión",
  home: "Inicio",
  opensInNewTab: "(se abre en una pestaña nueva)",
  sentConfirmation: {
    nextHeading: "Qué sigue",
    emergency: "¿Se quedó sin aire y no puede esperar? Llame a nuestra línea de emergencias 24/7:",
  },
} satisfies Messages["common"];
