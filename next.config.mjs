import createNextIntlPlugin from "next-intl/plugin";

const withNextIntl = createNextIntlPlugin("./lib/i18n/request.ts");

/** @type {import('next').NextConfig} */
const nextConfig = {
  // PGlite ships WASM and must be loaded by Node at runtime, not bundled.
  serverExternalPackages: ["@electric-sql/pglite", "pdfkit"],
  poweredByHeader: false,
  reactStrictMode: true,
};

export default withNextIntl(nextConfig);
