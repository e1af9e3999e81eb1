import type { NextConfig } from "next";
import createNextIntlPlugin from "next-intl/plugin";
import { agencyRewrites } from "./lib/tenancy/routing";

const withNextIntl = createNextIntlPlugin({
  requestConfig: "./lib/i18n/request.ts",
  // Messages are compiled when the app is built: no page parses an ICU message at run time, and
  // the browser gets a formatter without intl-messageformat's parser.
  experimental: {
    messages: { path: "./messages", format: "json", locales: "infer", precompile: true },
  },
});

const nextConfig: NextConfig = {
  // PGlite ships WASM and must be loaded by Node at runtime, not bundled. The database layer's
  // packages are loaded by Node too, so every bundle (the instrumentation's background jobs and
  // each route's) shares one instance of them with the one database handle: a class such as
  // drizzle's TransactionRollbackError is then the same class whichever bundle opened the handle.
  serverExternalPackages: ["@electric-sql/pglite", "pdfkit", "drizzle-orm", "pg"],
  poweredByHeader: false,
  // An ETag is Next's hash of the whole document, computed again on every request: a tenth of a
  // cached page's time in a profile. Pages carry `s-maxage`; a shared cache revalidates itself.
  generateEtags: false,
  reactStrictMode: true,
  // `npm test` type-checks the whole project in its first phase; its end-to-end phase builds
  // without checking the same sources again (BUILD_SKIP_TYPECHECK=1). Every other build checks.
  typescript: { ignoreBuildErrors: process.env.BUILD_SKIP_TYPECHECK === "1" },
  // Host → agency and locale for every page (DESIGN §2), before Next looks for a file.
  async rewrites() {
    return { beforeFiles: agencyRewrites(), afterFiles: [], fallback: [] };
  },
};

export default withNextIntl(nextConfig);
