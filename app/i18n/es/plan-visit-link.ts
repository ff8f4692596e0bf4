import type { PlanVisitLinkMessages } from "../en/plan-visit-link";

/** Spanish messages: the page a plan visit offer's link opens (see the English file). */
export const planVisitLink: PlanVisitLinkMessages = {
  metaTitle: "Reserve la visita de su plan | {company}",
  title: "Reserve su visita de {plan}",
  greeting: "Hola, {name}: le toca su visita de mantenimiento. Esta es la franja de llegada que le reservamos:",
  windowLabel: "Franja de llegada",
  book: "Reservar esta hora",
  booking: "Reservando…",
  takenTitle: "Esta hora se acaba de ocupar",
  takenBody: "Alguien la reservó mientras tanto. Elija otra de las horas disponibles de abajo o llámenos al {phone}.",
  otherTimes: "Otras horas disponibles",
  otherTimesHint: "¿No le conviene ninguna? Llámenos al {phone} y buscamos una hora juntos.",
  bookOther: "Reservar",
  bookedTitle: "Su visita de {plan} está reservada",
  bookedBody: "El técnico llega {window}. Le enviamos una confirmación con un enlace para cambiarla o cancelarla.",
  alreadyBookedTitle: "Esta visita ya está reservada",
  alreadyBookedBody:
    "Está reservada para {window}. Para cambiarla, use el enlace de su confirmación o llámenos al {phone}.",
  alreadyBookedNoWindow: "Para cambiarla, llámenos al {phone}.",
  toasts: {
    bookedTitle: "Reservada",
    booked: "Su visita está reservada.",
    alreadyBookedTitle: "Ya reservada",
    alreadyBooked: "Esta visita ya estaba reservada; no se cambió nada.",
    takenTitle: "Esa hora se acaba de ocupar",
    taken: "Elija otra hora abajo.",
  },
  invalidTitle: "Este enlace ya no funciona",
  invalidBody: "Puede que haya caducado o que se haya alterado. Puede reservar su visita llamándonos al {phone}.",
};
