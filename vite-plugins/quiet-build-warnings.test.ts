import { describe, expect, it, vi } from "vitest";
import type { Rollup } from "vite";
import { quietBuildWarnings } from "./quiet-build-warnings";

function passedOn(warning: Rollup.RollupLog): boolean {
  const passOn = vi.fn();
  quietBuildWarnings(warning, passOn);
  return passOn.mock.calls.length === 1;
}

describe("quietBuildWarnings", () => {
  it("drops a dependency's comment that Rollup cannot read as an annotation", () => {
    expect(
      passedOn({
        code: "INVALID_ANNOTATION",
        message: "A comment … contains an annotation that Rollup cannot interpret",
        id: "/app/node_modules/zod/v4/core/util.js",
      }),
    ).toBe(false);
  });

  it("keeps the same note about our own code, which we can fix", () => {
    expect(
      passedOn({
        code: "INVALID_ANNOTATION",
        message: "A comment … contains an annotation",
        id: "/app/app/domain/leads/lead-schemas.ts",
      }),
    ).toBe(true);
  });

  it("drops the empty browser chunk of a resource route", () => {
    expect(passedOn({ code: "EMPTY_BUNDLE", message: 'Generated an empty chunk: "robots-txt".' })).toBe(false);
  });

  it("passes every other warning on unchanged", () => {
    for (const code of ["CIRCULAR_DEPENDENCY", "UNRESOLVED_IMPORT", "PLUGIN_WARNING", "MODULE_LEVEL_DIRECTIVE"]) {
      expect(passedOn({ code, message: "something worth reading" }), code).toBe(true);
    }
  });
});
