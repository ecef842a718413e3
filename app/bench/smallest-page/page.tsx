// GET /bench/smallest-page – the page reference of `npm run bench:api`: the least a page rendered per request
// costs here (proxy.ts, the root layout, Next's render of a few words), to set the signed-in home's cost against.
// A 404 unless the server runs with BENCH_REFERENCE_ROUTES=1, which only the bench sets: it is not part of the app.
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { env } from "@/lib/env";

export const metadata: Metadata = { title: "Reference page", robots: { index: false, follow: false } };

export default function SmallestPage() {
  if (!env.BENCH_REFERENCE_ROUTES) notFound();
  return <main className="p-6">Gigline</main>;
}
