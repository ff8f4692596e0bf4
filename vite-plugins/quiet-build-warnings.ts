import type { Rollup } from "vite";

/**
 * Rollup's `onwarn` for every build: drops the notes nobody can act on, passes every other warning on unchanged.
 * - INVALID_ANNOTATION from node_modules: a dependency's comment that mentions `@__PURE__` in a place Rollup does
 *   not read it (zod 4 has two); Rollup drops the comment, the code is unchanged, and the fix belongs upstream;
 * - EMPTY_BUNDLE: React Router makes every route module a browser entry, and a resource route (a loader or action
 *   without a component: robots.txt, the page-view beacon, CSV exports...) has no browser code at all.
 */
export function quietBuildWarnings(warning: Rollup.RollupLog, passOn: (warning: Rollup.RollupLog) => void): void {
  if (warning.code === "INVALID_ANNOTATION" && isDependency(warning)) return;
  if (warning.code === "EMPTY_BUNDLE") return;
  passOn(warning);
}

function isDependency(warning: Rollup.RollupLog): boolean {
  return (warning.id ?? warning.loc?.file ?? "").includes("/node_modules/");
}
