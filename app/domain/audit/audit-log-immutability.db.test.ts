import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, user } from "~/db/schema";
import { useTestDatabase } from "../../../tests/support/test-database";
import { recordAudit } from "./record-audit.server";

const { db } = useTestDatabase();

/** The database's refusal (migration 0006's trigger), whichever driver wraps it. */
async function refusal(run: () => Promise<unknown>): Promise<string> {
  try {
    await run();
  } catch (error) {
    const messages: string[] = [];
    for (let current: unknown = error; current instanceof Error; current = current.cause)
      messages.push(current.message);
    return messages.join(" | ");
  }
  throw new Error("expected the database to refuse the change");
}

async function staffEntry() {
  await db().insert(user).values({ id: "olivia", name: "Olivia Office", email: "olivia@example.com", role: "admin" });
  return recordAudit(db(), {
    actor: { id: "olivia" },
    action: "settings.update",
    entity: "settings",
    entityId: "1",
    details: { fields: ["mainPhone"] },
  });
}

describe("the audit log is append-only", () => {
  it("refuses to change an entry's action, details or time", async () => {
    const { id } = await staffEntry();
    expect(
      await refusal(() => db().update(auditLog).set({ action: "settings.nothing" }).where(eq(auditLog.id, id))),
    ).toContain("audit log entries cannot be changed or removed");
    expect(await refusal(() => db().update(auditLog).set({ details: {} }).where(eq(auditLog.id, id)))).toContain(
      "cannot be changed",
    );
    expect(
      await refusal(() => db().execute(sql`update audit_log set created_at = now() - interval '1 year'`)),
    ).toContain("cannot be changed");
    const [entry] = await db().select().from(auditLog);
    expect(entry).toMatchObject({
      action: "settings.update",
      details: { fields: ["mainPhone"] },
      actorUserId: "olivia",
    });
  });

  it("refuses to clear an actor by hand while changing anything else, and refuses to delete entries", async () => {
    const { id } = await staffEntry();
    expect(
      await refusal(() => db().update(auditLog).set({ actorUserId: null, entityId: "2" }).where(eq(auditLog.id, id))),
    ).toContain("cannot be changed");
    expect(await refusal(() => db().delete(auditLog).where(eq(auditLog.id, id)))).toContain(
      "cannot be changed or removed",
    );
    expect(await refusal(() => db().execute(sql`delete from audit_log`))).toContain("cannot be changed or removed");
    expect(await db().select().from(auditLog)).toHaveLength(1);
  });

  it("still lets a staff account be deleted: its entries stay, without an actor", async () => {
    await staffEntry();
    await recordAudit(db(), { actor: null, action: "job.retry", entity: "job", entityId: "3" });
    await db().delete(user).where(eq(user.id, "olivia"));
    const entries = await db()
      .select({ actor: auditLog.actorUserId, action: auditLog.action, details: auditLog.details })
      .from(auditLog)
      .orderBy(auditLog.id);
    expect(entries).toEqual([
      { actor: null, action: "settings.update", details: { fields: ["mainPhone"] } },
      { actor: null, action: "job.retry", details: null },
    ]);
  });
});
