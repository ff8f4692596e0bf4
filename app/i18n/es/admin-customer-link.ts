import type { Messages } from "../catalog";

/** Spanish messages: admin.customerLink. */
export const adminCustomerLink: Messages["admin"]["customerLink"] = {
  heading: "Obtener el enlace del cliente",
  quoteHint:
    "Un enlace que abre solo esta cotización sin iniciar sesión, para comparar las opciones, firmar y pagar el depósito. Úselo cuando la cotización no se pudo enviar por correo: mándelo por mensaje de texto o dícteselo al cliente.",
  invoiceHint:
    "Un enlace que abre solo esta factura sin iniciar sesión, para verla y pagarla. Úselo cuando la factura no se pudo enviar por correo: mándelo por mensaje de texto o dícteselo al cliente.",
  noEmail:
    "No hay correo electrónico registrado: no se envió nada por correo a este cliente. Entréguele usted el enlace.",
  get: "Obtener el enlace",
  again: "Obtener un enlace nuevo",
  linkLabel: "El enlace del cliente",
  copy: "Copiar enlace",
  copied: "Copiado.",
  copyFailed: "No se pudo copiar: seleccione el enlace y cópielo.",
  shownOnce:
    "Se muestra solo ahora: no se guarda, así que cópielo antes de salir de esta página. Obtener otro enlace no anula este.",
  opensQuote: "Abre la cotización {number} para quien lo tenga, sin iniciar sesión, hasta el {date}.",
  opensInvoice: "Abre la factura {number} para quien lo tenga, sin iniciar sesión, hasta el {date}.",
  giveTo: "Entréguelo solo a {name}.",
  giveToPhone: "Entréguelo solo a {name}, teléfono registrado {phone}.",
  phoneCheck: "A partir del {date} la página pide primero los últimos cuatro dígitos del teléfono registrado.",
  phoneCheckNoPhone:
    "A partir del {date} la página pide los últimos cuatro dígitos del teléfono registrado, y este cliente no tiene ninguno: agregue un teléfono al registro o tendrá que llamar.",
  phoneCheckStarted:
    "Esta factura se emitió hace más de 14 días, así que la página pide primero los últimos cuatro dígitos del teléfono registrado.",
  phoneCheckStartedNoPhone:
    "Esta factura se emitió hace más de 14 días, así que la página pide los últimos cuatro dígitos del teléfono registrado, y este cliente no tiene ninguno: agregue un teléfono al registro o tendrá que llamar.",
  toasts: {
    issued: "Enlace listo",
    issuedDescription: "Cópielo abajo y entrégueselo al cliente.",
    refused: "No se dio ningún enlace",
  },
  errors: {
    quoteNotSent: "Esta cotización sigue siendo un borrador: envíela primero.",
    quoteClosed: "Esta cotización está rechazada o vencida: ya no se puede firmar, así que no se da ningún enlace.",
    invoiceNotSent: "Esta factura sigue siendo un borrador: envíela primero.",
    invoiceVoid: "Esta factura está anulada: no se debe nada en ella, así que no se da ningún enlace.",
    invoicePaid: "Esta factura está pagada: no se debe nada en ella, así que no se da ningún enlace.",
  },
  sent: {
    notMailed:
      "{number} quedó numerada y enviada, pero no se envió nada por correo: el cliente no tiene un correo electrónico válido registrado.",
    giveLink: "Entréguele al cliente el enlace de abajo (Obtener el enlace del cliente).",
    texted: "Se puso en cola un mensaje de texto con su enlace para el teléfono del cliente.",
    send: "Enviar",
    quoteHint:
      "Numera la cotización. No hay correo electrónico registrado: no se envía nada por correo, así que entréguele al cliente su enlace desde esta página una vez enviada.",
    invoiceHint:
      "Numera la factura y la deja pendiente de pago, con vencimiento en 30 días. No hay correo electrónico registrado: no se envía nada por correo, así que entréguele al cliente su enlace desde esta página una vez enviada.",
  },
};
