import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { recordAudit } from "~/domain/audit/record-audit.server";
import { en } from "~/i18n/en";
import { es } from "~/i18n/es";
import { AUDIT_ACTIONS, AUDIT_AREA_PREFIXES, AUDIT_AREAS, isKnownAuditAction } from "./audit-actions";

const APP = path.resolve(__dirname, "..");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/**
 * The action literals of the files that write audit entries: `action: "x.y"`, `audit("x.y", …)` and both arms of
 * `cond ? "x.y" : "x.z"` on such a line. `recordAudit`'s type already refuses an unknown one; this reads the source so
 * the rule also fails as a plain test, and names the file.
 */
function recordedActionLiterals(): { file: string; action: string }[] {
  const found: { file: string; action: string }[] = [];
  for (const file of sourceFiles(APP)) {
    const source = readFileSync(file, "utf8");
    if (!/\brecordAudit\(/.test(source) || file.endsWith(path.join("audit", "record-audit.server.ts"))) continue;
    for (const line of source.split("\n")) {
      if (!/\baction\s*:|\baudit\(/.test(line)) continue;
      for (const match of line.matchAll(/"([a-z][a-z-]*\.[a-z][a-z-]*)"/g))
        found.push({ file: path.relative(APP, file), action: match[1]! });
    }
  }
  return found;
}

/** The actions migrations write into audit_log themselves (migration 0023's left-over credits). */
function migrationActions(): string[] {
  const folder = path.join(APP, "db", "migrations");
  return readdirSync(folder)
    .filter((name) => name.endsWith(".sql"))
    .flatMap((name) => {
      const sql = readFileSync(path.join(folder, name), "utf8");
      return sql
        .split("--> statement-breakpoint")
        .filter((statement) => /INSERT INTO\s+"?audit_log"?/i.test(statement))
        .flatMap((statement) => [...statement.matchAll(/'([a-z][a-z-]*\.[a-z][a-z-]*)'/g)].map((match) => match[1]!));
    });
}

describe("the audit log's list of actions", () => {
  it("knows every action the code records, so the filter and the labels cover each entry", () => {
    const literals = recordedActionLiterals();
    // The reader must see the known writers, or this test would pass on an empty list.
    expect(literals.map((entry) => entry.action)).toEqual(
      expect.arrayContaining(["invoice.send", "quote.sign", "price-book.add", "quote.decline"]),
    );
    expect(literals.filter((entry) => !isKnownAuditAction(entry.action))).toEqual([]);
  });

  it("knows the actions the migrations write", () => {
    const written = migrationActions();
    expect(written).toContain("invoice.migration-credit-left");
    expect(written.filter((action) => !isKnownAuditAction(action))).toEqual([]);
  });

  it("puts every action in exactly one area of the filter", () => {
    for (const action of AUDIT_ACTIONS) {
      const areas = AUDIT_AREAS.filter((area) => action.startsWith(AUDIT_AREA_PREFIXES[area]));
      // data.export stands alone: it is shown under "All areas" only.
      expect(areas.length, action).toBe(action === "data.export" ? 0 : 1);
    }
  });

  it("has English and Spanish words for every action and area", () => {
    for (const action of AUDIT_ACTIONS) {
      expect(en.admin.auditLog.actions[action], action).toBeTruthy();
      expect(es.admin.auditLog.actions[action], action).toBeTruthy();
    }
    for (const area of AUDIT_AREAS) {
      expect(en.admin.auditLog.areas[area], area).toBeTruthy();
      expect(es.admin.auditLog.areas[area], area).toBeTruthy();
    }
  });

  it("refuses, by type, an action the list does not know", () => {
    // Never run: `npm run typecheck` fails if recordAudit ever accepts any string again.
    const unknownAction = () =>
      // @ts-expect-error "invoice.refund-made-up" is not an AuditAction.
      recordAudit(null as never, { actor: null, action: "invoice.refund-made-up", entity: "invoice" });
    expect(typeof unknownAction).toBe("function");
  });
});
