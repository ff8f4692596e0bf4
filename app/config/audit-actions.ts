/**
 * The audit log's vocabulary, shared by the list (filters) and the screen (labels): the actions the code records
 * (`<entity>.<verb>`), grouped into the areas staff filter by. `recordAudit` takes only these (its `action` is
 * `AuditAction`), so an action the screen cannot name or filter fails the type check; audit-actions.test.ts checks
 * the migrations' own entries and that every action falls in an area. An entry written before its action was listed
 * is still shown, as its raw name.
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
  "appointment.on-my-way",
  "appointment.arrived",
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
  "technician.calendar-feed-renew",
  "technician.calendar-feed-revoke",
  "price-book.add",
  "price-book.edit",
  "price-book.deactivate",
  "price-book.reactivate",
  "invoice.edit-draft",
  "invoice.send",
  "invoice.link-issued",
  "invoice.payment",
  "invoice.payment-to-refund",
  "invoice.payment-refund",
  "invoice.payment-refunded",
  "invoice.void",
  "invoice.migration-credit-left",
  "quote.create",
  "quote.edit",
  "quote.send",
  "quote.link-issued",
  "quote.sign",
  "quote.deposit-paid",
  "quote.deposit-to-refund",
  "quote.deposit-refunded",
  "quote.decline",
  "quote.expire",
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
  invoices: "invoice.",
  quotes: "quote.",
  priceBook: "price-book.",
} as const;
export type AuditArea = keyof typeof AUDIT_AREA_PREFIXES;
export const AUDIT_AREAS = Object.keys(AUDIT_AREA_PREFIXES) as AuditArea[];
