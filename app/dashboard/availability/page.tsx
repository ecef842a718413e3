import type { Metadata } from "next";
import Link from "next/link";
import { requireUser } from "@/app/dashboard/_lib/session";
import { EmptyState } from "@/components/ui/empty-state";
import { AvailabilityEditor } from "@/components/availability/availability-editor";
import { readAvailability } from "@/lib/availability/availability";

export const metadata: Metadata = { title: "Booking Calendar" };

// the layout is kept across client navigations, so each page checks the session itself
export default async function Page() {
  const user = await requireUser();
  if (user.type !== "provider") {
    return (
      <div className="mx-auto flex max-w-3xl flex-col gap-6">
        <h1 className="text-2xl font-bold text-slate-900">Booking Calendar</h1>
        <EmptyState title="The Booking Calendar is for employees.">
          Employers see when people can work on their profiles and in a new booking request.{" "}
          <Link href="/dashboard/search-users" className="font-semibold text-brand-700 hover:underline">
            Search employees
          </Link>
        </EmptyState>
      </div>
    );
  }
  return <AvailabilityEditor initial={await readAvailability(user.id)} />;
}
