"use client";
// The advertisement slot of the dashboard (spec §2): ads of global/get_data, one at a time, rotating.
// The layout leaves it out for level-1 users; unauthenticated screens never render it.
import Link from "next/link";
import { useEffect, useState } from "react";
import { useGlobalData } from "@/hooks/use-global-data";

const ROTATE_MS = 8000;

export function AdSlot() {
  const { data } = useGlobalData();
  const ads = (data?.ads ?? []).filter((a) => a.image || a.title);
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
        <div className="flex justify-center gap-1 pb-1">
          {ads.map((a, i) => (
            <button
              key={a._id}
              type="button"
              aria-label={`Show ad ${i + 1}`}
              onClick={() => setIndex(i)}
              className={`h-1.5 rounded-full transition-all ${i === index % ads.length ? "w-4 bg-brand-600" : "w-1.5 bg-slate-300"}`}
            />
          ))}
        </div>
      )}
    </aside>
  );
}
