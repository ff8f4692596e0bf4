import type { Messages } from "../catalog";

/** Spanish messages: the customer portal's subscription screen, titled Planes de Servicio (nested under `portal.subscription`). */
export const portalSubscription = {
  metaTitle: "Planes de Servicio | Portal del Cliente",
  title: "Planes de Servicio",
  intro: "Su plan de mantenimiento, la facturación y sus pedidos recientes.",
  introNotSubscribed:
    "El mantenimiento regular mantiene su sistema funcionando de forma eficiente. Elija el plan que mejor se adapte a su hogar o negocio.",
  active: {
    heading: "Su Plan",
    badge: "Activo",
    perMonth: "/mes",
    perVisit: "por visita",
    nextBilling: "Próxima fecha de facturación",
    endsOn: "El plan termina el",
    notRenewing: "Su plan no se renovará. Conserva sus beneficios hasta ese día.",
    benefits: "Beneficios del plan",
  },
  inForce: {
    heading: "Sus beneficios",
    repairDiscount: "Su descuento en reparaciones: {percent}%",
    priorityScheduling: "Programación prioritaria: reserve con {hours} horas de antelación",
    until: "hasta el {date}",
    emergencyReserve:
      "Servicio de emergencia prioritario: sus reparaciones pueden tomar los lugares guardados para emergencias",
  },
  manageSubscription: "Administrar Suscripción",
  manageBilling: "Administrar Facturación",
  opensInNewTab: "(se abre en una pestaña nueva)",
  refresh: "Actualizar",
  refreshing: "Actualizando...",
  refreshLabel: "Actualizar el estado de la suscripción",
  oneTime: {
    heading: "¿Necesita una visita adicional?",
    body: "Reserve una visita única de Mantenimiento Básico cuando quiera.",
  },
  orders: {
    heading: "Pedidos Recientes",
    none: "Todavía no hay pedidos.",
    columns: { date: "Fecha", item: "Artículo", amount: "Importe", status: "Estado" },
    statuses: { paid: "Pagado", pending: "Pendiente", failed: "Fallido" },
  },
  cancelNotice:
    "Los planes se pueden cancelar con {days} días de aviso por escrito; los años parciales no se reembolsan. Consulte nuestros",
  termsLink: "Términos de Servicio",
  choose: {
    heading: "Elija un Plan de Servicio",
  },
  cards: {
    mostPopular: "Más Popular",
    perMonth: "/mes",
    perVisit: "por visita",
    oneTime: "Pago único",
    monthly: "Facturación mensual",
    subscribe: "Suscribirse",
    scheduleVisit: "Programar Visita",
    subscribeLabel: "Suscribirse a {plan}",
    scheduleVisitLabel: "Programar Visita: {plan}",
    processing: "Procesando...",
  },
  why: {
    heading: "¿Por Qué Elegir un Plan de Servicio?",
    points: [
      {
        title: "Ahorre Dinero",
        body: "El mantenimiento regular evita averías costosas, y los miembros obtienen descuentos en reparaciones.",
      },
      {
        title: "Servicio Prioritario",
        body: "Los miembros del plan pasan al frente de la fila, incluso en las semanas más ocupadas del verano.",
      },
      {
        title: "Tranquilidad",
        body: "Técnicos con licencia inspeccionan su sistema según lo previsto, así que las sorpresas son raras.",
      },
      {
        title: "Ahorro de Energía",
        body: "Un sistema limpio y ajustado consume menos electricidad y reduce sus facturas.",
      },
    ],
  },
  loadErrorTitle: "Error",
  loadError: "No se pudieron cargar los datos de la suscripción",
} satisfies Messages["portal"]["subscription"];
