// Lint: typescript-eslint's recommended rules, the rules of hooks, and the import boundaries that
// keep one home per feature (see docs/decisions/0007-one-folder-per-feature.md). Formatting is
// Prettier's job, so eslint-config-prettier switches off every rule it would fight.
import js from "@eslint/js";
import prettier from "eslint-config-prettier";
import reactHooks from "eslint-plugin-react-hooks";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import { importX } from "eslint-plugin-import-x";
import globals from "globals";
import tseslint from "typescript-eslint";

/**
 * A feature's internals: anything below app/features/<feature>/ but its entry points: index.ts
 * (imported as the folder), index.server.ts, and `*.entry.ts` for a piece only some pages show
 * or the Worker imports on first use (a barrel would pull it in wherever the feature is imported).
 */
const FEATURE_INTERNALS = {
  regex: "(^|/)features/[^/]+/(?!index\\.server$|[^/]+\\.entry$).+",
  message:
    "Import a feature through its entry point: `~/features/<feature>` in the browser, `~/features/<feature>/index.server` on the server.",
};
/** The browser entry point of a feature. */
const FEATURE_BROWSER_ENTRY = {
  regex: "(^|/)features/[^/]+$",
  message: "The Worker imports a feature only through its server entry point, `~/features/<feature>/index.server`.",
};
/** A relative path out of the feature's folder, into another feature or elsewhere. */
const OUT_OF_FEATURE = {
  regex: "^\\.\\./",
  message: "Reach outside the feature through `~/...` (another feature only through its entry point).",
};
const ANY_FEATURE = {
  regex: "(^|/)features(/|$)",
  message: "Page copy stays independent of features: the text a feature needs lives in the feature.",
};
const SERVER_CODE = {
  regex: "(\\.server(\\.[jt]sx?)?$)|(^~/db/)|(/db/)",
  message: "Page copy is imported by the browser: it cannot import server code.",
};

export default tseslint.config(
  {
    ignores: [
      "build/",
      ".react-router/",
      ".wrangler/",
      "node_modules/",
      "worker-configuration.d.ts",
      "playwright-report/",
      "screenshots/",
      "test-results/",
      "bench/lighthouse/",
      "bench/floor/build/",
      "bench/floor/.wrangler/",
      "bench/floor/.react-router/",
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      // Type augmentations (the Worker's Env) are declared in namespaces.
      "@typescript-eslint/no-namespace": ["error", { allowDeclarations: true }],
    },
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ["app/content/**"],
    rules: { "no-restricted-imports": ["error", { patterns: [ANY_FEATURE, SERVER_CODE] }] },
  },
  {
    files: ["app/routes/**", "app/components/**", "app/lib/**", "app/root.tsx", "app/entry.*.tsx"],
    rules: { "no-restricted-imports": ["error", { patterns: [FEATURE_INTERNALS] }] },
  },
  {
    files: ["app/features/**"],
    rules: { "no-restricted-imports": ["error", { patterns: [FEATURE_INTERNALS, OUT_OF_FEATURE] }] },
  },
  {
    // No import cycle through the app's code, between features above all: each feature sits on
    // the ones it imports, and what several share lives below them in app/lib (for the leads:
    // app/lib/leads.ts). tests/unit/lint-rules.test.ts shows the rule refusing a cycle.
    files: ["app/**/*.{ts,tsx}", "workers/**/*.ts"],
    plugins: { "import-x": importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      "import-x/resolver-next": [createTypeScriptImportResolver({ project: "tsconfig.cloudflare.json" })],
    },
    rules: { "import-x/no-cycle": ["error", { ignoreExternal: true }] },
  },
  {
    files: ["workers/**"],
    rules: { "no-restricted-imports": ["error", { patterns: [FEATURE_INTERNALS, FEATURE_BROWSER_ENTRY] }] },
  },
  prettier,
);
