import type { SmsCopy } from "./sms-copy-types";

/**
 * Spanish texts (issue 36 item 4), written with the letters the GSM-7 alphabet has (é, ñ, ü, ¿, ¡ but not á, í, ó,
 * ú), so a text keeps 153 characters per segment instead of UCS-2's 67, and without the service type's name or the
 * weekday, whose Spanish forms ("Reparación", "sábado") would force UCS-2 and push a text with a link past two
 * segments; the tests count every one with the longest data.
 */
export const smsCopyEs: SmsCopy = {
  booking_confirmed:
    "{business}: su visita queda confirmada, llegada {window}. Cambiar o cancelar: {link} Responda STOP para darse de baja.",
  booking_rescheduled: "{business}: su visita tiene nueva llegada {window}. Cambiar o cancelar: {link}",
  booking_cancelled: "{business}: su visita del {window} queda cancelada. Para reservar de nuevo llame al {phone}.",
  reminder_day_before: "{business} le recuerda su visita, llegada {window}. Cambiar o cancelar: {link}",
  reminder_hours_before: "{business} le recuerda su visita, llegada {window}. ¿Preguntas? Llame al {phone}.",
  on_my_way: "{business}: {technician} va en camino, llegada {window}.",
  visit_completed: "{business}: su visita ha terminado. ¡Gracias! ¿Preguntas? Llame al {phone}.",
  review_request:
    "{business}: ¿qué tal le atendimos? Deje su reseña: {reviewLink} O escriba al dueño en privado: {ownerLink}",
  review_reminder: "{business}: un aviso final, ¿qué tal le atendimos? Reseña: {reviewLink} Al dueño: {ownerLink}",
  plan_visit_offer:
    "{business}: le toca su visita de mantenimiento. Reserve {window}: {link} Otras horas en ese enlace o llame al {phone}.",
  plan_visit_reminder:
    "{business}: su visita de mantenimiento sigue sin reservar. {window}: {link} O llame al {phone}.",
  invoice_sent:
    "{business}: su factura {invoice} de {amount} ya se puede ver y pagar: {link} ¿Preguntas? Llame al {phone}.",
  window: "{day}, {start}-{end}",
};
