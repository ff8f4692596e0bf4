import type { MailCopy } from "./mail-copy";

/** Spanish wording of every e-mail; `satisfies MailCopy` makes a missing key a type error. */
export const mailCopyEs = {
  layout: {
    greeting: "Hola, {name}:",
    greetingNoName: "Hola:",
    signature: "El equipo de {company}",
    phone: "Teléfono",
    emergency: "Línea de emergencia 24/7",
    email: "Correo electrónico",
    license: "Licencia",
    hours: { one: "1 hora", other: "{count} horas" },
  },
  labels: {
    name: "Nombre",
    email: "Correo electrónico",
    phone: "Teléfono",
    address: "Dirección",
    zipCode: "Código postal",
    source: "Origen",
    notes: "Notas",
    message: "Mensaje",
    service: "Servicio",
    date: "Fecha y hora",
    duration: "Duración",
    serviceAddress: "Dirección del servicio",
    customerNumber: "N.º de cliente",
    status: "Estado",
    received: "Recibido",
    technician: "Técnico",
    technicianNotes: "Notas del técnico",
    durationMinutes: "{minutes} minutos",
    arrivalWindow: "Ventana de llegada",
    arrivalWindowValue: "{date}, entre las {start} y las {end}",
  },
  manageBooking: "Cambiar o cancelar esta visita",
  leadSources: {
    website_form: "Formulario de presupuesto gratuito",
    contact_form: "Página de contacto",
    user_signup: "Registro de cuenta",
  },
  emailChange: {
    subject: "Confirme su nuevo correo electrónico",
    intro:
      "Usted pidió cambiar el correo electrónico de su cuenta de {company} a esta dirección. Confirme el cambio abriendo este enlace:",
    action: "Confirmar mi nuevo correo",
    outro:
      "El enlace caduca en {expiry}. Hasta entonces sigue iniciando sesión con su dirección actual. Si usted no lo pidió, ignore este correo: nada cambia.",
  },
  verifyEmail: {
    subject: "Confirme su correo electrónico",
    intro: "Confirme el correo electrónico de su cuenta de {company} abriendo este enlace:",
    action: "Confirmar mi correo",
    outro: "El enlace caduca en {expiry}. Si usted no creó una cuenta, puede ignorar este correo.",
  },
  resetPassword: {
    subject: "Restablezca su contraseña",
    intro:
      "Recibimos una solicitud para restablecer la contraseña de su cuenta de {company}. Elija una nueva contraseña aquí:",
    action: "Elegir una nueva contraseña",
    outro: "El enlace caduca en {expiry}. Si usted no lo solicitó, ignore este correo: su contraseña no cambia.",
  },
  accountExists: {
    subject: "Alguien intentó crear una cuenta de {company} con su correo",
    intro:
      "Alguien acaba de intentar crear una nueva cuenta de {company} con esta dirección de correo electrónico. Usted ya tiene una cuenta, así que no se creó nada y nada cambió. Para entrar, inicie sesión aquí:",
    action: "Iniciar sesión",
    resetIntro: "¿Olvidó su contraseña? Elija una nueva aquí:",
    resetAction: "Restablecer la contraseña",
    outro: "Si no fue usted, ignore este correo: su cuenta y su contraseña siguen igual.",
  },
  adminSetup: {
    subject: "Configure su cuenta de administración de {company}",
    intro:
      "Alguien solicitó configurar la cuenta de administración de {company} para esta dirección. Para confirmarla y elegir la contraseña de la cuenta, abra este enlace:",
    action: "Configurar la cuenta de administración",
    outro:
      "Después vuelva a iniciar sesión en {adminUrl}. El enlace caduca en {expiry}. Si usted no lo solicitó, ignore este correo: nada cambia hasta que se use el enlace.",
  },
  technicianInvite: {
    subject: "Su acceso de técnico de {company}",
    intro:
      "{company} le dio un acceso de técnico con esta dirección de correo electrónico. Para empezar, elija su contraseña abriendo este enlace:",
    action: "Elegir mi contraseña",
    outro:
      "El enlace caduca en {expiry}; si ya caducó, pida uno nuevo a la oficina. Después inicie sesión en {signInUrl} con esta dirección de correo y su contraseña.",
  },
  appointmentRequested: {
    subject: "Recibimos su solicitud de cita",
    intro: "Gracias por solicitar una cita de {service} con {company}. Esto es lo que solicitó:",
    outro:
      "Su cita aún no está confirmada: la confirmaremos en breve y le enviaremos otro correo. Para una emergencia, llame al {emergencyPhone} a cualquier hora.",
    action: "Ver mis citas",
  },
  appointmentConfirmed: {
    subject: "Su cita está confirmada: {date}",
    intro: "Buenas noticias: su cita de {service} con {company} está confirmada.",
    outro:
      "Le esperamos. Si necesita cancelarla, hágalo con al menos {notice} de antelación en el portal de clientes o llámenos al {phone}.",
    action: "Ver mis citas",
  },
  appointmentRescheduled: {
    subject: "Su cita cambió: {date}",
    intro: "Su cita de {service} con {company} tiene un nuevo horario o técnico. Estos son los datos confirmados:",
    outro:
      "Si el nuevo horario no le conviene, llámenos al {phone}. Para cancelarla, hágalo con al menos {notice} de antelación en el portal de clientes.",
    action: "Ver mis citas",
  },
  appointmentCancelled: {
    subject: "Su cita fue cancelada",
    intro: "Su cita de {service} con {company} del {date} ha sido cancelada.",
    outro: "Si no lo esperaba, o desea una nueva cita, llámenos al {phone} o solicítela en el portal de clientes.",
    action: "Solicitar una nueva cita",
  },
  appointmentCompleted: {
    subject: "Su visita de {service} está completada",
    intro: "Gracias por elegir a {company}. Su cita de {service} del {date} está completada.",
    outro:
      "El registro del servicio aparecerá en el Historial de servicios del portal de clientes. ¿Tiene preguntas sobre la visita? Llámenos al {phone}.",
    action: "Ver mis citas",
  },
  appointmentOnMyWay: {
    subject: "Su técnico va en camino",
    intro: "{technician}, de {company}, va en camino ahora para su visita de {service} ({date}).",
    outro: "Por favor asegúrese de que alguien pueda abrirle. ¿Preguntas? Llámenos al {phone}.",
    action: "Ver mis citas",
  },
  newsletterWelcome: {
    subject: "Bienvenido al boletín de {company}",
    intro:
      "Gracias por suscribirse al boletín de {company}. Recibirá recordatorios de mantenimiento de temporada, consejos para ahorrar energía y nuestras ofertas especiales.",
    outro:
      "Este correo confirma su suscripción. Si usted no se suscribió, o ya no desea recibir estos correos, puede darse de baja en cualquier momento con el enlace de abajo.",
    unsubscribe: "Darme de baja",
  },
  newLead: {
    subject: "Nuevo cliente potencial: {name}",
    intro: "Llegó un nuevo cliente potencial desde el sitio web ({source}).",
    outro: "El cliente potencial está en la oficina administrativa, en Clientes potenciales y registros.",
  },
  contactMessage: {
    subject: "Nuevo mensaje de contacto de {name}",
    intro: "Alguien envió un mensaje desde la página de contacto.",
    outro: "El mensaje también está en la oficina administrativa, en Clientes potenciales y registros.",
  },
  appointmentChangedByCustomer: {
    subject: "Cita modificada por el cliente: {service} para {name}",
    intro: "Un cliente modificó su cita en el portal de clientes. Estos son los nuevos datos:",
    confirmationWithdrawn:
      "Estaba confirmada antes del cambio y cambiaron su fecha o su duración, por lo que volvió a estar programada: confírmela de nuevo.",
    confirmationKept: "Sigue confirmada: su fecha y su duración no cambiaron.",
    outro: "Confírmela o cámbiela de fecha en la oficina administrativa, en Citas.",
  },
  appointmentCancelledByCustomer: {
    subject: "Cita cancelada por el cliente: {service} para {name}",
    intro:
      "Un cliente canceló su propia cita en el portal de clientes. La solicitud de servicio vinculada también se canceló.",
    outro: "No hace falta nada más, salvo que desee hacer un seguimiento con el cliente.",
  },
  appointmentRequest: {
    subject: "Nueva solicitud de cita: {service} para {name}",
    intro: "Un cliente solicitó una cita en el portal de clientes.",
    outro: "Confírmela o cámbiela de fecha en la oficina administrativa, en Citas.",
  },
  reviewRequest: {
    subject: "¿Qué tal fue su visita con {company}?",
    intro: "Gracias por elegir a {company} para su visita de {service}. ¿Contaría a otros qué tal le fue?",
    reviewAction: "Escribir una reseña",
    ownerIntro: "¿Hay algo que debamos saber antes? También puede escribir al dueño en privado:",
    ownerAction: "Escribir al dueño",
  },
  reviewReminder: {
    subject: "Un último aviso de {company}: ¿qué tal fue su visita?",
    intro:
      "Hace unos días {company} hizo su visita de {service}. Si tiene un minuto, ¿contaría a otros qué tal le fue?",
    reviewAction: "Escribir una reseña",
    ownerIntro: "O escriba al dueño en privado:",
    ownerAction: "Escribir al dueño",
  },
  invoiceSent: {
    subject: "Factura {number} de {company}",
    intro: "Gracias por elegir a {company}. Esta es la factura {number} de su servicio reciente.",
    discount: "Descuento de miembro del plan {percent}%",
    total: "Total",
    paid: "Ya pagado",
    balance: "Importe a pagar",
    dueDate: "Fecha de vencimiento",
    action: "Ver y pagar esta factura",
    outro: "¿Preguntas sobre esta factura? Llámenos al {phone}.",
  },
  invoiceOverdue: {
    subject: "La factura {number} de {company} está vencida",
    intro: "Le recordamos que la factura {number} de {company} ya venció y aún tiene un importe por pagar.",
    balance: "Importe a pagar",
    dueDate: "Vencía el",
    action: "Ver y pagar",
    outro: "¿Ya pagó o tiene preguntas sobre esta factura? Llámenos al {phone}.",
  },
  quoteSent: {
    subject: "Su cotización {number} de {company}",
    intro:
      "Gracias por pedir a {company} una cotización para {title}. Compare las opciones, elija una y fírmela en línea:",
    validUntil: "Válida hasta",
    action: "Comparar y firmar la cotización",
    outro: "¿Preguntas sobre esta cotización? Llámenos al {phone}.",
  },
  quoteSigned: {
    subject: "Cotización {number} firmada: gracias de parte de {company}",
    intro: "Usted firmó la cotización {number} de {company}. Adjuntamos su copia firmada.",
    option: "Opción elegida",
    total: "Total",
    deposit: "Depósito",
    signedAt: "Firmada",
    action: "Abrir su cotización",
    outro: "¿Preguntas? Llámenos al {phone}.",
  },
  invoiceReceipt: {
    subject: "Pago recibido: gracias de parte de {company}",
    intro: "Recibimos su pago en línea de {amount} el {date}. ¡Gracias!",
    invoiceLine: "Factura {number}",
    total: "Total pagado",
    action: "Ver sus facturas",
    outro: "Conserve este correo como su recibo. ¿Preguntas? Llámenos al {phone}.",
  },
  planVisitOffer: {
    subject: "Le toca su visita de {plan}: elija una hora",
    intro:
      "Se acerca la visita de mantenimiento de su plan {plan} con {company}. Le reservamos estas franjas de llegada: elija la que le convenga y confírmela en la página que se abre.",
    outro: "¿No le conviene ninguna? Abra cualquiera para ver otras horas disponibles, o llámenos al {phone}.",
  },
  planVisitReminder: {
    subject: "Recordatorio: su visita de {plan} aún está por reservar",
    intro:
      "La visita de mantenimiento de su plan {plan} con {company} aún está por reservar. Estas franjas de llegada siguen disponibles: elija una y confírmela en la página que se abre.",
    outro: "¿No le conviene ninguna? Abra cualquiera para ver otras horas disponibles, o llámenos al {phone}.",
  },
  planRenewalNotice: {
    subject: "El año de su plan {plan} se renueva el {date}",
    intro: "Su plan {plan} con {company} empieza su próximo año el {date}. Esto es lo que incluye ese año:",
    visits: "Visitas de mantenimiento",
    visitsValue: "{count} en el año del plan",
    price: "Precio",
    priceValue: "{price} al mes, con cobro mensual",
    discount: "Descuento en reparaciones",
    discountValue: "{percent}% de descuento en reparaciones",
    renews:
      "No tiene que hacer nada para mantenerlo: el plan se renueva solo. Su plan y sus pagos están en Planes de Servicio, en su cuenta de cliente.",
    action: "Abrir Planes de Servicio",
    termsAction: "Leer los Términos de Servicio",
    outro: "¿Preguntas? Llámenos al {phone}.",
  },
  basicNextVisit: {
    subject: "Es hora de su próxima visita {plan}",
    intro:
      "Pronto hará un año de su visita de mantenimiento {plan} con {company}. Una revisión al año mantiene su equipo eficiente y encuentra los problemas pequeños antes de que crezcan.",
    price:
      "La próxima visita cuesta {price}, en un solo pago. Puede reservarla desde Planes de Servicio, en su cuenta de cliente.",
    action: "Reservar la próxima visita",
    outro: "¿Preguntas? Llámenos al {phone}.",
  },
  ownerFeedback: {
    subject: "Comentario privado de {name} tras su visita",
    intro: "Un cliente escribió al dueño desde el enlace privado de su solicitud de reseña, sobre esta visita:",
    outro: "También está en la oficina administrativa como mensaje de contacto, en Clientes potenciales y registros.",
  },
} satisfies MailCopy;
