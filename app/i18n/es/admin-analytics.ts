import type { Messages } from "../catalog";

/** Spanish messages: admin.analytics. */
export const adminAnalytics = {
  metaTitle: "Analíticas e informes | Portal de administración",
  title: "Analíticas e informes",
  intro:
    "Las visitas al sitio web público, contadas por el propio sitio sin cookies ni rastreadores de terceros, y los últimos mensajes de la página de contacto.",
  loadFailed: "No se pudieron cargar los datos de analíticas",
  contactSubmissionsLoadFailed: "No se pudieron cargar los mensajes de contacto",
  noContactSubmissions: "No se encontraron mensajes de contacto",
  showingContactSubmissions: "Mostrando {shown} de {total} mensajes",
  refreshFailed:
    "No se pudieron actualizar las cifras de hoy en este momento; se muestran las últimas cifras guardadas.",
  empty: {
    title: "Aún no hay analíticas",
    body: "Las cifras aparecerán aquí cuando el sitio web público reciba visitas. El propio sitio cuenta las visitas, sin cookies; no se cuentan los visitantes que piden no ser rastreados ni los robots de los buscadores.",
  },
  cards: {
    heading: "Último día",
    dayOf: "Cifras del {date}",
    live: "En vivo · hoy",
    liveHint: "Las cifras de hoy siguen creciendo a lo largo del día.",
    visitors: "Visitantes",
    pageViews: "Páginas vistas",
    viewsPerVisit: "Páginas por visita",
    sessionDuration: "Duración media de la sesión",
    bounceRate: "Tasa de rebote",
    serviceRequests: "Solicitudes de servicio",
    serviceRequestsHint: "Contactos de todos los formularios más las solicitudes de cita de ese día",
    previousDay: "{date}: {value}",
    durationMinutes: "{minutes} min {seconds} s",
    durationSeconds: "{seconds} s",
  },
  monthly: {
    visitors: "Visitantes por mes",
    pageViews: "Páginas vistas por mes",
    period: "Últimos 6 meses, incluido lo que va de este mes",
  },
  top: {
    pages: "Páginas más vistas",
    referrers: "Sitios de procedencia",
    period: "Últimos 30 días · visitantes sumados por día",
    page: "Página",
    referrer: "Sitio de procedencia",
    pageViews: "Páginas vistas",
    visitors: "Visitantes",
    noPages: "Aún no hay desglose por página de los últimos 30 días.",
    noReferrers: "No hay sitios de procedencia registrados en los últimos 30 días.",
  },
  submissions: {
    heading: "Mensajes de contacto recientes",
    intro:
      "Mensajes enviados desde la página de contacto, del más reciente al más antiguo. Abra uno para leerlo completo y atender el contacto.",
    caption: "Mensajes de contacto recientes",
    name: "Nombre",
    contact: "Contacto",
    date: "Fecha",
    message: "Mensaje",
    status: "Estado",
    noPhone: "Sin teléfono",
    noMessage: "Sin mensaje",
    open: "Abrir",
    openLabel: "Abrir el mensaje de {name}",
    allLeads: "Todos los contactos del formulario",
  },
} satisfies Messages["admin"]["analytics"];
