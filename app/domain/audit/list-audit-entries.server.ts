import { and, asc, desc, eq, gt, like, lt, type SQL } from "drizzle-orm";
import type { SessionUser } from "~/auth/session-user";
import { AUDIT_LOG_PAGE_SIZE } from "~/config/business-rules";
import { database } from "~/db/database.server";
import { auditLog, user } from "~/db/schema";
import { AppError } from "~/domain/app-error";
import { auditEntityHref } from "./audit-entity-href";
import { AUDIT_AREA_PREFIXES } from "~/config/audit-actions";
import { auditDetailPairs, type AuditDetail } from "./audit-details";
import type { AuditLogParams } from "./audit-log-params";

export type AuditEntryRow = {
  id: number;
  /** ISO instant; the screen shows it in Miami time. */
  at: string;
  /** The staff member, or null for the system (or an account deleted since: its entries stay, without a name). */
  actor: { name: string; email: string } | null;
  action: string;
  entity: string;
  entityId: string | null;
  /** Where the row can be seen, when a screen shows it. */
  href: string | null;
  details: AuditDetail[];
};

export type AuditEntryPage = {
  rows: AuditEntryRow[];
  /** `?after=` for the newer entries before this page, null on the newest page. */
  newerCursor: number | null;
  /** `?before=` for the older entries after this page, null on the oldest page. */
  olderCursor: number | null;
  pageSize: number;
};

const DEFAULT_PARAMS: AuditLogParams = { area: "all", before: null, after: null };

/**
 * The audit log for staff (read-only), newest first by id, one area's actions when asked, paged by keyset on the id:
 * `before` lists the page older than that entry, `after` the page newer than it. Each page reads one more row than
 * it shows to know whether more follow, and checks once whether anything lies on the other side.
 */
export async function listAuditEntries(input: {
  actor: Pick<SessionUser, "isAdmin">;
  params?: AuditLogParams;
  pageSize?: number;
}): Promise<AuditEntryPage> {
  if (!input.actor.isAdmin) throw new AppError("FORBIDDEN", "Only staff can read the audit log");
  const params = input.params ?? DEFAULT_PARAMS;
  const pageSize = input.pageSize ?? AUDIT_LOG_PAGE_SIZE;
  const area: SQL[] = params.area === "all" ? [] : [like(auditLog.action, `${AUDIT_AREA_PREFIXES[params.area]}%`)];
  const newerFirst = params.after === null;
  const db = await database();

  const fetched = await db
    .select({
      id: auditLog.id,
      createdAt: auditLog.createdAt,
      action: auditLog.action,
      entity: auditLog.entity,
      entityId: auditLog.entityId,
      details: auditLog.details,
      actorName: user.name,
      actorEmail: user.email,
    })
    .from(auditLog)
    .leftJoin(user, eq(user.id, auditLog.actorUserId))
    .where(
      and(
        ...area,
        params.before !== null ? lt(auditLog.id, params.before) : undefined,
        params.after !== null ? gt(auditLog.id, params.after) : undefined,
      ),
    )
    .orderBy(newerFirst ? desc(auditLog.id) : asc(auditLog.id))
    .limit(pageSize + 1);
  const more = fetched.length > pageSize;
  const page = fetched.slice(0, pageSize);
  if (!newerFirst) page.reverse();

  const newest = page[0]?.id;
  const oldest = page.at(-1)?.id;
  // The side the page was not read from: anything there? (A page read with `before` has newer entries, unless the
  // filter changed under it; one read with `after` has older ones.)
  const otherSide = async (direction: "newer" | "older", from: number | undefined): Promise<boolean> => {
    if (from === undefined) return false;
    const [row] = await db
      .select({ id: auditLog.id })
      .from(auditLog)
      .where(and(...area, direction === "newer" ? gt(auditLog.id, from) : lt(auditLog.id, from)))
      .limit(1);
    return row !== undefined;
  };
  const hasNewer = newerFirst ? params.before !== null && (await otherSide("newer", newest)) : more;
  const hasOlder = newerFirst ? more : await otherSide("older", oldest);

  return {
    rows: page.map((row) => ({
      id: row.id,
      at: row.createdAt.toISOString(),
      actor: row.actorEmail ? { name: row.actorName ?? "", email: row.actorEmail } : null,
      action: row.action,
      entity: row.entity,
      entityId: row.entityId,
      href: auditEntityHref(row),
      details: auditDetailPairs(row.details),
    })),
    newerCursor: hasNewer && newest !== undefined ? newest : null,
    olderCursor: hasOlder && oldest !== undefined ? oldest : null,
    pageSize,
  };
}
