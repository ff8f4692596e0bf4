import type { Messages } from "../catalog";

/** Spanish messages: admin.rewardClaims. */
export const adminRewardClaims = {
  metaTitle: "Canjes de recompensas | Portal de administración",
  title: "Canjes de recompensas",
  intro:
    "Recompensas que los clientes canjearon en su portal. Entregue la recompensa y marque el canje como cumplido: el cliente lo verá en el portal.",
  filters: {
    label: "Filtrar canjes por estado",
    requested: "Solicitados",
    fulfilled: "Cumplidos",
    all: "Todos",
  },
  countOne: "1 canje",
  countMany: "{count} canjes",
  table: {
    caption: "Canjes de recompensas, los más recientes primero",
    customer: "Cliente",
    reward: "Recompensa",
    points: "Puntos",
    year: "Año del canje",
    claimed: "Canjeado",
    status: "Estado",
    fulfilled: "Cumplido",
    actions: "Acciones",
    fulfilledBy: "por {name}",
    formerStaff: "un antiguo miembro del personal",
    notYet: "—",
    pointsValue: "{points} pts",
  },
  statuses: { requested: "Solicitado", fulfilled: "Cumplido" },
  markFulfilled: "Marcar cumplido",
  markFulfilledLabel: "Marcar como cumplido el canje de {reward} de {name}",
  marking: "Marcando...",
  empty: {
    requested: "No hay canjes de recompensas pendientes",
    fulfilled: "Todavía no se ha cumplido ningún canje",
    all: "Todavía no hay canjes de recompensas",
  },
  emptyHint: "Los canjes aparecen aquí cuando los clientes usan sus puntos en el portal.",
  pagination: {
    label: "Páginas",
    previous: "Anterior",
    next: "Siguiente",
    pageOf: "Página {page} de {pages}",
  },
  toasts: {
    fulfilledTitle: "Canje cumplido",
    fulfilled: "{reward} para {name} está marcado como cumplido.",
    alreadyTitle: "Ya cumplido",
    already: "Este canje de recompensa ya se había cumplido.",
    failedTitle: "Error",
    failed: "No se pudo actualizar el canje. Inténtelo de nuevo.",
  },
  loadErrorTitle: "Error",
  loadError: "No se pudieron cargar los canjes de recompensas",
} satisfies Messages["admin"]["rewardClaims"];
