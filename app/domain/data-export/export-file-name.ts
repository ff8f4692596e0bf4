/** The archive's file name, dated in UTC: `aw-export-2026-11-29.tar.gz`. */
export function exportFileName(now: Date): string {
  return `aw-export-${now.toISOString().slice(0, 10)}.tar.gz`;
}
