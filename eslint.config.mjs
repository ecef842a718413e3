// ESLint (flat config), run by `npm run lint` and by `npm test` (so CI) before the tests.
// Rules: ESLint's recommended core rules, Next's recommended rules at the core-web-vitals level (next,
// react, react-hooks, import, jsx-a11y) and typescript-eslint's recommended rules (eslint-config-next/typescript).
import { defineConfig, globalIgnores } from "eslint/config";
import js from "@eslint/js";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";
import prettierRecommended from "eslint-plugin-prettier/recommended";

export default defineConfig([
  js.configs.recommended,
  ...nextVitals,
  ...nextTs,
  {
    rules: {
      // A leading underscore marks a parameter or binding kept on purpose (a replace() callback's match,
      // a key taken out of an object with a rest spread): unused by design, not by mistake.
      "@typescript-eslint/no-unused-vars": [
        "warn",
        {
          argsIgnorePattern: "^_",
          varsIgnorePattern: "^_",
          caughtErrorsIgnorePattern: "^_",
          destructuredArrayIgnorePattern: "^_",
          ignoreRestSiblings: true,
        },
      ],
      // `try { … } catch {}` is this code's idiom for "try it, else fall through" (a retry loop, an
      // optional URL parse); an empty block anywhere else is still reported.
      "no-empty": ["error", { allowEmptyCatch: true }],
      // Only says the React Compiler would skip a component using react-hook-form's watch(); the compiler
      // is not enabled here (no reactCompiler in next.config.mjs), so it reports nothing actionable.
      "react-hooks/incompatible-library": "off",
    },
  },
  {
    // Infrastructure imports no product area (docs/architecture.md, "The map of lib/"): the areas pass their
    // messages and handlers in, and register their background tasks in lib/tasks.ts. The folder-level graph
    // of lib/ (scripts/lib-graph.mjs, checked by tests/unit/lib-graph.test.ts) also has no cycle.
    files: [
      "lib/http/**",
      "lib/background/**",
      "lib/realtime/**",
      "lib/integrations/**",
      "lib/session/**",
      "lib/db.ts",
      "lib/db-pool.ts",
      "lib/sql-tx.ts",
    ],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: [
                "@/lib/*",
                "!@/lib/http",
                "!@/lib/background",
                "!@/lib/realtime",
                "!@/lib/integrations",
                "!@/lib/session",
                "!@/lib/db",
                "!@/lib/db-pool",
                "!@/lib/sql-tx",
                "!@/lib/env",
                "!@/lib/public-env",
                "!@/lib/generated",
              ],
              message: "Infrastructure imports no product area: pass the message or handler in (docs/architecture.md).",
            },
          ],
        },
      ],
    },
  },
  {
    // Tests read untyped JSON bodies and reach into results; `any` is the honest type there and the
    // assertions are the check.
    files: ["tests/**"],
    rules: { "@typescript-eslint/no-explicit-any": "off" },
  },
  // Prettier formats the code (.prettierrc.json; .prettierignore leaves out generated files and prose); the
  // linter reports any difference as an error, so `npm run lint` and CI keep it formatted. Fix with
  // `npx prettier --write .`.
  prettierRecommended,
  globalIgnores([
    // eslint-config-next's default ignores
    ".next/**",
    "out/**",
    "build/**",
    "next-env.d.ts",
    // generated code and local run output
    "lib/generated/**",
    "lib/api-routes.generated.ts",
    "lib/assistant/help/articles.generated.ts",
    "node_modules/**",
    ".data/**",
    "test-results/**",
    "playwright-report/**",
  ]),
]);
