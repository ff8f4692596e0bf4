import type { Messages } from "../catalog";

/** Spanish messages: admin.planVisits. */
export const adminPlanVisits = {
  metaTitle: "Visitas de plan | Portal de administración",
  title: "Visitas de plan",
  intro:
    "Las visitas que deben los planes de mantenimiento: lo pendiente, lo que los clientes reservaron y a quién llamar. Las fechas son del calendario de Miami.",
  figures: {
    heading: "Cifras de visitas de plan",
    dueNotBooked: "Pendientes este mes, sin reservar",
    dueNotBookedHint: "Meta: 0",
    members: "Miembros de planes",
    recurringRevenue: "Ingreso recurrente mensual",
  },
  months: {
    heading: "Visitas por mes",
    caption: "Visitas de plan por mes de vencimiento y estado",
    month: "Mes de vencimiento",
    total: "Total",
    thisMonth: "este mes",
  },
  statuses: {
    due: "Pendiente",
    offered: "Ofrecida",
    booked: "Reservada",
    done: "Hecha",
    overdue: "Atrasada",
    follow_up: "Llamar",
  },
  followUps: {
    heading: "Lista de seguimiento",
    intro:
      "Clientes que no eligieron un horario, o cuya visita pasó de su plazo. Llámelos y reserve una franja horaria.",
    caption: "Visitas de plan por seguir, la más antigua primero",
    customer: "Cliente",
    phone: "Teléfono",
    plan: "Plan",
    due: "Vence",
    status: "Estado",
    offered: "Ofrecida",
    notOffered: "Sin ofrecer",
    noPhone: "—",
    empty: "Nadie a quien llamar: todas las visitas de plan van bien.",
    emptyHint: "Las visitas aparecen aquí cuando un cliente no responde a la oferta en 14 días.",
  },
  plans: {
    heading: "Miembros por plan",
    caption: "Miembros e ingreso recurrente mensual por plan",
    plan: "Plan",
    price: "Precio",
    members: "Miembros",
    revenue: "Ingreso recurrente mensual",
    perMonth: "{price}/mes",
    oneTime: "{price} una vez",
    notRecurring: "No recurrente",
    total: "Total",
  },
  loadErrorTitle: "Error",
  loadError: "No se pudieron cargar las visitas de plan",
} satisfies Messages["admin"]["planVisits"];
