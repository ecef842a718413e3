import type { Metadata, Viewport } from "next";
import { headers } from "next/headers";
import "./globals.css";
import { siteOrigin } from "@/lib/env";

// Pages render per request so Next can put the request's CSP nonce (proxy.ts) on its inline scripts; a page
// prerendered at build time would carry none and be blocked. Reading the request headers here makes every
// page dynamic (it was `dynamic = "force-dynamic"`), except the ones that opt into Next's cache with
// `dynamic = "force-static"` (/jobs/{id}, /pros/{id}: lib/public-pages/cache.ts), for which headers() is
// empty and scripts/server.ts adds the nonce to the cached HTML.
// The client providers (TanStack Query, toasts: components/providers.tsx) wrap only the trees that use them
// (the sign-in page, app/(auth), app/dashboard), so the public pages ship none of their JavaScript.

export const metadata: Metadata = {
  title: { default: "Gigline — temporary work, done right", template: "%s · Gigline" },
  description: "Gigline connects employers with skilled people for temporary work: post a job, hire, track hours and pay in one place.",
  metadataBase: new URL(siteOrigin()),
};

// favicon.ico, icon.svg and apple-icon.png beside this file become the icon links; manifest.ts the manifest
export const viewport: Viewport = { themeColor: "#2f6fed", width: "device-width", initialScale: 1 };

export default async function RootLayout({ children }: { children: React.ReactNode }) {
  await headers();
  return (
    <html lang="en">
      <body className="min-h-screen font-sans antialiased">{children}</body>
    </html>
  );
}
