"use client";
// The advertisement slot of the dashboard (spec §2): ads of global/get_data, one at a time, rotating.
// The layout leaves it out for level-1 users; unauthenticated screens never render it. Each viewer sees the
// ads meant for their role (components/dashboard/ad-targeting.ts).
import Link from "next/link";
import { useEffect, useState } from "react";
import { useGlobalData } from "@/hooks/use-global-data";
import { adsFor } from "@/components/dashboard/ad-targeting";

const ROTATE_MS = 8000;

export function AdSlot({ userType }: { userType: string }) {
  const { data } = useGlobalData();
  const ads = adsFor(data?.ads ?? [], userType).filter((a) => a.image || a.title);
  const [index, setIndex] = useState(0);

  useEffect(() => {
    if (ads.length < 2) return;
    const t = setInterval(() => setIndex((i) => (i + 1) % ads.length), ROTATE_MS);
    return () => clearInterval(t);
  }, [ads.length]);

  if (ads.length === 0) return null;
  const ad = ads[index % ads.length];
  const external = /^https?:\/\//.test(ad.link);
  return (
    <aside aria-label="Advertisement" data-testid="ad-slot" className="rounded-xl border border-slate-200 bg-white p-2 shadow-sm">
      {/* internal links navigate in the app; external ones open a new tab */}
      <Link
        href={ad.link || "/dashboard/home"}
        target={external ? "_blank" : undefined}
        rel={external ? "noopener noreferrer sponsored" : undefined}
        className="group block"
      >
        {ad.image && (
          // eslint-disable-next-line @next/next/no-img-element
          <img src={ad.image} alt={ad.title} className="aspect-[2/1] w-full rounded-lg bg-slate-100 object-cover" />
        )}
        <div className="px-1 pb-1 pt-2">
          <p className="text-[10px] font-semibold uppercase tracking-wider text-slate-400">Sponsored</p>
          {/* the creative carries its own headline (and alt text); text-only ads show the title */}
          {!ad.image && <p className="line-clamp-2 text-sm font-medium text-slate-700 group-hover:text-brand-700">{ad.title}</p>}
        </div>
      </Link>
      {ads.length > 1 && (
        <div className="flex justify-center">
          {/* a 24 × 24 px target around each small dot (WCAG 2.2 target size) */}
          {ads.map((a, i) => (
            <button
              key={a._id}
              type="button"
              aria-label={`Show ad ${i + 1}`}
              aria-current={i === index % ads.length ? "true" : undefined}
              onClick={() => setIndex(i)}
              className="flex h-6 min-w-6 items-center justify-center rounded-full"
            >
              <span
                aria-hidden
                className={`block h-1.5 rounded-full transition-all ${i === index % ads.length ? "w-4 bg-brand-600" : "w-1.5 bg-slate-300"}`}
              />
            </button>
          ))}
        </div>
      )}
    </aside>
  );
}
