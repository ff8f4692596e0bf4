import type { Rollup } from "vite";
import { describe, expect, it } from "vitest";
import { techShellFiles } from "./tech-shell-chunks";

function chunk(fileName: string, facadeModuleId: string | null, imports: string[], extra: object = {}) {
  return {
    type: "chunk",
    fileName,
    name: fileName.replace(/^assets\//, "").replace(/-\w+\.js$/, ""),
    facadeModuleId,
    imports,
    viteMetadata: { importedCss: new Set<string>(), importedAssets: new Set<string>() },
    ...extra,
  } as unknown as Rollup.OutputChunk;
}

describe("the technician shell's files", () => {
  it("are the client entry, the root and the /tech routes with what they import, and no other screen's code", () => {
    const bundle = {
      entry: chunk("assets/entry.client-a.js", "/x/entry.client.tsx", ["assets/framework-b.js"], { isEntry: true }),
      framework: chunk("assets/framework-b.js", null, []),
      root: chunk("assets/root-c.js", "/x/app/root.tsx", ["assets/site-kit-d.js"], {
        isEntry: true,
        viteMetadata: {
          importedCss: new Set<string>(),
          importedAssets: new Set([
            "assets/app-e.css",
            "assets/inter-latin-wght-normal-f.woff2",
            "assets/inter-greek-g.woff2",
          ]),
        },
      }),
      kit: chunk("assets/site-kit-d.js", null, []),
      tech: chunk("assets/calendar-h.js", "/x/app/routes/tech/calendar.tsx", ["assets/card-i.js"], { isEntry: true }),
      card: chunk("assets/card-i.js", null, []),
      admin: chunk("assets/customers-j.js", "/x/app/routes/admin/customers.tsx", ["assets/radix-k.js"], {
        isEntry: true,
      }),
      radix: chunk("assets/radix-k.js", null, []),
    } as unknown as Rollup.OutputBundle;
    expect([...techShellFiles(bundle)].sort()).toEqual([
      "assets/app-e.css",
      "assets/calendar-h.js",
      "assets/card-i.js",
      "assets/entry.client-a.js",
      "assets/framework-b.js",
      "assets/inter-latin-wght-normal-f.woff2",
      "assets/root-c.js",
      "assets/site-kit-d.js",
    ]);
  });
});
