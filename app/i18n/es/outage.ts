import type { Messages } from "../catalog";

/** Mensajes en español: outage (lo que responde el servidor, sin React, mientras su base de datos no está; ADR 027). */
export const outage = {
  title: "Volvemos enseguida",
  body: "Nuestro sitio web no está disponible por unos instantes mientras se vuelve a conectar a su base de datos. Si estaba enviando un formulario, no se recibió: vuelva a enviarlo en un minuto.",
  tryAgain: "Intentar de nuevo",
  api: "El servicio no está disponible por unos instantes. Intente de nuevo en un minuto.",
} satisfies Messages["outage"];
