"use client";
// Where the job is (map at zoom 15 on job detail, and a directions action). The map
// loads only when a Google Maps key is configured; otherwise — or when loading fails — a self-drawn card
// shows the address and coordinates, so there is never a broken map. Directions open Google Maps in a new
// tab: it is the person's browser that goes there, not our server.
import { useEffect, useRef, useState } from "react";
import type { JobDto } from "@/lib/jobs/dto";
import { Icon } from "@/components/dashboard/icons";
import { directionsUrl, hasCoordinates } from "@/components/jobs/location/directions";

type Place = Pick<JobDto, "location" | "street_number" | "route" | "city" | "state" | "zipcode" | "country" | "lat" | "lng">;

export function LocationCard({ job, mapsKey }: { job: Place; mapsKey: string }) {
  const coords = hasCoordinates(job);
  const [mapFailed, setMapFailed] = useState(false);
  const showMap = Boolean(mapsKey) && coords && !mapFailed;
  const street = [job.street_number, job.route].filter(Boolean).join(" ");
  const cityLine = [job.city, [job.state, job.zipcode].filter(Boolean).join(" ")].filter(Boolean).join(", ");
  return (
    <section className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm" aria-labelledby="job-location">
      <div className="flex flex-wrap items-start justify-between gap-3 p-5">
        <div>
          <h2 id="job-location" className="font-semibold text-slate-900">
            Location
          </h2>
          <p className="mt-1 text-sm text-slate-700" data-testid="job-location">
            {job.location || cityLine || "Not set"}
          </p>
        </div>
        <a
          href={directionsUrl(job)}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center gap-1.5 rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-semibold text-slate-700 hover:bg-slate-50"
        >
          <Icon name="external" className="h-4 w-4" />
          Directions
        </a>
      </div>
      {showMap ? (
        <GoogleMap apiKey={mapsKey} lat={job.lat} lng={job.lng} onFail={() => setMapFailed(true)} />
      ) : (
        <DrawnMap
          street={street}
          cityLine={cityLine}
          country={job.country}
          coords={coords ? `${job.lat.toFixed(5)}, ${job.lng.toFixed(5)}` : ""}
        />
      )}
    </section>
  );
}

/** A stylised street grid with a pin: a picture, not a map — the facts are written beside it. */
function DrawnMap({ street, cityLine, country, coords }: { street: string; cityLine: string; country: string; coords: string }) {
  return (
    <div className="grid gap-0 border-t border-slate-100 sm:grid-cols-[220px_minmax(0,1fr)]" data-testid="location-card">
      <svg viewBox="0 0 220 140" className="h-36 w-full bg-brand-50 sm:h-full" aria-hidden>
        <g stroke="white" strokeWidth="10">
          <path d="M0 40h220M0 100h220M60 0v140M150 0v140" />
        </g>
        <g stroke="white" strokeWidth="4" opacity=".8">
          <path d="M0 70h220M105 0v140M20 0l60 140M190 0l-40 140" />
        </g>
        <rect x="70" y="50" width="28" height="18" rx="3" className="fill-emerald-200" />
        <rect x="160" y="108" width="40" height="24" rx="3" className="fill-emerald-200" />
        <g transform="translate(110 78)">
          <ellipse cx="0" cy="2" rx="9" ry="3" className="fill-slate-900/20" />
          <path d="M0 0s-14-14-14-25a14 14 0 0 1 28 0C14-14 0 0 0 0Z" className="fill-brand-600" />
          <circle cx="0" cy="-25" r="5" fill="white" />
        </g>
      </svg>
      <dl className="grid content-center gap-2 p-5 text-sm">
        {street && <Row label="Address" value={street} />}
        {cityLine && <Row label="City" value={cityLine} />}
        {country && <Row label="Country" value={country} />}
        {coords && <Row label="Coordinates" value={coords} />}
      </dl>
    </div>
  );
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex gap-3">
      <dt className="w-24 shrink-0 text-slate-400">{label}</dt>
      <dd className="font-medium text-slate-700">{value}</dd>
    </div>
  );
}

let optionsSet = false;

function GoogleMap({ apiKey, lat, lng, onFail }: { apiKey: string; lat: number; lng: number; onFail: () => void }) {
  const el = useRef<HTMLDivElement>(null);
  // the latest callback without re-running the effect (and rebuilding the map) on every render
  const fail = useRef(onFail);
  useEffect(() => {
    fail.current = onFail;
  });
  useEffect(() => {
    let alive = true;
    (async () => {
      try {
        const loader = await import("@googlemaps/js-api-loader");
        // the loader takes its options once per page
        if (!optionsSet) {
          loader.setOptions({ key: apiKey, v: "weekly" });
          optionsSet = true;
        }
        const { Map } = await loader.importLibrary("maps");
        const { Marker } = await loader.importLibrary("marker");
        if (!alive || !el.current) return;
        const center = { lat, lng };
        const map = new Map(el.current, { center, zoom: 15, disableDefaultUI: true, zoomControl: true });
        new Marker({ position: center, map });
      } catch {
        if (alive) fail.current();
      }
    })();
    return () => {
      alive = false;
    };
  }, [apiKey, lat, lng]);
  return <div ref={el} className="h-64 w-full border-t border-slate-100 bg-slate-100" data-testid="job-map" />;
}
