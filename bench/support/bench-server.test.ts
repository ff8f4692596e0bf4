import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { SERVER_NODE_FLAGS } from "./bench-server";

describe("the bench's server", () => {
  it("runs with the same Node flags as npm start and npm run serve, so it measures what they run", () => {
    const scripts = JSON.parse(readFileSync("package.json", "utf8")).scripts as Record<string, string>;
    for (const name of ["start", "serve"]) {
      expect(scripts[name]).toContain(`node ${SERVER_NODE_FLAGS.join(" ")} build/server/index.js`);
    }
  });
});
