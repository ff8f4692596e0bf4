/**
 * Where the row an entry names can be seen, when it still exists there: null for a deleted row, a bulk action and
 * an entity no screen shows.
 */
export function auditEntityHref(entry: { action: string; entity: string; entityId: string | null }): string | null {
  const id = entry.entityId;
  if (entry.action.endsWith(".delete")) return null;
  switch (entry.entity) {
    case "customer":
      return id ? `/admin/customers/${encodeURIComponent(id)}` : null;
    case "lead":
      return id ? `/admin/leads?lead=${encodeURIComponent(id)}` : null;
    case "service-record":
      return id ? `/admin/services?edit=${encodeURIComponent(id)}` : null;
    case "appointment":
    case "service_request":
      return "/admin/appointments";
    case "reward-claim":
      return "/admin/rewards?status=all";
    case "settings":
      return "/admin/settings";
    case "work-photo":
      return "/admin/settings/photos";
    case "technician":
      return id ? `/admin/team?technician=${encodeURIComponent(id)}` : null;
    case "job":
      return "/admin/system";
    case "invoice":
      return id ? `/admin/invoices/${encodeURIComponent(id)}` : null;
    case "quote":
      return id ? `/admin/quotes/${encodeURIComponent(id)}` : null;
    case "price_book_item":
      return "/admin/price-book";
    default:
      return null;
  }
}
