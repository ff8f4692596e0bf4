import type { Messages } from "../catalog";

/** Spanish messages: admin.settings' Messaging tab (issue 36 item 7), spread into admin-settings.ts. */
export const adminSettingsMessaging = {
  sections: {
    sms: {
      title: "Mensajes de texto",
      description:
        "Textos a los clientes sobre sus visitas. Un texto solo va a un número cuyo dueño aceptó recibirlos, y nunca después de un STOP.",
    },
    reminders: {
      title: "Recordatorios",
      description:
        "Dos recordatorios antes de la franja de llegada de cada visita. Ninguno se envía entre las 9 p. m. y las 8 a. m.: el que caería entonces sale antes.",
    },
    reviews: {
      title: "Solicitudes de reseña",
      description:
        "Tras una visita completada, una solicitud de reseña, con el mismo enlace para todos los clientes y al lado un enlace privado para escribir al dueño. Nunca se ofrece nada a cambio de una reseña.",
    },
    messages: {
      title: "Mensajes enviados",
      description:
        "Qué mensajes reciben los clientes, por texto (con su consentimiento) y por correo. Un mensaje desactivado no se envía.",
    },
  },
  smsNotificationsHint:
    "Todos los textos a los clientes. Desactivado, no se envía ningún texto, digan lo que digan los interruptores de abajo.",
  provider: "Proveedor de SMS",
  twilioConfigured: "Twilio está configurado: los textos salen por él.",
  twilioMissing:
    "Twilio no está configurado: los textos van a la bandeja de desarrollo de la página Sistema y no llegan a nadie.",
  configured: "Configurado",
  notConfigured: "Sin configurar",
  credentialsHint:
    "La cuenta, el token y el número de envío de Twilio se definen en el entorno del servidor (TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, TWILIO_FROM_NUMBER), nunca en esta página.",
  reviewLink: "Enlace para reseñas",
  reviewLinkHint:
    "Donde los clientes escriben una reseña, como el enlace de reseñas de su Perfil de Empresa de Google, empezando por https://. Déjelo vacío para no enviar solicitudes de reseña.",
  reminderFirstHours: "Primer recordatorio (horas antes de la franja)",
  reminderFirstHint: "Horas enteras, de {min} a {max}.",
  reminderSecondHours: "Segundo recordatorio (horas antes de la franja)",
  reminderSecondHint: "Horas enteras, de {min} a {max}, menos que el primero.",
  messages: {
    booking_confirmed: "Reserva confirmada",
    booking_rescheduled: "Reserva movida a otra franja",
    booking_cancelled: "Reserva cancelada",
    reminder_day_before: "Primer recordatorio",
    reminder_hours_before: "Segundo recordatorio",
    on_my_way: "Técnico en camino",
    visit_completed: "Visita completada, con agradecimiento",
    review_request: "Solicitud de reseña (y su único recordatorio)",
    plan_visit_offer: "Visita del plan pendiente: horas ofrecidas (y su único recordatorio)",
    invoice_sent: "Factura enviada, con su importe y dónde pagarla",
  },
} satisfies Messages["admin"]["settings"]["messaging"];

/** The Messaging tab's field messages, spread into admin.settings.validation. */
export const messagingValidation = {
  reviewLinkInvalid:
    "Escriba una dirección completa que empiece por https://, como https://g.page/r/su-empresa/review, o déjelo vacío",
  reviewLinkTooLong: "Escriba una dirección de {max} caracteres como máximo",
  firstReminderInvalid: "Escriba horas enteras de {min} a {max}",
  secondReminderInvalid: "Escriba horas enteras de {min} a {max}",
  secondReminderNotBeforeFirst:
    "El segundo recordatorio debe llegar más cerca de la visita que el primero: escriba menos horas",
} satisfies Partial<Messages["admin"]["settings"]["validation"]>;
