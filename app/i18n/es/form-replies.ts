import type { Messages } from "../catalog";

/** Spanish messages: formReplies (see the English file). */
export const formReplies = {
  invalidTitle: "Revise el formulario",
  invalidField: "Revise este campo",
  conflictTitle: "Esto cambió mientras tanto",
  conflict: "Otra persona lo cambió desde que abrió la página. Vuelva a cargarla e inténtelo de nuevo.",
  tooLargeTitle: "El formulario es demasiado grande",
  tooLarge: "Envíe menos texto o un archivo más pequeño.",
  rateLimitedTitle: "Demasiados intentos",
  rateLimited: "Espere unos minutos e inténtelo de nuevo.",
  unavailableTitle: "No disponible por un momento",
  unavailable: "No pudimos guardarlo ahora. No se perdió nada: inténtelo de nuevo en un minuto.",
  failedTitle: "Algo salió mal",
  failed: "Ocurrió un error inesperado. Inténtelo de nuevo.",
} satisfies Messages["formReplies"];
