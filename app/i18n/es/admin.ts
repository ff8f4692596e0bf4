import { adminCustomers } from "./admin-customers";
import { adminCustomerForm } from "./admin-customer-form";
import { adminCustomerDetail } from "./admin-customer-detail";
import { adminCustomerImport } from "./admin-customer-import";
import { adminServices } from "./admin-services";
import { adminNewsletter } from "./admin-newsletter";
import { adminCrmPanel } from "./admin-crm-panel";
import { adminLeads } from "./admin-leads";
import { adminAppointments } from "./admin-appointments";
import { adminSettings } from "./admin-settings";
import { adminWorkPhotos } from "./admin-work-photos";
import { adminRewardClaims } from "./admin-reward-claims";
import { adminAuditLog } from "./admin-audit-log";
import { adminAnalytics } from "./admin-analytics";
import { adminTeam } from "./admin-team";
import { adminSchedule } from "./admin-schedule";
import { adminPlanVisits } from "./admin-plan-visits";
import { adminInvoices } from "./admin-invoices";
import { adminPriceBook } from "./admin-price-book";
import { adminQuotes } from "./admin-quotes";
import { adminCustomerLink } from "./admin-customer-link";
import { adminRefunds } from "./admin-refunds";

import type { Messages } from "../catalog";

/** Spanish messages: admin (the back office shell and dashboard). */
export const admin = {
  shell: {
    title: "Portal de Administración",
    skipToContent: "Saltar al contenido principal",
    sidebar: "Barra lateral de administración",
    navigation: "Administración",
    menu: "Menú de administración",
    openMenu: "Abrir menú",
    closeMenu: "Cerrar menú",
    toggleSidebar: "Mostrar u ocultar la barra lateral",
    logout: "Cerrar sesión",
    staff: "Personal",
  },
  nav: {
    dashboard: "Panel",
    customers: "Clientes",
    leads: "Prospectos y registros",
    appointments: "Citas",
    services: "Historial de servicio",
    newsletter: "Boletín",
    rewardClaims: "Canjes de recompensas",
    team: "Equipo",
    schedule: "Tablero de despacho",
    planVisits: "Visitas de plan",
    invoices: "Facturas",
    quotes: "Cotizaciones",
    analytics: "Analítica",
    settings: "Configuración",
    auditLog: "Registro de auditoría",
    system: "Sistema",
    backToWebsite: "Volver al sitio web",
  },
  live: {
    connected: "En vivo",
    connectedHint: "Esta pantalla se actualiza sola cuando llega un cliente potencial, un registro o una solicitud.",
    reconnecting: "Reconectando…",
    reconnectingHint: "Se perdió la conexión en vivo; esta pantalla se actualizará cuando vuelva.",
  },
  navCounts: {
    leads: "{count} nuevos",
    appointments: "{count} pendientes",
    rewardClaims: "{count} solicitados",
  },
  dashboard: {
    metaTitle: "Panel | Portal de Administración",
    title: "Panel de administración",
    intro: "Las cifras de hoy de clientes, registros y prospectos.",
    statsHeading: "Cifras del negocio",
    totalCustomers: "Total de clientes",
    activeCustomers: "Clientes activos",
    outstandingBalance: "Saldo pendiente",
    dueForService: "Servicio pendiente (30 días)",
    newSignups: "Registros nuevos (30 días)",
    pendingLeads: "Prospectos pendientes",
    unavailable: "No disponible",
    actionsHeading: "Acciones rápidas",
    manageCustomers: "Gestionar clientes",
    manageCustomersBody: "Busque, vea, edite y exporte las fichas de clientes.",
    leads: "Prospectos y registros",
    leadsBody: "Revise los prospectos nuevos y los registros recientes.",
    addCustomer: "Agregar cliente nuevo",
    addCustomerBody: "Cree una ficha de cliente con su plan y su equipo.",
    bulkImport: "Importación masiva",
    bulkImportBody: "Suba un archivo CSV de clientes.",
  },
  customers: adminCustomers,
  customerForm: adminCustomerForm,
  customerDetail: adminCustomerDetail,
  customerImport: adminCustomerImport,
  services: adminServices,
  newsletter: adminNewsletter,
  crmPanel: adminCrmPanel,
  leads: adminLeads,
  appointments: adminAppointments,
  settings: adminSettings,
  workPhotos: adminWorkPhotos,
  rewardClaims: adminRewardClaims,
  team: adminTeam,
  schedule: adminSchedule,
  planVisits: adminPlanVisits,
  invoices: adminInvoices,
  priceBook: adminPriceBook,
  quotes: adminQuotes,
  customerLink: adminCustomerLink,
  refunds: adminRefunds,
  auditLog: adminAuditLog,
  analytics: adminAnalytics,
} satisfies Messages["admin"];
