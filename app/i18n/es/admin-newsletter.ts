import type { Messages } from "../catalog";

/** Spanish messages: admin.newsletter. */
export const adminNewsletter = {
  metaTitle: "Boletín | Portal de administración",
  title: "Suscriptores del boletín",
  intro:
    "Todas las personas que se suscribieron desde el pie de página o la página de contacto, de la más reciente a la más antigua.",
  exportCsv: "Exportar CSV",
  searchLabel: "Buscar suscriptores",
  search: "Buscar",
  searchPlaceholder: "Correo electrónico o nombre",
  apply: "Buscar",
  clear: "Borrar",
  pageSize: "Por página",
  countOne: "1 suscriptor",
  countMany: "{count} suscriptores",
  caption: "Suscriptores del boletín",
  email: "Correo electrónico",
  name: "Nombre",
  source: "Origen",
  subscribedAt: "Suscrito",
  noName: "—",
  sources: {
    footer: "Pie de página",
    contact_page: "Página de contacto",
  },
  empty: "No se encontraron suscriptores",
  emptyHint: "Aquí aparecen los visitantes que se suscriben desde el pie de página o la página de contacto.",
  pagination: {
    label: "Páginas",
    previous: "Anterior",
    next: "Siguiente",
    pageOf: "Página {page} de {pages}",
  },
  loadErrorTitle: "Error",
  loadError: "No se pudieron cargar los suscriptores del boletín",
} satisfies Messages["admin"]["newsletter"];
