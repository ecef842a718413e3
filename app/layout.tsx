import type { Metadata, Viewport } from "next";
import "./globals.css";
import { Providers } from "@/components/providers";
import { siteOrigin } from "@/lib/env";

// Every page renders per request so Next can put the request's CSP nonce (proxy.ts) on its inline scripts;
// a page prerendered at build time would carry none and be blocked. Only /terms, /privacy, the sign-up step
// frames and the 404 page were static; the public and dashboard pages were dynamic already.
export const dynamic = "force-dynamic";

export const metadata: Metadata = {
  title: { default: "Gigline — temporary work, done right", template: "%s · Gigline" },
  description: "Gigline connects employers with skilled people for temporary work: post a job, hire, track hours and pay in one place.",
  metadataBase: new URL(siteOrigin()),
};

// favicon.ico, icon.svg and apple-icon.png beside this file become the icon links; manifest.ts the manifest
export const viewport: Viewport = { themeColor: "#2f6fed", width: "device-width", initialScale: 1 };

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <body className="min-h-screen font-sans antialiased">
        <Providers>{children}</Providers>
      </body>
    </html>
  );
}
