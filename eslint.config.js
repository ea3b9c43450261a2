import { readdirSync } from "node:fs";
import js from "@eslint/js";
import importX from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/** Each server module is used by others only through its index.ts (its public surface); one zone per module. */
const serverModules = readdirSync(new URL("./src/server/modules", import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);
const moduleZones = serverModules.map((name) => ({
  target: [
    "./src/server/app.ts",
    "./src/server/main.ts",
    "./src/server/jobs",
    "./test",
    "./scripts",
    ...serverModules.filter((m) => m !== name).map((m) => `./src/server/modules/${m}`),
  ],
  from: `./src/server/modules/${name}`,
  except: ["./index.ts"],
  message: `Use the ${name} module through its index.ts: modules expose a public surface and keep the rest to themselves.`,
}));

/** Each web feature may import only from itself (plus shared lib/components); one zone per feature. */
const features = readdirSync(new URL("./src/web/features", import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);
const featureZones = features.map((name) => ({
  target: `./src/web/features/${name}`,
  from: "./src/web/features",
  except: [`./${name}`],
  message: "Features do not import each other; move shared code to src/web/lib or src/web/components.",
}));

export default tseslint.config(
  { ignores: ["dist/", "data/", "node_modules/", "test-results/", "playwright-report/", "drizzle/", "screenshots/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { "import-x": importX, "react-hooks": reactHooks },
    settings: {
      "import-x/resolver": { typescript: { project: "./tsconfig.json" } },
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": "error",
      "no-console": ["error", { allow: ["error", "warn", "log"] }],
      // Dependencies point one way: domain ← contracts ← server / web.
      "import-x/no-restricted-paths": [
        "error",
        {
          zones: [
            {
              target: "./src/domain",
              from: ["./src/contracts", "./src/server", "./src/web", "./src/content"],
              message: "domain is pure: it imports nothing of the app.",
            },
            {
              target: "./src/contracts",
              from: ["./src/server", "./src/web", "./src/content"],
              message: "contracts are shared by server and web: they may import only domain.",
            },
            {
              target: "./src/content",
              from: ["./src/contracts", "./src/server", "./src/web"],
              message: "content is data and its generators: it may import only domain.",
            },
            {
              target: "./src/web",
              from: "./src/content/generators",
              message: "generators run on the server; the client never builds questions.",
            },
            { target: "./src/server", from: "./src/web", message: "server and web never import each other." },
            {
              target: ["./src/server/plugins", "./src/server/db", "./src/server/lib", "./src/server/jobs"],
              from: "./src/server/modules",
              message: "plugins, db, lib and jobs are below the modules: pass what they need in from app.ts.",
            },
            ...moduleZones,
            { target: "./src/web", from: "./src/server", message: "server and web never import each other." },
            ...featureZones,
          ],
        },
      ],
    },
  },
  {
    // Plans are read through the entitlements rule book (src/domain/entitlements.ts), never by comparing tiers.
    files: ["src/**/*.ts", "src/**/*.tsx"],
    ignores: ["src/domain/entitlements.ts", "**/*.test.ts", "**/*.test.tsx"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector:
            "BinaryExpression[operator=/^[!=]==?$/]:matches([left.property.name='subscriptionTier'], [right.property.name='subscriptionTier'], [left.name='tier'], [right.name='tier'])",
          message: "Ask the entitlements rule book (@domain/entitlements) what a plan allows instead of comparing tiers.",
        },
      ],
    },
  },
  {
    files: ["src/domain/**/*.ts"],
    ignores: ["**/*.test.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["node:*", "fs", "path", "drizzle-orm*", "fastify*", "react*", "postgres", "@electric-sql/*"],
              message: "domain has no I/O and no framework.",
            },
          ],
        },
      ],
    },
  },
);
