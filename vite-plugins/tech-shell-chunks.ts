import type { Plugin, Rollup } from "vite";

/**
 * The files of the technician screens' shell (issue 35, ADR 079): the client entry, the root route and the /tech
 * routes, with every chunk and stylesheet they import statically. The technician's service worker precaches exactly
 * these (vite-plugin-pwa's `manifestTransforms` below), so the screen opens offline and no other page's code is
 * stored on the phone.
 */
export function techShellFiles(bundle: Rollup.OutputBundle): Set<string> {
  const chunks = new Map<string, Rollup.OutputChunk>();
  for (const output of Object.values(bundle)) if (output.type === "chunk") chunks.set(output.fileName, output);
  // Every route module is an entry of React Router's client build: the client entry is the one named so.
  const isShellStart = (chunk: Rollup.OutputChunk) =>
    chunk.name === "entry.client" ||
    /\/app\/root\.tsx(\?|$)/.test(chunk.facadeModuleId ?? "") ||
    /\/app\/routes\/tech\//.test(chunk.facadeModuleId ?? "");
  const files = new Set<string>();
  const visit = (fileName: string) => {
    if (files.has(fileName)) return;
    const chunk = chunks.get(fileName);
    if (!chunk) return;
    files.add(fileName);
    for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(css);
    // The root's stylesheet and preloaded font are imported as addresses (`?url`), not as CSS.
    for (const asset of chunk.viteMetadata?.importedAssets ?? [])
      if (/\.css$|-latin-[^/]*\.woff2$/.test(asset)) files.add(asset);
    for (const imported of chunk.imports) visit(imported);
  };
  for (const chunk of chunks.values()) if (isShellStart(chunk)) visit(chunk.fileName);
  return files;
}

/** Records the shell's files of the client build, for the worker's precache list (read in its `manifestTransforms`). */
export function techShellChunks(): { plugin: Plugin; files: () => Set<string> } {
  let files = new Set<string>();
  return {
    files: () => files,
    plugin: {
      name: "aw-tech-shell-chunks",
      applyToEnvironment: (environment) => environment.name === "client",
      generateBundle(_options, bundle) {
        files = techShellFiles(bundle);
      },
    },
  };
}
