import type { Messages } from "../catalog";

/** Spanish messages: admin.refunds, "Pagos a reembolsar". */
export const adminRefunds = {
  title: "Pagos a reembolsar",
  intro:
    "Dinero que pagaron clientes sin que se deba nada por él: una factura anulada o pagada de otro modo antes de que se completara su pago en línea, el depósito de una cotización pagado dos veces o después de cerrarse la cotización, o un depósito mayor que la factura final de la visita. Reembolse cada uno en Stripe y luego márquelo como reembolsado aquí.",
  // The invoice's and the quote's own pages: what is still to refund, then what was refunded.
  historyTitle: "Pagos en línea a reembolsar",
  historyIntro:
    "Reembolse en Stripe y luego márquelo como reembolsado; las filas reembolsadas quedan aquí como registro.",
  label: "Pagos a reembolsar",
  what: "De",
  customer: "Cliente",
  amount: "Importe",
  reason: "Motivo",
  stripe: "En Stripe",
  flagged: "Marcado",
  action: "Reembolso",
  invoice: "Factura {number}",
  quote: "Cotización {number}",
  session: "Sesión {id}",
  paymentIntent: "Pago {id}",
  reasons: {
    void: "Factura anulada mientras tanto",
    paid: "Factura pagada de otro modo mientras tanto",
    balance: "La factura debía menos de lo cobrado",
    twice: "Depósito pagado dos veces (un segundo pago)",
    closed: "Depósito pagado después de rechazarse o vencer la cotización",
    surplus: "Depósito mayor que la factura final de la visita",
  },
  reference: "Referencia del reembolso en Stripe (opcional)",
  referenceLabel: "Referencia del reembolso en Stripe de {what}",
  markRefunded: "Marcar como reembolsado",
  markRefundedLabel: "Marcar {what} como reembolsado",
  refundedOn: "Reembolsado el {date}",
  refundedBy: "por {name}",
  refundedReference: "Referencia {reference}",
  errors: {
    alreadyRefunded: "Este pago ya estaba marcado como reembolsado: no se cambió nada.",
    referenceTooLong: "La referencia es demasiado larga (100 caracteres como máximo).",
    referenceInvalid: "La referencia tiene caracteres no permitidos.",
  },
  toasts: {
    marked: "Marcado como reembolsado",
    markedDescription: "{what}: {amount} ya no está pendiente de reembolso.",
    refused: "Sin cambios",
    notFound: "Ese pago a reembolsar ya no existe.",
    failed: "Algo salió mal",
    failedDescription: "No se cambió nada. Inténtelo de nuevo en un momento.",
  },
} satisfies Messages["admin"]["refunds"];
