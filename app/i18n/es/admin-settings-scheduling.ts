import type { Messages } from "../catalog";

/** Spanish messages: admin.settings' Scheduling tab (issue 34), spread into admin-settings.ts. */
export const adminSettingsScheduling = {
  sections: {
    windows: {
      title: "Franjas de llegada",
      description:
        "Las franjas que clientes y visitantes reservan, para cada día de la semana. El técnico llega dentro de la franja. Cada franja debe caer dentro del horario de atención de ese día (Servicio); un día sin franjas no admite reservas en línea.",
    },
    durations: {
      title: "Duración de las visitas",
      description:
        "Cuánto tiempo ocupa al técnico una visita de cada tipo de servicio, desde el inicio de la franja. Una visita puede terminar después de su franja.",
    },
    rules: {
      title: "Reglas de reserva",
      description: "Con cuánta antelación reservan los clientes y los cupos guardados para emergencias.",
    },
    zones: {
      title: "Zonas de reserva",
      description:
        "Los códigos postales de cada zona. Un código postal que no está en ninguna zona queda fuera del área: se le pide al visitante que llame. Un código postal puede estar en varias zonas.",
    },
  },
  weekdays: {
    sunday: "Domingo",
    monday: "Lunes",
    tuesday: "Martes",
    wednesday: "Miércoles",
    thursday: "Jueves",
    friday: "Viernes",
    saturday: "Sábado",
  },
  start: "Inicio",
  end: "Fin",
  windowPart: "{day}, franja {number}: {part}",
  newWindowPart: "{day}, franja nueva: {part}",
  noWindows: "Sin reservas en línea",
  addWindow: "Añadir una franja",
  addWindowOn: "Añadir una franja el {day}",
  remove: "Quitar",
  removeWindow: "Quitar la franja {number} del {day}",
  windowsHint: "Para añadir una franja, complete la fila vacía. Para quitarla, borre sus dos horas.",
  serviceTypes: {
    "AC Repair": "Reparación de aire acondicionado",
    "Heating Repair": "Reparación de calefacción",
    Installation: "Instalación",
    Maintenance: "Mantenimiento",
    "Emergency Service": "Servicio de emergencia",
    Consultation: "Consulta",
  },
  durationLabel: "{type} (minutos)",
  durationHint: "Minutos enteros, de {min} a {max}.",
  travelBufferMinutes: "Margen de traslado (minutos)",
  travelBufferHint: "Se suma después de cada visita para llegar a la siguiente, de 0 a {max}.",
  leadTimeHours: "Antelación para reservar en línea (horas)",
  leadTimeHint:
    "Los clientes reservan al menos con esta antelación al inicio de la franja: como mínimo {min} horas, como máximo {max}.",
  emergencyLeadTimeHours: "Antelación del servicio de emergencia (horas)",
  emergencyLeadTimeHint: "El servicio de emergencia no sigue la antelación anterior sino esta, de 0 a {max}.",
  memberLeadTimeHours: "Antelación de los miembros de un plan (horas)",
  memberLeadTimeHint:
    "Programación prioritaria: los miembros de Premium Care, Commercial Plus y (durante un año) Basic reservan con esta antelación, de 0 hasta la antelación anterior.",
  horizonDays: "Horizonte de reserva (días)",
  horizonHint: "Con cuántos días de anticipación se ofrecen franjas, de {min} a {max}.",
  emergencyReservePercent: "Reserva para emergencias (%)",
  emergencyReserveHint:
    "La parte de los técnicos de cada franja guardada para el servicio de emergencia y el personal, de 0 a 100.",
  emergencyReserveReleaseHours: "Liberación de la reserva (horas antes de la franja)",
  emergencyReserveReleaseHint:
    "Desde esta cantidad de horas antes del inicio de la franja, su reserva queda abierta a todas las reservas, de 0 a {max}.",
  zoneName: "Nombre",
  zoneNameOf: "Nombre de la zona {zone}",
  zipCodes: "Códigos postales",
  zipCodesOf: "Códigos postales de {zone}",
  newZone: "Zona nueva",
  zipCodesHint: "Códigos postales de cinco dígitos separados por espacios, comas o saltos de línea.",
  zipCodesCount: "{count} códigos postales",
  addZone: "Añadir una zona",
  removeZone: "Quitar la zona {zone}",
  zoneRemoved: "{zone} se quitará al guardar.",
  keepZone: "Conservarla",
  areasWithoutZone:
    "Áreas de servicio sin una zona con su nombre (nadie allí puede reservar en línea todavía): {areas}.",
  zonesHint:
    "Para añadir una zona, complete la fila vacía del final. Para quitar una, borre su nombre y sus códigos postales.",
} satisfies Messages["admin"]["settings"]["scheduling"];

/** The Scheduling tab's field messages, spread into admin.settings.validation. */
export const schedulingValidation = {
  windowEndBeforeStart: "El fin debe ser posterior al inicio",
  windowsOverlap: "Esta franja se superpone con otra del mismo día",
  windowOutsideHours: "Cada franja debe caer dentro del horario de atención de ese día (Servicio)",
  windowOnClosedDay: "Este día está cerrado en el horario de atención (Servicio), así que no puede tener franjas",
  windowsTooMany: "Indique como máximo {max} franjas por día",
  durationInvalid: "Indique minutos enteros de {min} a {max}",
  travelBufferInvalid: "Indique minutos enteros de 0 a {max}",
  leadTimeInvalid:
    "Indique horas enteras de {min} a {max}: las reservas en línea necesitan al menos {min} horas de antelación",
  emergencyLeadTimeInvalid: "Indique horas enteras de 0 a {max}",
  memberLeadTimeInvalid: "Indique horas enteras de 0 hasta la antelación para reservar en línea",
  horizonInvalid: "Indique días enteros de {min} a {max}",
  reservePercentInvalid: "Indique un porcentaje entero de 0 a {max}",
  reserveReleaseInvalid: "Indique horas enteras de 0 a {max}",
  zipCodesRequired: "Indique al menos un código postal, o borre también el nombre para quitar la zona",
  zipCodesInvalid: "Estos no son códigos postales de cinco dígitos: {codes}",
  zoneNameTaken: "Otra zona ya tiene este nombre",
  zonesTooMany: "Indique como máximo {max} zonas",
} satisfies Partial<Messages["admin"]["settings"]["validation"]>;
