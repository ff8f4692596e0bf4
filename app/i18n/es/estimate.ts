import type { Messages } from "../catalog";

/** Mensajes en español: estimate (el formulario de presupuesto gratis de la página de inicio). */
export const estimate = {
  eyebrow: "Presupuesto gratis",
  heading: "Pida su presupuesto gratis",
  intro:
    "Díganos dónde está y qué necesita. Le llamaremos en menos de 24 horas para programar su presupuesto gratis y sin compromiso.",
  formHeading: "Sus datos",
  requiredNote: "Los campos marcados con * son obligatorios.",
  fields: {
    name: "Nombre",
    address: "Dirección",
    zipCode: "Código postal",
    phone: "Teléfono",
    email: "Correo electrónico",
    emailHint: "Opcional: para poder responderle también por correo.",
    note: "Nota",
    noteHint: "Opcional: el problema, el tipo de equipo, la mejor hora para llamarle.",
  },
  submit: "PEDIR PRESUPUESTO GRATIS",
  submitting: "Enviando...",
  promise: "Le contactaremos en menos de 24 horas.",
  sent: {
    heading: "¡Solicitud de presupuesto enviada!",
    steps: [
      "Le contactaremos en menos de 24 horas para programar su presupuesto gratis.",
      "El presupuesto es gratis y sin compromiso.",
    ],
    another: "Pedir otro presupuesto",
  },
  panel: {
    heading: "¿Prefiere hablar con nosotros?",
    phoneLabel: "Llámenos",
    emailLabel: "Escríbanos",
    emailPromise: "Respondemos los correos en menos de 2 horas.",
    areaLabel: "Zona de servicio",
  },
  validation: {
    nameRequired: { title: "Falta el nombre", description: "Por favor, escriba su nombre" },
    addressRequired: { title: "Falta la dirección", description: "Por favor, escriba su dirección" },
    zipCodeRequired: { title: "Falta el código postal", description: "Por favor, escriba su código postal" },
    zipCodeInvalid: {
      title: "Código postal no válido",
      description: "Escriba un código postal de 5 dígitos, como 33101 o 33101-1234",
    },
    phoneRequired: { title: "Teléfono obligatorio", description: "Por favor, introduzca su número de teléfono" },
    phoneInvalid: { title: "Teléfono no válido", description: "Escriba un teléfono válido, como (305) 555-0123" },
    phoneTooLong: { title: "Teléfono demasiado largo", description: "Use como máximo {max} caracteres" },
    emailInvalid: { title: "Correo no válido", description: "Escriba un correo electrónico válido" },
    emailTooLong: { title: "Correo demasiado largo", description: "Use como máximo {max} caracteres" },
    nameTooLong: { title: "Nombre demasiado largo", description: "Use como máximo {max} caracteres" },
    addressTooLong: { title: "Dirección demasiado larga", description: "Use como máximo {max} caracteres" },
    noteTooLong: { title: "Nota demasiado larga", description: "Use como máximo {max} caracteres" },
    nameNotAllowed: {
      title: "Nombre no aceptado",
      description: "Su nombre contiene caracteres que no están permitidos",
    },
    addressNotAllowed: {
      title: "Dirección no aceptada",
      description: "Su dirección contiene caracteres que no están permitidos",
    },
    noteNotAllowed: { title: "Nota no aceptada", description: "Su nota contiene caracteres que no están permitidos" },
  },
  toasts: {
    submitted: "¡Solicitud de presupuesto enviada!",
    submittedDescription: "Le contactaremos en menos de 24 horas para programar su presupuesto gratis",
    failed: "No se pudo enviar",
    failedDescription: "No pudimos guardar su solicitud. Por favor, inténtelo de nuevo.",
    failedCallLine: "Vuelva a intentarlo o llámenos al {phone}.",
    tooManyAttempts: "Demasiadas solicitudes desde su conexión. Espere unos minutos o llámenos al {phone}.",
    tooLarge: "El texto es más largo de lo que admite el formulario. Acorte la nota y vuelva a intentarlo.",
  },
} satisfies Messages["estimate"];
