"use client";
// /dashboard/booking-requests: ACTIVE and EXPIRED tabs, each request sorted by where it stands for this viewer
// now (its phase, lib/booking/states.ts: a confirmed shift stays active until it has ended), its label and cell
// colour, times in the shift's zone; Add for customers. Reloads when a booking event arrives.
import Link from "next/link";
import { useCallback, useState } from "react";
import { Tabs } from "@/components/ui/tabs";
import { EmptyState } from "@/components/ui/empty-state";
import { api } from "@/lib/api-client";
import { useRealtime } from "@/hooks/use-realtime";
import { BOOKING_TABS, type BookingTab } from "@/lib/booking/constants";
import { phaseColour } from "@/lib/booking/states";
import type { BookingDto } from "@/lib/booking/dto";
import { COLOUR_CLASS, priceText, shiftText } from "@/components/booking/format";

export function BookingList({ initial, role }: { initial: BookingDto[]; role: "customer" | "provider" }) {
  const [requests, setRequests] = useState(initial);
  const [tab, setTab] = useState<BookingTab>("ACTIVE");
  const reload = useCallback(() => {
    api("booking_request/get_my_list", undefined, { method: "GET" })
      .then((r) => setRequests(r.requests))
      .catch(() => undefined);
  }, []);
  useRealtime((e) => {
    if (e.type === "booking") reload();
  });
  const shown = requests.filter((r) => r.tab === tab);
  return (
    <div className="flex flex-col gap-4">
      <div className="flex items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900">Booking Requests</h1>
        {role === "customer" && (
          <Link
            href="/dashboard/new-booking-request"
            className="rounded-lg bg-brand-600 px-4 py-2 text-sm font-medium text-white hover:bg-brand-700"
          >
            Add
          </Link>
        )}
      </div>
      <Tabs label="Booking requests" tabs={BOOKING_TABS.map((t) => ({ value: t, label: t }))} value={tab} onChange={setTab} />
      {shown.length === 0 ? (
        <EmptyState title={tab === "ACTIVE" ? "No active booking requests." : "No past booking requests."} />
      ) : (
        <ul className="flex flex-col gap-3" aria-label={`${tab} booking requests`}>
          {shown.map((r) => {
            const colour = phaseColour(r.phase);
            return (
              <li key={r._id}>
                <Link
                  href={`/dashboard/booking-detail/${r._id}`}
                  className={`flex flex-col gap-1 rounded-xl border p-4 transition hover:shadow-sm sm:flex-row sm:items-center sm:justify-between ${COLOUR_CLASS[colour]}`}
                  data-colour={colour}
                >
                  <span className="flex min-w-0 flex-col">
                    {r.backfillId && <span className="text-xs font-semibold uppercase tracking-wide">Replacement shift</span>}
                    <span className="truncate font-semibold">{r.title}</span>
                    <span className="text-sm">
                      {shiftText(r)} · {priceText(r)}
                    </span>
                    <span className="truncate text-sm">
                      {role === "customer"
                        ? r.location
                        : `${r.creator.name}${r.creator.employerRatingCount > 0 ? ` · ★ ${r.creator.employerRating.toFixed(1)} (${r.creator.employerRatingCount})` : " · No reviews yet"}`}
                    </span>
                  </span>
                  <span className="shrink-0 text-sm font-bold tracking-wide" data-testid="booking-label">
                    {r.label}
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
