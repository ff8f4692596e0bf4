import type { Messages } from "../catalog";
import { portalAppointments } from "./portal-appointments";
import { portalHistory } from "./portal-history";
import { portalInvoices } from "./portal-invoices";
import { portalPassword } from "./portal-password";
import { portalPlanVisits } from "./portal-plan-visits";
import { portalProfile } from "./portal-profile";
import { portalSubscription } from "./portal-subscription";
import { portalRewards } from "./portal-rewards";

/** Spanish messages: portal (the customer portal shell and dashboard). */
export const portal = {
  shell: {
    title: "Portal del Cliente",
    skipToContent: "Saltar al contenido principal",
    sidebar: "Barra lateral del portal del cliente",
    navigation: "Portal del cliente",
    menu: "Menú del portal del cliente",
    openMenu: "Abrir menú",
    closeMenu: "Cerrar menú",
    toggleSidebar: "Mostrar u ocultar la barra lateral",
    signOut: "Cerrar sesión",
    accountFallbackName: "Cliente",
  },
  nav: {
    dashboard: "Panel",
    appointments: "Citas",
    history: "Historial de servicio",
    profile: "Perfil",
    subscription: "Suscripción",
    invoices: "Facturas",
    quotes: "Cotizaciones",
  },
  verifyBanner: {
    title: "Verifique su correo electrónico",
    body: "Enviamos un enlace de confirmación a {email}. Ábralo para confirmar que esta dirección es suya.",
    resend: "Reenviar el correo de verificación",
  },
  dashboard: {
    metaTitle: "Panel | Portal del Cliente",
    welcome: "¡Bienvenido(a), {name}!",
    fallbackName: "Cliente",
    intro: "Su cuenta de un vistazo.",
    nextService: "Próximo servicio",
    notScheduled: "Sin programar",
    currentBalance: "Saldo actual",
    servicePlan: "Plan de servicio",
    noPlan: "Ninguno",
    accountStatus: "Estado de la cuenta",
    emailVerified: "Correo electrónico verificado",
    emailNotVerified: "Correo electrónico aún sin verificar",
    statuses: { active: "Activa", inactive: "Inactiva", suspended: "Suspendida" },
    loadErrorTitle: "Error",
    loadError: "No se pudieron cargar los datos del panel",
    nextVisitAt: "{date} a las {time}",
    nextServiceKinds: {
      scheduled: "Visita programada",
      confirmed: "Visita confirmada",
      due: "Le toca el servicio; no hay visita reservada",
    },
    quickActions: {
      title: "Acciones rápidas",
      requestAppointment: "Solicitar cita",
      viewHistory: "Ver historial",
      emergency: "Emergencias: {phone}",
      emergencyLabel: "Llame a nuestra línea de emergencias, {phone}",
      manageBilling: "Administrar facturación",
      opensInNewTab: "(se abre en una pestaña nueva)",
    },
    upcoming: {
      title: "Próximas citas",
      empty: "No hay citas próximas",
      schedule: "Programar un servicio",
      duration: "{minutes} min",
      statuses: { scheduled: "Programada", confirmed: "Confirmada" },
    },
    recent: {
      title: "Servicios recientes",
      empty: "Aún no hay servicios",
      viewAll: "Ver todo el historial",
    },
  },
  checkout: {
    metaTitle: "Pago | Portal del Cliente",
    title: "Al pago",
    body: "Ya inició sesión. Le llevamos ahora al pago de {plan} ({price}).",
    continue: "Continuar al pago",
  },
  appointments: portalAppointments,
  history: portalHistory,
  invoices: portalInvoices,
  profile: portalProfile,
  password: portalPassword,
  subscription: portalSubscription,
  rewards: portalRewards,
  planVisits: portalPlanVisits,
} satisfies Messages["portal"];
