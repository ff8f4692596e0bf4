import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

type JournalEntry = { idx: number; when: number; tag: string };

const journal = JSON.parse(
  readFileSync(path.join(import.meta.dirname, "migrations", "meta", "_journal.json"), "utf8"),
) as {
  entries: JournalEntry[];
};

/** 0013 was dated before 0012; migration 0014 repeats its change for the databases that skipped it. */
const DATED_OUT_OF_ORDER = new Set(["0013_jobs_claimable_by_type"]);

describe("the migrations' journal", () => {
  it("dates every migration after all the ones before it, or a database migrated before it came would never run it", () => {
    let newest = 0;
    const outOfOrder: string[] = [];
    for (const entry of journal.entries) {
      if (entry.when <= newest && !DATED_OUT_OF_ORDER.has(entry.tag)) outOfOrder.push(entry.tag);
      newest = Math.max(newest, entry.when);
    }
    expect(outOfOrder).toEqual([]);
  });

  it("numbers the migrations in the order they are listed, each with its SQL file", () => {
    journal.entries.forEach((entry, position) => {
      expect(entry.idx).toBe(position);
      expect(entry.tag.startsWith(String(position).padStart(4, "0"))).toBe(true);
      expect(() => readFileSync(path.join(import.meta.dirname, "migrations", `${entry.tag}.sql`))).not.toThrow();
    });
  });
});
