import type { Messages } from "../catalog";

/** Spanish messages: techOffline (the technician's calendar page and the offline queue's status line). */
export const techOffline = {
  calendar: {
    metaTitle: "Mi calendario | Técnico",
    title: "Mi calendario",
    intro:
      "Suscríbase a esta dirección privada en el calendario de su teléfono (Google Calendar, Calendario de Apple, Outlook) para ver sus visitas asignadas desde la semana pasada hasta dos meses adelante. Quien tenga la dirección puede leer sus visitas: no la comparta.",
    hasFeed:
      "Ya tiene una dirección de calendario. Por seguridad se muestra una sola vez: si la perdió, pida una nueva.",
    noFeed: "Todavía no tiene una dirección de calendario.",
    create: "Obtener mi dirección de calendario",
    renew: "Obtener una dirección nueva",
    renewHint: "Una dirección nueva deja sin efecto la anterior.",
    newFeedTitle: "Su dirección de calendario",
    newFeedHint: "Cópiela ahora en su aplicación de calendario: no se mostrará de nuevo.",
    addressLabel: "Dirección del calendario",
    openInCalendar: "Abrir en mi calendario",
    back: "Volver a mi día",
    failedTitle: "No se pudo",
    failed: "No se pudo crear la dirección del calendario. Inténtelo de nuevo.",
  },
  sync: {
    waiting: "Pendiente de enviar",
    waitingCount: "{count} acciones pendientes de enviar: se enviarán cuando tenga señal.",
    waitingOne: "1 acción pendiente de enviar: se enviará cuando tenga señal.",
    sending: "Enviando…",
    offline: "Sin conexión: sus acciones se guardan en este teléfono.",
    sent: "Todo enviado.",
    refused: "No se guardó: {error}",
    refusedGeneric: "No se guardó: la oficina no pudo aceptarlo. Revise la visita.",
  },
} satisfies Messages["techOffline"];
