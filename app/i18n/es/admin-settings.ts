import type { Messages } from "../catalog";
import { adminSettingsMessaging, messagingValidation } from "./admin-settings-messaging";
import { adminSettingsScheduling, schedulingValidation } from "./admin-settings-scheduling";

/** Spanish messages: admin.settings. */
export const adminSettings = {
  metaTitle: "Configuración | Portal de administración",
  title: "Configuración",
  intro:
    "Los datos de la empresa tal como los muestran el sitio web, los correos y los buscadores. Al guardar, cambian en todas las páginas al instante.",
  lastSaved: "Guardado por última vez: {date}",
  tabsLabel: "Secciones de la configuración",
  tabs: {
    company: "Datos de la empresa",
    service: "Servicio",
    notifications: "Notificaciones",
    scheduling: "Agenda",
    messaging: "Mensajes",
  },
  tabErrors: "{count} por corregir",
  save: "Guardar configuración",
  saving: "Guardando...",
  requiredMark: "obligatorio",
  sections: {
    company: {
      title: "Datos de la empresa",
      description: "Nombre, datos de contacto y credenciales que aparecen en todas las páginas y correos.",
    },
    social: {
      title: "Redes sociales",
      description:
        "Enlazadas desde el pie de página y comunicadas a los buscadores. Deje un campo vacío para ocultar ese enlace.",
    },
    access: {
      title: "Acceso al panel",
      description:
        "El correo de administración designado: quien verifique esta dirección tiene acceso completo al panel.",
    },
    hours: {
      title: "Horario de atención",
      description:
        "El horario habitual, que se muestra en el sitio y sirve para comprobar las horas de cita solicitadas.",
    },
    area: {
      title: "Zona de servicio y precios",
      description: "Dónde trabaja la empresa y cuánto cuesta una visita de servicio.",
    },
    notifications: {
      title: "Notificaciones",
      description: "Mensajes que recibe la empresa cuando un cliente se pone en contacto.",
    },
    appointments: {
      title: "Citas",
      description: "Cómo se tratan las nuevas solicitudes de cita del portal del cliente.",
    },
  },
  fields: {
    companyName: "Nombre de la empresa",
    email: "Correo de la empresa",
    emailHint: "Se muestra en el sitio; aquí llegan los nuevos contactos, mensajes y solicitudes.",
    mainPhone: "Teléfono principal",
    phoneHint: "Un número de EE. UU. de 10 dígitos, como (305) 555-0142.",
    emergencyPhone: "Teléfono de emergencias",
    address: "Dirección",
    addressHint: "Ciudad y estado, como Miami, FL. Una empresa que atiende a domicilio no necesita dirección de calle.",
    licenseNumber: "Número de licencia",
    foundedYear: "Año de fundación",
    foundedYearHint: "Las páginas calculan con él los años de experiencia ({years} años este año).",
    facebook: "Facebook",
    instagram: "Instagram",
    tiktok: "TikTok",
    youtube: "YouTube",
    socialHint: "Una dirección completa que empiece por https://",
    adminEmail: "Correo de administración designado",
    adminEmailHint: "Déjelo vacío para que solo haya administradores por rol.",
    adminEmailWarning:
      "Cambiar esta dirección cambia quién es administrador: la cuenta con la nueva dirección obtiene acceso completo al panel en cuanto esa dirección esté verificada (al instante si ya lo está), y la dirección anterior pierde el acceso que tenía por esta configuración.",
    adminEmailOwnAccess:
      "Usted es administrador gracias a esta dirección, así que no puede cambiarla. Pídaselo a otro administrador.",
    adminEmailConfirm: "Entiendo que la nueva dirección pasa a ser administradora",
    weekdays: "De lunes a viernes",
    saturday: "Sábado",
    sunday: "Domingo",
    closed: "Cerrado (solo servicio de emergencia)",
    opens: "Abre",
    closes: "Cierra",
    hoursOf: "{day}: {part}",
    emergencyLine24x7: "Línea de emergencia 24/7",
    emergencyLine24x7Hint: "Indicar en el sitio que el teléfono de emergencias atiende de día y de noche.",
    serviceAreas: "Zonas de servicio",
    serviceAreasHint: "Una zona por línea, como máximo {max}. Se quitan las líneas vacías y las repetidas.",
    serviceRadiusMiles: "Radio de servicio (millas)",
    serviceRadiusHint: "Millas enteras, de {min} a {max}.",
    quoteDepositPercent: "Depósito de las cotizaciones (%)",
    quoteDepositPercentHint:
      "La parte de la opción que el cliente elige en una cotización que paga como depósito al firmarla, de 0 a 100. Con 0 no se pide depósito.",
    serviceCallFee: "Tarifa de visita de servicio ($)",
    serviceCallFeeHint:
      "Dólares y centavos, hasta ${max}. Se descuenta de la reparación; se muestra en el sitio y en los términos.",
    emailNotifications: "Notificaciones por correo",
    emailNotificationsHint: "Enviar un mensaje a {email} por cada nuevo contacto, mensaje y solicitud de cita.",
    smsNotifications: "Notificaciones por SMS",
    autoConfirm: "Confirmar citas automáticamente",
    autoConfirmHint:
      "Si está activada, una reserva o un cambio a una franja de llegada libre se confirma al instante y se avisa al cliente. Si está desactivada, queda programada y espera a que el personal la confirme.",
  },
  validation: {
    required: "Este campo es obligatorio",
    tooLong: "Es demasiado largo",
    notAllowed: "Contiene caracteres no permitidos",
    phoneInvalid: "Escriba un teléfono de EE. UU. de 10 dígitos, como (305) 555-0142",
    emailInvalid: "Escriba un correo electrónico válido",
    foundedYearInvalid: "Escriba un año de 4 dígitos entre {min} y {max}",
    socialLinkInvalid: "Escriba una dirección completa que empiece por https://, o déjela vacía",
    socialLinkNotProfile:
      "Escriba la dirección de su propio perfil (por ejemplo https://www.instagram.com/suempresa), no la página principal de la red",
    timeInvalid: "Escriba una hora como 08:00",
    closesBeforeOpens: "La hora de cierre debe ser posterior a la de apertura",
    serviceAreasRequired: "Escriba al menos una zona de servicio",
    serviceAreasTooMany: "Escriba como máximo {max} zonas de servicio",
    serviceAreaTooLong: "Cada zona de servicio debe tener como máximo {max} caracteres",
    serviceRadiusInvalid: "Escriba millas enteras de {min} a {max}",
    serviceCallFeeInvalid: "Escriba un importe de $0.00 a ${max}",
    quoteDepositPercentInvalid: "Escriba un porcentaje entero de 0 a 100",
    adminEmailConfirmRequired: "Marque la casilla para confirmar el nuevo correo de administración",
    adminEmailOwnAccess: "No puede cambiar la dirección que le hace administrador",
    ...schedulingValidation,
    ...messagingValidation,
  },
  scheduling: adminSettingsScheduling,
  messaging: adminSettingsMessaging,
  toasts: {
    savedTitle: "Configuración guardada",
    saved: "Su configuración se actualizó correctamente.",
    failedTitle: "Error",
    failed: "No se pudo guardar la configuración. Inténtelo de nuevo.",
    validationTitle: "Revise la configuración",
    stale:
      "Otra persona guardó la configuración después de que usted abriera esta página. Recárguela para ver sus cambios y vuelva a hacer los suyos.",
  },
  reload: "Recargar configuración",
  loadErrorTitle: "Error",
  loadError: "No se pudo cargar la configuración",
} satisfies Messages["admin"]["settings"];
