import path from "node:path";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";
import noProductBranch, { PRODUCT_IDS } from "./eslint-rules/no-product-branch.mjs";

/**
 * A client component ("use client") runs in the browser: it may not import server code. Next
 * would fail the build on `server-only`; this says so at the import, before a build.
 */
const clientBoundary = {
  meta: { type: "problem", schema: [] },
  create(context) {
    const directive = context.sourceCode.ast.body.find(
      (node) => node.type === "ExpressionStatement" && node.directive === "use client",
    );
    if (!directive) return {};
    const serverPath = /(^|\/)lib\/server(\/|$)|^server-only$/;
    return {
      ImportDeclaration(node) {
        if (node.importKind === "type") return;
        const source = String(node.source.value);
        const resolved = source.startsWith(".")
          ? path.relative(import.meta.dirname, path.resolve(path.dirname(context.filename), source))
          : source.replace(/^@\//, "");
        if (serverPath.test(resolved)) {
          context.report({ node, message: `A client component may not import ${source}.` });
        }
      },
    };
  },
};

/** The layers, bottom up: contract, then server domains, then HTTP routes; never the reverse. */
const layers = [
  "error",
  {
    zones: [
      {
        target: "./lib/contract",
        from: "./",
        // The locale list is a leaf of constants both sides share.
        except: ["./lib/contract", "./lib/i18n/locales.ts", "./node_modules"],
        message: "lib/contract is the bottom layer: it imports only zod, the locales and itself.",
      },
      {
        target: [
          "./lib/server/agency",
          "./lib/server/content",
          "./lib/server/currency",
          "./lib/server/db",
          "./lib/server/deals",
          "./lib/server/inventory",
          "./lib/server/seo",
          "./lib/server/*.ts",
        ],
        from: "./lib/server/http",
        message: "The HTTP layer sits above the server domains: pass what they need in.",
      },
      {
        target: ["./components", "./lib/api", "./lib/ui", "./lib/currency", "./lib/tenancy"],
        from: ["./app"],
        message: "Pages and routes sit on top: nothing below imports them.",
      },
    ],
  },
];

/** Where a product's id may be tested: its own folders and the registries that list them. */
const productHomes = [
  `components/booking/{${PRODUCT_IDS.join(",")},resort}/**`,
  "lib/server/products/**",
  `lib/booking/{${PRODUCT_IDS.join(",")}}*`,
  "components/booking/registry.ts",
  "lib/booking/trip-products.ts",
];

/** `import { z } from "zod"` keeps zod's ~50 error-message languages in the browser's bundle. */
const zodNamespaceImport = {
  selector: "ImportDeclaration[source.value='zod'] > ImportSpecifier[imported.name='z']",
  message:
    'Write `import * as z from "zod"`: the `z` object drags every one of zod\'s ~50 error-message languages into the browser (issue 26: 235 KB of script on every page that reads an answer).',
};

const config = [
  ...nextVitals,
  ...nextTs,
  {
    plugins: {
      local: { rules: { "client-boundary": clientBoundary, "no-product-branch": noProductBranch } },
    },
    // Layers are among our own files; parsing the packages' would only cost time.
    settings: { "import/ignore": ["node_modules"] },
    rules: {
      // `const { dropped, ...kept } = x` is how a field is left out of a copy.
      "@typescript-eslint/no-unused-vars": ["warn", { ignoreRestSiblings: true }],
      "local/client-boundary": "error",
      "import/no-restricted-paths": layers,
      // Repeated in every block below that sets its own no-restricted-syntax (a block's list
      // replaces this one for its files).
      "no-restricted-syntax": ["error", zodNamespaceImport],
      // Import cycles are found by lib/imports.test.ts (in a few seconds, where this rule took 33).
      // The database handle is one per process and shared by every bundle, each of which may hold
      // its own copy of a library's classes: an error it throws is recognised by its code or by
      // identity, never with `instanceof` against the library's class.
      "no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "drizzle-orm",
              importNames: ["TransactionRollbackError", "DrizzleError", "DrizzleQueryError"],
              message:
                "Do not recognise the database layer's errors by class (another bundle's copy may have thrown them): throw and catch your own value, or read the error's code.",
            },
            {
              name: "pg",
              importNames: ["DatabaseError"],
              message: "Recognise a database error by its SQLSTATE code, not by class.",
            },
          ],
        },
      ],
    },
  },
  {
    // A route's body is read through the request context (lib/server/http/request-context.ts,
    // body.ts): its size limit, and the refusal of U+0000 and lone surrogates in every string.
    files: ["app/api/**/*.ts", "lib/server/**/*.ts"],
    ignores: ["lib/server/http/body.ts", "**/*.test.ts"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: [
            "CallExpression[callee.object.name='request']",
            "CallExpression[callee.object.property.name='request']",
          ]
            .map(
              (call) =>
                `${call}[callee.property.name=/^(json|text|formData|arrayBuffer|blob|bytes)$/]`,
            )
            .join(", "),
          message:
            "Read a JSON body with ctx.body(schema): it limits the size and refuses U+0000 and lone surrogates in every string. A raw body: readBody, then isPlainText on its text.",
        },
        {
          selector: "CallExpression[callee.property.name='rollback'][arguments.length=0]",
          message:
            "tx.rollback() throws drizzle's TransactionRollbackError, a class each bundle has its own copy of: throw a value of your own inside the transaction and catch it by identity.",
        },
        zodNamespaceImport,
      ],
    },
  },
  {
    files: ["app/**/*.{ts,tsx,mjs}", "components/**/*.{ts,tsx}", "lib/**/*.{ts,tsx}"],
    // A test picks a product's rows to check; it is not a branch of the product.
    ignores: [...productHomes, "**/*.test.ts"],
    rules: { "local/no-product-branch": "error" },
  },
  {
    ignores: [
      ".next/**",
      ".data/**",
      "node_modules/**",
      "next-env.d.ts",
      "test-results/**",
      "playwright-report/**",
    ],
  },
];

export default config;
