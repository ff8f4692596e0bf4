import type { Messages } from "../catalog";

/** Spanish messages: newsletter. */
export const newsletter = {
  form: {
    title: "Boletín",
    description: "Recordatorios de mantenimiento de temporada, consejos para ahorrar energía y ofertas especiales.",
    nameLabel: "Nombre (opcional)",
    emailLabel: "Correo electrónico",
    submit: "Suscribirme ahora",
    submitting: "Suscribiendo...",
  },
  validation: {
    emailRequired: "Introduzca su correo electrónico.",
    emailInvalid: "Introduzca un correo electrónico válido.",
    emailTooLong: "Use como máximo 254 caracteres.",
    nameTooLong: "Use como máximo 100 caracteres.",
    nameNotAllowed: "Su nombre contiene caracteres que no están permitidos.",
  },
  toasts: {
    emailRequired: "Correo electrónico obligatorio",
    emailRequiredFooter: "Introduzca su correo electrónico.",
    emailRequiredContactPage: "Introduzca su correo electrónico",
    subscribed: "¡Suscripción completada!",
    subscribedDescription:
      "Ya está en la lista de nuestro boletín. El próximo boletín llegará a este correo; no hay nada que confirmar.",
    failed: "No se pudo completar la suscripción",
    failedFooter: "Inténtelo de nuevo o contáctenos directamente.",
    failedContactPage: "Error al suscribirse al boletín. Inténtelo de nuevo.",
    tooManyAttempts: "Demasiados intentos. Espere unos minutos e inténtelo de nuevo.",
  },
  unsubscribe: {
    metaTitle: "Darse de baja del boletín",
    title: "Darse de baja del boletín",
    confirmBody:
      "La dirección {email} está en la lista de nuestro boletín. Confirme abajo y dejaremos de enviarle el boletín y la borraremos de la lista.",
    submit: "Darme de baja",
    submitting: "Dando de baja...",
    doneTitle: "Se ha dado de baja",
    doneBody:
      "{email} ya no está en la lista de nuestro boletín. La borramos de la lista y no le volveremos a enviar el boletín.",
    goneTitle: "Ya se dio de baja",
    goneBody: "Esta dirección ya no está en la lista de nuestro boletín. No hay nada más que hacer.",
    invalidTitle: "Este enlace para darse de baja no es válido",
    invalidBody:
      "Puede que el enlace se haya cortado o cambiado. Use el enlace del correo del boletín tal como llegó, o escríbanos y le daremos de baja.",
    backHome: "Volver al inicio",
  },
} satisfies Messages["newsletter"];
