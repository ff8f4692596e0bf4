// Resolves imports for eslint-plugin-boundaries the way `tsc` does (the `~/` alias, `.server` modules, extensionless
// paths), by asking TypeScript itself with the compiler options of tsconfig.json. It saves a dependency on
// eslint-import-resolver-typescript, whose native resolver binaries are one more thing to install on every platform.
const path = require("node:path");
const ts = require("typescript");

const projectRoot = path.resolve(__dirname, "..", "..");
const tsconfig = ts.readConfigFile(path.join(projectRoot, "tsconfig.json"), ts.sys.readFile).config;
const { options } = ts.convertCompilerOptionsFromJson(tsconfig.compilerOptions, projectRoot);
const cache = ts.createModuleResolutionCache(projectRoot, (name) => name, options);

exports.interfaceVersion = 2;

exports.resolve = function resolve(source, file) {
  if (source.startsWith("node:")) return { found: true, path: null };
  const { resolvedModule } = ts.resolveModuleName(source.replace(/\?.*$/, ""), file, options, ts.sys, cache);
  if (!resolvedModule) return { found: false };
  return { found: true, path: path.resolve(resolvedModule.resolvedFileName) };
};
