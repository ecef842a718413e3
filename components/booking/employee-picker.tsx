"use client";
// Step 2 of the wizard: the employees available at the shift's time near its place
// (search/available_employees), a search box (on Enter when not empty) with a clear button, each person
// selectable (the order of selection is the order a standard request asks them in) with View profile.
// Selection is optional: nobody picked sends the request to the best available people near the place.
import Link from "next/link";
import { useEffect, useState } from "react";
import { Avatar } from "@/components/ui/avatar";
import { api } from "@/lib/api-client";
import { formatRateDollars } from "@/lib/money/amounts/format";
import { milesAwayLabel } from "@/lib/geo/distance-label";
import type { LocationValue } from "@/components/location/location-input";

type Person = {
  _id: string;
  name: string;
  avatar: string;
  title: string;
  location: string;
  hourlyRate: number;
  reviewScore: number;
  match?: { distance: number | null };
  reliability?: { line: string };
};
/** availableTime and duration (minutes): only people available for the whole shift */
type Search = LocationValue & { availableTime?: { date: string; time: string; timezone: string }; duration?: number };

export function EmployeePicker({
  selected,
  onChange,
  search,
}: {
  selected: { _id: string; name: string }[];
  onChange: (list: { _id: string; name: string }[]) => void;
  search: Search;
}) {
  const [text, setText] = useState("");
  const [query, setQuery] = useState("");
  const [people, setPeople] = useState<Person[]>([]);
  // the search key whose answer is shown, and its error; loading while it differs from the current key
  const [loaded, setLoaded] = useState<{ key: string; error: string } | null>(null);
  const { availableTime, duration, city, county, state: usState, zipcode, lat, lng } = search;
  const key = JSON.stringify([availableTime, city, county, usState, zipcode, lat, lng, query, duration]);

  useEffect(() => {
    const ctl = new AbortController();
    const [at, c, co, st, zip, la, ln, q, minutes] = JSON.parse(key) as [
      Search["availableTime"],
      string,
      string,
      string,
      string,
      number,
      number,
      string,
      number | null,
    ];
    api(
      "search/available_employees",
      {
        query: q || undefined,
        availableTime: at ?? "",
        duration: at && minutes ? minutes : undefined,
        city: c || undefined,
        county: co || undefined,
        state: st || undefined,
        zipcode: zip || undefined,
        lat: la ?? undefined,
        lng: ln ?? undefined,
      },
      { signal: ctl.signal },
    )
      .then((r) => {
        setPeople(r.users);
        setLoaded({ key, error: "" });
      })
      .catch((err: Error) => {
        if (err.name === "AbortError") return;
        setLoaded({ key, error: err.message });
      });
    return () => ctl.abort();
  }, [key]);

  const state = loaded?.key !== key ? "loading" : loaded.error ? "error" : "done";
  const error = loaded?.error ?? "";

  const toggle = (p: Person) => {
    const on = selected.some((s) => s._id === p._id);
    onChange(on ? selected.filter((s) => s._id !== p._id) : [...selected, { _id: p._id, name: p.name }]);
  };

  return (
    <div className="flex flex-col gap-4">
      <form
        role="search"
        className="flex gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          if (text.trim()) setQuery(text.trim());
        }}
      >
        <label htmlFor="employee-search" className="sr-only">
          Search employees
        </label>
        <input
          id="employee-search"
          type="search"
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder="Search by name, title or skill, then press Enter"
          className="min-w-0 flex-1 rounded-lg border border-slate-300 px-3 py-2 text-sm outline-none focus:border-brand-500 focus:ring-2 focus:ring-brand-100"
        />
        <button
          type="button"
          onClick={() => {
            setText("");
            setQuery("");
          }}
          className="rounded-lg border border-slate-300 px-3 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50"
        >
          Clear
        </button>
      </form>
      <p className="text-sm text-slate-600" aria-live="polite">
        {selected.length
          ? `${selected.length} selected, asked in this order: ${selected.map((s) => s.name).join(", ")}.`
          : "Optional: pick nobody and the request goes to the best available employees near the location."}
      </p>
      {state === "done" &&
        selected
          .filter((s) => !people.some((p) => p._id === s._id))
          .map((s) => (
            // chosen elsewhere (Book on a profile) and not in this list: it can still be taken off
            <p key={s._id} className="flex flex-wrap items-center gap-2 text-sm text-slate-700" data-testid="picker-outside">
              {s.name} is selected but not listed as available at this time.
              <button
                type="button"
                onClick={() => onChange(selected.filter((x) => x._id !== s._id))}
                className="min-h-6 font-semibold text-brand-700 underline"
              >
                Remove {s.name}
              </button>
            </p>
          ))}
      {state === "loading" && <p className="text-sm text-slate-600">Looking for available employees…</p>}
      {state === "error" && <p className="text-sm text-red-700">{error}</p>}
      {state === "done" && people.length === 0 && (
        <p className="text-sm text-slate-600">No employee is available at that time near this location.</p>
      )}
      <ul className="flex flex-col divide-y divide-slate-100" aria-label="Available employees">
        {people.map((p) => {
          const index = selected.findIndex((s) => s._id === p._id);
          return (
            <li key={p._id} className="flex flex-wrap items-center justify-between gap-2 py-3">
              <label className="flex min-w-0 flex-1 cursor-pointer items-center gap-3">
                <input type="checkbox" checked={index >= 0} onChange={() => toggle(p)} aria-label={`Select ${p.name}`} />
                <Avatar src={p.avatar} name={p.name} size={40} decorative />
                <span className="min-w-0">
                  <span className="block truncate font-medium text-slate-800">
                    {index >= 0 && <span className="mr-1 text-brand-700">#{index + 1}</span>}
                    {p.name}
                  </span>
                  <span className="block truncate text-sm text-slate-600">
                    {/* how far from the shift's place ("8 mi away") */}
                    {[p.title, p.location, milesAwayLabel(p.match?.distance), p.hourlyRate ? formatRateDollars(p.hourlyRate) : ""]
                      .filter(Boolean)
                      .join(" · ")}
                  </span>
                  {p.reliability && <span className="block truncate text-xs text-slate-600">{p.reliability.line}</span>}
                </span>
              </label>
              <Link
                href={`/dashboard/detail-employee/${p._id}`}
                target="_blank"
                className="text-sm font-medium text-brand-700 hover:underline"
              >
                View profile
              </Link>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
