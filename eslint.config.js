// The linter: JavaScript and TypeScript mistakes, the rules of hooks, accessible markup, and the layer rule of
// docs/architecture.md ("Layers and the import rule"), which makes an import that points up a layer fail the run.
import js from "@eslint/js";
import boundaries from "eslint-plugin-boundaries";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import prettier from "eslint-config-prettier";
import globals from "globals";
import tseslint from "typescript-eslint";

/** The layers, top to bottom. A file belongs to the first pattern that holds it. */
const layers = [
  { type: "server", pattern: "server" },
  { type: "routes", pattern: "app/routes" },
  { type: "form-actions", pattern: "app/form-actions" },
  { type: "components", pattern: "app/components" },
  { type: "components", pattern: "app/auth/components" },
  { type: "seo", pattern: "app/seo" },
  { type: "domain", pattern: "app/domain" },
  { type: "auth", pattern: "app/auth" },
  { type: "jobs", pattern: "app/jobs" },
  { type: "integrations", pattern: "app/integrations" },
  { type: "http", pattern: "app/http" },
  { type: "db", pattern: "app/db" },
  { type: "content", pattern: "app/content" },
  { type: "i18n", pattern: "app/i18n" },
  { type: "format", pattern: "app/format" },
  { type: "request-scope", pattern: "app/request-scope" },
  { type: "config", pattern: "app/config" },
  { type: "tooling", pattern: "tests" },
  { type: "tooling", pattern: "bench" },
  { type: "tooling", pattern: "scripts" },
  { type: "tooling", pattern: "vite-plugins" },
].map((layer) => ({ partialMatch: false, ...layer }));

/** What each layer may import (besides itself and packages). Everything else is refused, type-only imports too. */
const groundFloor = ["format", "request-scope", "config"];
const mayImport = {
  server: [
    "routes",
    "form-actions",
    "components",
    "seo",
    "domain",
    "auth",
    "jobs",
    "integrations",
    "http",
    "db",
    "content",
    "i18n",
    ...groundFloor,
  ],
  routes: ["form-actions", "components", "seo", "domain", "auth", "jobs", "http", "content", "i18n", ...groundFloor],
  "form-actions": ["components", "domain", "http", "i18n", ...groundFloor],
  components: ["domain", "http", "content", "i18n", ...groundFloor],
  seo: ["content", "i18n", ...groundFloor],
  domain: ["seo", "auth", "jobs", "integrations", "db", "content", "i18n", ...groundFloor],
  auth: ["http", "db", "i18n", ...groundFloor],
  jobs: ["db", ...groundFloor],
  integrations: ["jobs", "db", "i18n", ...groundFloor],
  http: ["auth", "i18n", ...groundFloor],
  db: ["i18n", ...groundFloor],
  content: ["i18n", ...groundFloor],
  i18n: ["format", "request-scope", "config"],
  format: ["i18n", "config"],
  "request-scope": [],
  config: [],
};

/**
 * Single files with a place of their own. Composition roots wire the domain into a lower layer's hooks (better-auth's
 * options and its two hook lists; the job queue's handlers); route guards read the session for routes and may ask the
 * domain for the settings. Both may import the domain; the domain may import neither. AppError is the one error
 * vocabulary: every layer may throw or map it, so it is importable from everywhere but it imports nothing.
 */
const singleFiles = [
  { category: "composition-root", pattern: "app/auth/auth.server.ts" },
  { category: "composition-root", pattern: "app/auth/auth-request-checks.server.ts" },
  { category: "composition-root", pattern: "app/auth/auth-response-steps.server.ts" },
  { category: "composition-root", pattern: "app/jobs/job-handlers.server.ts" },
  { category: "route-guard", pattern: "app/auth/require-user.server.ts" },
  { category: "app-error", pattern: "app/domain/app-error.ts" },
  // The demo seed places its bookings with the booking's own pure capacity arithmetic (no database, no clock), so the
  // demo never shows an overbooked window; only that arithmetic, and only from the one file that plans them.
  { category: "demo-bookings", pattern: "app/db/demo/demo-bookings.ts" },
  // The demo's plan members get their next service due by the app's own rule (ADR 083 addendum), not a copy of it.
  { category: "demo-plan-visits", pattern: "app/db/demo/demo-plan-visits.ts" },
  { category: "next-service-sync", pattern: "app/domain/plan-visits/sync-next-service-due.server.ts" },
  { category: "scheduling-arithmetic", pattern: "app/domain/scheduling/pick-technician.ts" },
  { category: "scheduling-arithmetic", pattern: "app/domain/scheduling/schedule-windows.ts" },
  { category: "scheduling-arithmetic", pattern: "app/domain/scheduling/window-capacity.ts" },
  { category: "scheduling-arithmetic", pattern: "app/domain/scheduling/window-types.ts" },
];

export default tseslint.config(
  {
    ignores: [
      "build/",
      "data/",
      "public/",
      ".react-router/",
      "app/db/migrations/",
      "test-results/",
      "playwright-report/",
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  { files: ["app/**/*.{ts,tsx}"], ...reactHooks.configs.flat["recommended-latest"] },
  { files: ["app/**/*.tsx"], ...jsxA11y.flatConfigs.recommended },
  {
    files: ["app/**/*.{ts,tsx}"],
    rules: {
      // Written for code the React Compiler rewrites, which this app does not use: it takes every property of a
      // hook's result for a ref once the result holds one (35 reports on `form.onSubmit` and the like, none a read).
      "react-hooks/refs": "off",
      // Also a React Compiler rule: it refuses the resets this app does on purpose in effects (a dialog's errors
      // when a new server reply arrives, a menu when the address changes, browser-only state after hydration).
      "react-hooks/set-state-in-effect": "off",
    },
  },
  {
    files: ["app/**/*.tsx"],
    rules: {
      // A scrolling table is a labelled region that a keyboard user must be able to focus to scroll (axe's
      // scrollable-region-focusable); so is the phone scroller's list of cards, which scrolls sideways when labelled.
      "jsx-a11y/no-noninteractive-tabindex": ["error", { tags: ["ul"], roles: ["tabpanel", "region"] }],
      // A confirmation dialog focuses its least destructive action when it opens (WAI-ARIA dialog pattern);
      // that is done on the router's Link component, never on a plain element of a page.
      "jsx-a11y/no-autofocus": ["error", { ignoreNonDOM: true }],
    },
  },
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: "module",
      globals: { ...globals.browser, ...globals.node },
    },
    linterOptions: { reportUnusedDisableDirectives: "error" },
    rules: {
      // The shared text schema's whole purpose is to find control characters, so its patterns name them.
      "no-control-regex": "off",
      // Unused names are mistakes, except a deliberately ignored `_name` and the rest siblings of a destructuring.
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrorsIgnorePattern: "^_", ignoreRestSiblings: true },
      ],
    },
  },
  {
    files: ["**/*.test.{ts,tsx}"],
    // Test fixtures named use… (useTestDatabase) are vitest set-up calls, not React hooks.
    rules: { "react-hooks/rules-of-hooks": "off" },
  },
  {
    files: ["**/*.cjs"],
    languageOptions: { sourceType: "commonjs" },
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
  {
    files: ["app/**", "server/**"],
    plugins: { boundaries },
    settings: {
      "boundaries/elements": layers,
      "boundaries/files": singleFiles,
      "boundaries/include": ["app/**", "server/**", "tests/**", "bench/**", "scripts/**", "vite-plugins/**"],
      "boundaries/dependency-nodes": ["import", "export", "dynamic-import"],
      "import/resolver": { "./scripts/lint/typescript-import-resolver.cjs": {} },
    },
    rules: {
      "boundaries/dependencies": [
        "error",
        {
          default: "disallow",
          message:
            "{{from.type}} may not import {{to.type}}: layers point one way (docs/architecture.md, 'Layers and the import rule'). Move the code to the layer where it belongs.",
          policies: [
            ...Object.entries(mayImport).map(([type, allowed]) => ({
              from: { element: { type } },
              allow: { to: { element: { types: [type, ...allowed] } } },
            })),
            {
              from: { file: { categories: ["composition-root", "route-guard"] } },
              allow: { to: { element: { types: ["domain", "integrations", "jobs", "auth"] } } },
            },
            {
              from: { element: { type: "domain" } },
              disallow: { to: { file: { categories: ["composition-root", "route-guard"] } } },
            },
            { allow: { to: { file: { categories: "app-error" } } } },
            {
              from: { file: { categories: ["demo-bookings"] } },
              allow: { to: { file: { categories: ["scheduling-arithmetic"] } } },
            },
            {
              from: { file: { categories: ["demo-plan-visits"] } },
              allow: { to: { file: { categories: ["next-service-sync"] } } },
            },
            // A test may set up whatever its subject needs: factories, fakes, the server, other layers' helpers.
            { from: { file: { path: "**/*.test.{ts,tsx}" } }, allow: { to: { element: { type: "*" } } } },
          ],
        },
      ],
    },
  },
  prettier,
);
