import { z } from "zod";
import { AUDIT_AREAS, type AuditArea } from "~/config/audit-actions";

/**
 * The audit screen's view in the URL: `?area=` and a keyset cursor, `?before=<id>` (older entries than that id) or
 * `?after=<id>` (newer ones), so a deep page costs what the first does. Bad values fall back to the newest entries.
 */
export type AuditLogParams = { area: AuditArea | "all"; before: number | null; after: number | null };

const cursor = z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER).nullable().catch(null);

const AuditLogParamsSchema = z.object({
  area: z.enum(["all", ...AUDIT_AREAS] as [AuditArea | "all", ...(AuditArea | "all")[]]).catch("all"),
  before: cursor,
  after: cursor,
});

export function auditLogParamsFrom(search: URLSearchParams): AuditLogParams {
  const parsed = AuditLogParamsSchema.parse({
    area: search.get("area") ?? undefined,
    before: search.get("before"),
    after: search.get("after"),
  });
  // Both cursors at once name no page: the older one wins.
  return parsed.before !== null ? { ...parsed, after: null } : parsed;
}

/** The query string of a view, defaults left out: "" is the newest entries of every area. */
export function auditLogSearch(params: AuditLogParams, changes: Partial<AuditLogParams> = {}): string {
  const view = { ...params, ...changes };
  const search = new URLSearchParams();
  if (view.area !== "all") search.set("area", view.area);
  if (view.before !== null) search.set("before", String(view.before));
  else if (view.after !== null) search.set("after", String(view.after));
  const text = search.toString();
  return text ? `?${text}` : "";
}
