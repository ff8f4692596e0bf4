import { shellErrors } from "./shell-errors";
import type { Messages } from "../catalog";

/** Spanish messages: shell (public header, footer, menus, the home hero, the 404 page and the error screen). */
export const shell = {
  skipToContent: "Saltar al contenido principal",
  header: {
    primaryNav: "Principal",
    emergencyBanner: "Servicio de aire acondicionado de emergencia 24/7",
    menu: "Menú",
    mobileNav: "Móvil",
  },
  nav: {
    about: "Nosotros",
    comfortClub: "Club Confort",
    testimonials: "Testimonios",
    faq: "Preguntas frecuentes",
    contact: "Contacto",
  },
  account: {
    title: "Mi cuenta",
    dashboard: "Panel principal",
    servicePlans: "Planes de servicio",
    profileSettings: "Configuración del perfil",
    backOffice: "Administración",
    signedInAs: "Sesión iniciada como {email}",
  },
  footer: {
    about:
      "Reparación, instalación y mantenimiento de aire acondicionado para hogares y negocios en todo {region} desde {year}.",
    license: "Licencia de contratista de aire acondicionado de Florida {license}",
    contactHeading: "Contacto",
    mainPhone: "Teléfono",
    emergencyPhone: "Emergencias 24/7",
    email: "Correo electrónico",
    hoursHeading: "Horario de atención",
    serviceAreasHeading: "Áreas de servicio",
    serviceAreasIntro: "Con orgullo servimos a {region}, incluyendo:",
    hoursAndAreasLink: "Nuestro horario y las {count} zonas que atendemos en {region}",
    linksHeading: "Enlaces rápidos",
    admin: "Administración",
    socialHeading: "Síganos",
    socialLink: "{company} en {network}",
  },
  // The one line of the footer that is not static markup (ADR 058).
  copyright: "© {year} {company}. Todos los derechos reservados.",
  home: {
    metaTitle: "Reparación e instalación de aire acondicionado en Miami | {company}",
    metaDescription:
      "Reparación, instalación y mantenimiento de aire acondicionado en {region}, con servicio de emergencia 24/7. Estimados gratis y financiamiento disponible. Llame al {phone}.",
  },
  notFound: shellErrors.notFound,
  error: shellErrors.error,
  noStaffAccess: shellErrors.noStaffAccess,
  technicianOnly: shellErrors.technicianOnly,
} satisfies Messages["shell"];
