import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

describe("the README's reverse-proxy section", () => {
  it("shows docs/deploy/nginx.conf verbatim, the file the TLS proxy end-to-end test runs", () => {
    const config = readFileSync("docs/deploy/nginx.conf", "utf8");
    const readme = readFileSync("README.md", "utf8");
    expect(readme).toContain("```nginx\n" + config + "```\n");
  });
});
