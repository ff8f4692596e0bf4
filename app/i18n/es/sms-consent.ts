import type { Messages } from "../catalog";

/** Spanish messages: the SMS consent box (see app/i18n/en/sms-consent.ts). */
export const smsConsent = {
  label: "Envíenme mensajes de texto sobre mis visitas (opcional)",
  disclosure: {
    what: "Al marcar esta casilla, acepta recibir mensajes de texto automatizados de {company} en el número de teléfono de este formulario: confirmaciones de citas, recordatorios, avisos de «voy en camino» y solicitudes de reseña.",
    frequency: "La frecuencia de los mensajes varía, unos 1 a 5 mensajes por visita.",
    rates: "Pueden aplicarse tarifas de mensajes y datos.",
    stop: "Responda STOP para cancelarlos y HELP para obtener ayuda.",
    notRequired: "El consentimiento no es una condición de compra.",
    links: "Consulte nuestros {terms} y nuestra {privacy}.",
    terms: "Términos del servicio",
    privacy: "Política de privacidad",
  },
  phoneField: "Celular (para mensajes de texto)",
  phoneHint: "Solo hace falta si marca la casilla de abajo.",
  phoneInvalid:
    "Para recibir mensajes de texto, escriba un número de celular de EE. UU. con su código de área (10 dígitos), o desmarque la casilla.",
  profileOn:
    "Recibe mensajes de texto sobre sus visitas en el {phone}. Desmarque la casilla y guarde para dejar de recibirlos.",
  profileOff: "No recibe mensajes de texto de nuestra parte.",
} satisfies Messages["smsConsent"];
