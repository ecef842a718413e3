import type { Metadata } from "next";
import { requireUser } from "@/app/dashboard/_lib/session";
import { TimeClock } from "@/components/time/time-clock";

export const metadata: Metadata = { title: "Time Clock Manager" };

// the layout is kept across client navigations, so each page checks the session itself; the figures are read
// in the browser because days and weeks are the viewer's (the browser's time zone)
export default async function Page() {
  const user = await requireUser();
  return (
    <div className="flex max-w-3xl flex-col gap-4">
      <h1 className="text-2xl font-bold text-slate-900">Time Clock Manager</h1>
      <TimeClock role={user.type === "provider" ? "provider" : "customer"} />
    </div>
  );
}
