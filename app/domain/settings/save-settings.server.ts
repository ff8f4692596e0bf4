import { eq, sql } from "drizzle-orm";
import type { SessionUser } from "~/auth/session-user";
import { isDesignatedAdminEmail } from "~/auth/permissions";
import { database } from "~/db/database.server";
import { settings } from "~/db/schema";
import { AppError } from "~/domain/app-error";
import { recordAudit } from "~/domain/audit/record-audit.server";
import { followServiceCallFee } from "~/domain/price-book/follow-service-call-fee.server";
import { saveZones } from "~/domain/zones/save-zones.server";
import { SettingsFormSchema, settingsFieldErrors, type SettingsUpdate } from "./settings-schemas";
import { withMessagingDefaults, withSchedulingDefaults } from "./get-settings.server";

/** The record's fields the form edits, in the order the audit entry lists them (the admin address has its own entry). */
const AUDITED_FIELDS = [
  "companyName",
  "mainPhone",
  "emergencyPhone",
  "email",
  "address",
  "licenseNumber",
  "foundedYear",
  "socialLinks",
  "businessHours",
  "serviceAreas",
  "serviceRadiusMiles",
  "serviceCallFeeCents",
  "quoteDepositPercent",
  "emailNotifications",
  "autoConfirm",
  "scheduling",
  "smsNotifications",
  "messaging",
] as const satisfies readonly Exclude<keyof SettingsUpdate, "adminEmail">[];

export type SaveSettingsResult = {
  /** The fields whose value changed (adminEmail included, "zones" for the zone rows); empty when nothing changed. */
  changed: string[];
};

/**
 * Staff saving the Settings form (DECISIONS.md §1). Validates every field (BAD_INPUT with a message key per field,
 * nothing saved), then in one transaction: updates the record, bumps its version and save time (so every server's
 * public HTML cache, keyed on getContentVersion, drops pages drawn from the old facts) and records what changed,
 * from and to ("settings.update"). A new designated admin address changes who is admin (DECISIONS.md §2), so it must
 * be confirmed (`adminEmailConfirmed`), may not take away the acting person's own access, and is audited on its own
 * ("settings.admin-email" {from, to}). The Scheduling tab's record (`scheduling`: windows, durations, lead times, horizon,
 * reserve) is one audited field; its zone rows change the zones table in the same transaction, audited as
 * "settings.zones" (added, removed, renamed, zip codes per zone). `expectedVersion`, when given, is the version the form was drawn from: a save
 * over someone else's newer one is refused with CONFLICT instead of undoing it. The Messaging tab's SMS switch and its
 * record (`messaging`: review link, reminder times, per-message switches) are audited fields like the rest (issue 36).
 * A changed service call fee is the price book's service call price too, in the same transaction (ADR 084).
 * Saving with no change answers success and writes nothing.
 */
export async function saveSettings(input: {
  actor: Pick<SessionUser, "id" | "email" | "role">;
  input: unknown;
  expectedVersion?: number;
}): Promise<SaveSettingsResult> {
  const parsed = SettingsFormSchema.safeParse(input.input ?? {});
  if (!parsed.success) throw new AppError("BAD_INPUT", "Invalid settings", settingsFieldErrors(parsed.error));
  const { record: next, adminEmailConfirmed, zones } = parsed.data;

  const db = await database();
  return db.transaction(async (tx) => {
    const [stored] = await tx.select().from(settings).where(eq(settings.id, 1)).for("update");
    if (!stored) throw new AppError("UNAVAILABLE", "The settings record is missing");
    // An older scheduling or messaging record lacks the fields added since: compared as read, a form that keeps them
    // changes nothing.
    const before = {
      ...stored,
      scheduling: withSchedulingDefaults(stored.scheduling),
      messaging: withMessagingDefaults(stored.messaging),
    };
    if (input.expectedVersion !== undefined && input.expectedVersion !== before.version) {
      throw new AppError("CONFLICT", "The settings were saved by someone else since this form was opened");
    }

    const adminEmailChanged = (before.adminEmail ?? null) !== next.adminEmail;
    if (adminEmailChanged) {
      // Admin through the designated address alone: moving it elsewhere would lock this person out mid-session.
      const ownAccess = input.actor.role !== "admin" && isDesignatedAdminEmail(input.actor.email, before.adminEmail);
      if (ownAccess) throw new AppError("BAD_INPUT", "Invalid settings", { adminEmail: "adminEmailOwnAccess" });
      if (!adminEmailConfirmed)
        throw new AppError("BAD_INPUT", "Invalid settings", { adminEmailConfirmed: "adminEmailConfirmRequired" });
    }

    const changes = Object.fromEntries(
      AUDITED_FIELDS.filter((field) => !sameValue(before[field], next[field])).map((field) => [
        field,
        { from: before[field], to: next[field] },
      ]),
    );
    // The zones are saved with the rest of the form (not as an intent of their own): one Save button, one version
    // check and one commit, so a refused field anywhere leaves the zones as they were too, and a zone edit bumps the
    // version like any other setting, which refuses a stale form's save over it.
    const zoneChanges = await saveZones(tx, zones);
    const zonesChanged = Object.values(zoneChanges).some((list) => list.length > 0);
    const changed = [
      ...Object.keys(changes),
      ...(adminEmailChanged ? ["adminEmail"] : []),
      ...(zonesChanged ? ["zones"] : []),
    ];
    if (changed.length === 0) return { changed };

    await tx
      .update(settings)
      .set({ ...next, version: sql`${settings.version} + 1`, updatedAt: sql`now()` })
      .where(eq(settings.id, 1));
    if ("serviceCallFeeCents" in changes) await followServiceCallFee(tx, next.serviceCallFeeCents);
    if (Object.keys(changes).length > 0) {
      await recordAudit(tx, {
        actor: input.actor,
        action: "settings.update",
        entity: "settings",
        entityId: "1",
        details: { fields: Object.keys(changes), changes },
      });
    }
    if (zonesChanged) {
      await recordAudit(tx, {
        actor: input.actor,
        action: "settings.zones",
        entity: "settings",
        entityId: "1",
        details: zoneChanges,
      });
    }
    if (adminEmailChanged) {
      await recordAudit(tx, {
        actor: input.actor,
        action: "settings.admin-email",
        entity: "settings",
        entityId: "1",
        details: { from: before.adminEmail, to: next.adminEmail },
      });
    }
    return { changed };
  });
}

/** Equal values, jsonb ones (hours, areas, links) compared by content with their keys in any order. */
function sameValue(a: unknown, b: unknown): boolean {
  return JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));
}

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, entry]) => entry !== undefined)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([key, entry]) => [key, canonical(entry)]),
    );
  }
  return value;
}
