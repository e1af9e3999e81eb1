import createNextIntlPlugin from "next-intl/plugin";

const withNextIntl = createNextIntlPlugin("./lib/i18n/request.ts");

/** @type {import('next').NextConfig} */
const nextConfig = {
  // PGlite ships WASM and must be loaded by Node at runtime, not bundled. The database layer's
  // packages are loaded by Node too, so every bundle (the instrumentation's background jobs and
  // each route's) shares one instance of them with the one database handle: a class such as
  // drizzle's TransactionRollbackError is then the same class whichever bundle opened the handle.
  serverExternalPackages: ["@electric-sql/pglite", "pdfkit", "drizzle-orm", "pg"],
  poweredByHeader: false,
  reactStrictMode: true,
  // `npm test` type-checks the whole project in its first phase; its end-to-end phase builds
  // without checking the same sources again (BUILD_SKIP_TYPECHECK=1). Every other build checks.
  typescript: { ignoreBuildErrors: process.env.BUILD_SKIP_TYPECHECK === "1" },
};

export default withNextIntl(nextConfig);
