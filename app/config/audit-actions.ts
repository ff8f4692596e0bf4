/**
 * The audit log's vocabulary, shared by the list (filters) and the screen (labels): the actions the code records
 * (`<entity>.<verb>`), grouped into the areas staff filter by. An action not listed here is still shown, as its raw
 * name, so a new action never hides an entry.
 */
export const AUDIT_ACTIONS = [
  "customer.create",
  "customer.update",
  "customer.delete",
  "customer.import",
  "customer.link-login",
  "customer.unlink-login",
  "customer.phone-consent",
  "service-record.create",
  "service-record.update",
  "service-record.delete",
  "lead.link",
  "lead.status",
  "appointment.status",
  "appointment.book",
  "appointment.reschedule",
  "settings.update",
  "settings.admin-email",
  "settings.zones",
  "settings.photo-add",
  "settings.photo-move",
  "settings.photo-delete",
  "reward-claim.fulfil",
  "crm.sync-lead",
  "crm.sync-customers",
  "job.retry",
  "data.export",
  "account.admin-grant",
  "technician.create",
  "technician.update",
  "technician.activate",
  "technician.deactivate",
  "technician.delete",
  "technician.day-off-add",
  "technician.day-off-remove",
  "account.technician-login-give",
  "account.technician-login-remove",
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export function isKnownAuditAction(action: string): action is AuditAction {
  return (AUDIT_ACTIONS as readonly string[]).includes(action);
}

/** Each area's actions start with this prefix ("customer." matches "customer.update" but not "customers.x"). */
export const AUDIT_AREA_PREFIXES = {
  customers: "customer.",
  serviceRecords: "service-record.",
  leads: "lead.",
  appointments: "appointment.",
  settings: "settings.",
  rewards: "reward-claim.",
  crm: "crm.",
  jobs: "job.",
  accounts: "account.",
  team: "technician.",
} as const;
export type AuditArea = keyof typeof AUDIT_AREA_PREFIXES;
export const AUDIT_AREAS = Object.keys(AUDIT_AREA_PREFIXES) as AuditArea[];
