"use client";
// The approvals list in the viewer's time zone.
import { ApprovalsBoard } from "@/components/time/approvals";
import { useTimeZone } from "@/components/time/use-time-zone";

export function ApprovalsView() {
  const tz = useTimeZone();
  if (!tz) return <p className="text-sm text-slate-500">Loading…</p>;
  return <ApprovalsBoard tz={tz} />;
}
