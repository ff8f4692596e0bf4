import type { Rollup } from "vite";
import { describe, expect, it } from "vitest";
import { clientChunk, routesImporting } from "./client-chunks";

const APP = "/repo/app";
const NM = "/repo/node_modules";

/** A module graph given as importer lists, the way Rollup's getModuleInfo reports it. */
function graph(importers: Record<string, string[]>, radixWrappers: string[] = []): Rollup.ManualChunkMeta {
  const getModuleInfo = ((id: string) =>
    id in importers
      ? {
          importers: importers[id],
          importedIds: radixWrappers.includes(id) ? [`${NM}/@radix-ui/react-tabs/dist/index.mjs`] : [],
        }
      : null) as unknown as Rollup.GetModuleInfo;
  return { getModuleInfo, getModuleIds: () => Object.keys(importers)[Symbol.iterator]() };
}

const meta = graph({
  [`${APP}/root.tsx`]: [],
  [`${APP}/routes/_site/_layout.tsx`]: [],
  [`${APP}/routes/_site/home.tsx`]: [],
  [`${APP}/routes/_site/home.tsx?__react-router-build-client-route`]: [],
  [`${APP}/routes/_site/about.tsx`]: [],
  [`${APP}/routes/admin/dashboard.tsx`]: [],
  [`${APP}/components/site/site-header.tsx`]: [`${APP}/routes/_site/_layout.tsx`],
  ["\0virtual:lucide-icon-data/menu"]: [`${APP}/components/site/site-header.tsx`],
  [`${APP}/components/plans/plan-cards.tsx`]: [
    `${APP}/components/home/plans-section.tsx`,
    `${APP}/routes/_site/about.tsx`,
  ],
  [`${APP}/components/home/plans-section.tsx`]: [`${APP}/routes/_site/home.tsx?__react-router-build-client-route`],
  [`${APP}/components/home/commercial-carousel.tsx`]: [`${APP}/routes/_site/home.tsx`],
  [`${APP}/components/home/home-static-sections.tsx`]: [],
  [`${APP}/components/home/home-hero.tsx`]: [`${APP}/components/home/home-static-sections.tsx`],
  [`${APP}/components/ui/tabs.tsx`]: [`${APP}/routes/admin/dashboard.tsx`],
  [`${NM}/react-dom/cjs/react-dom-client.production.js`]: [],
});

describe("clientChunk", () => {
  it("puts what the public shell imports, icons included, in site-kit", () => {
    expect(clientChunk(`${APP}/components/site/site-header.tsx`, meta)).toBe("site-kit");
    expect(clientChunk("\0virtual:lucide-icon-data/menu", meta)).toBe("site-kit");
  });

  it("puts what the home page shares with another page in home-kit, and leaves the home page's own code alone", () => {
    expect(clientChunk(`${APP}/components/plans/plan-cards.tsx`, meta)).toBe("home-kit");
    expect(clientChunk(`${APP}/components/home/commercial-carousel.tsx`, meta)).toBeUndefined();
  });

  it("keeps static markup's code, imported only dynamically, out of every group", () => {
    expect(clientChunk(`${APP}/components/home/home-hero.tsx`, meta)).toBeUndefined();
  });

  it("gives React its own chunk and leaves Radix wrappers beside their screens", () => {
    expect(clientChunk(`${NM}/react-dom/cjs/react-dom-client.production.js`, meta)).toBe("framework");
    expect(
      clientChunk(
        `${APP}/components/ui/tabs.tsx`,
        graph({ [`${APP}/components/ui/tabs.tsx`]: [`${APP}/root.tsx`] }, [`${APP}/components/ui/tabs.tsx`]),
      ),
    ).toBeUndefined();
  });
});

describe("routesImporting", () => {
  it("follows importers up to the route files, whatever query React Router adds to them", () => {
    expect(routesImporting(`${APP}/components/plans/plan-cards.tsx`, meta.getModuleInfo)).toEqual(
      new Set([`${APP}/routes/_site/home.tsx`, `${APP}/routes/_site/about.tsx`]),
    );
  });
});
