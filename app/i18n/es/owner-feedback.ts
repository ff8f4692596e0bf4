import type { OwnerFeedbackMessages } from "../en/owner-feedback";
import { portalAppointments } from "./portal-appointments";

/** Spanish messages: the private "escribir al dueño" page (see the English file). */
export const ownerFeedback: OwnerFeedbackMessages = {
  serviceTypes: portalAppointments.serviceTypes as Record<string, string>,
  metaTitle: "Escribir al dueño | {company}",
  title: "Escribir al dueño",
  intro:
    "Hola, {name}. Lo que escriba aquí le llega en privado al dueño de {company}, sobre su visita de {service} del {date}. No se publica en ningún sitio.",
  messageLabel: "Su mensaje",
  messageHint: "Hasta {max} caracteres.",
  submit: "Enviar al dueño",
  sending: "Enviando…",
  sentTitle: "Gracias",
  sent: "El dueño ya tiene su mensaje. Si nos hizo alguna pregunta, le responderemos.",
  writeAnother: "Escribir otro mensaje",
  validation: {
    messageRequired: "Escriba su mensaje.",
    messageTooLong: "Su mensaje debe tener menos de {max} caracteres.",
    messageNotAllowed: "Su mensaje contiene caracteres que no se pueden enviar.",
  },
  invalidTitle: "Este enlace ya no funciona",
  invalidBody: "Puede que haya caducado. Puede comunicarse con nosotros al {phone}.",
};
