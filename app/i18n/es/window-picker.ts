import type { Messages } from "../catalog";

/** Spanish messages: the booking window picker (see the English file). */
export const windowPicker = {
  legend: "Fecha y hora preferidas",
  hint: "Franjas de llegada: el técnico llega dentro de la franja que elija (hora de Miami).",
  dayGroup: "Franjas libres el {day}",
  full: "Completo",
  fullDay: "Todas las franjas del {day} están ocupadas",
  taken: "Ocupada",
  none: "No hay franjas libres en estas fechas.",
  chooseServiceFirst: "Elija un tipo de servicio para ver las franjas libres.",
  earlier: "Fechas anteriores",
  more: "Más fechas",
  lastDate: "Reservamos hasta el {date}.",
} satisfies Messages["portal"]["appointments"]["picker"];
