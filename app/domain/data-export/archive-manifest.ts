import { z } from "zod";

/** The archive's first entry, `manifest.json` (ADR 085): what the archive holds, checked before a restore trusts it. */
export const ArchiveManifestSchema = z.object({
  format: z.literal("aw-air-conditioning-export"),
  formatVersion: z.number().int(),
  /** The last migration applied to the exported database, e.g. "0022_plan_visits". */
  schemaVersion: z.string(),
  createdAt: z.string(),
  /** Tables in load order (parents first), each as one NDJSON file of `row_to_json` lines. */
  tables: z.array(
    z.object({
      name: z.string(),
      file: z.string(),
      rows: z.number().int().nonnegative(),
      bytes: z.number().int().nonnegative(),
      sha256: z.string().regex(/^[0-9a-f]{64}$/),
      columns: z.array(z.object({ name: z.string(), type: z.string(), generated: z.boolean() })),
      leftOutColumns: z.array(z.object({ name: z.string(), reason: z.string() })),
    }),
  ),
  sequences: z.array(z.object({ name: z.string(), lastValue: z.string(), isCalled: z.boolean() })),
  leftOut: z.object({
    note: z.string(),
    tables: z.array(z.object({ name: z.string(), reason: z.string() })),
  }),
});
export type ArchiveManifest = z.infer<typeof ArchiveManifestSchema>;

export const MANIFEST_FILE = "manifest.json";

export function tableFile(table: string): string {
  return `tables/${table}.ndjson`;
}

/** What the manifest tells whoever opens the archive about logins. */
export const LEFT_OUT_NOTE =
  "Login secrets are not in this archive: after a restore every login is kept (e-mail, name, role) without its " +
  "password, and people sign in again through Forgot password.";
