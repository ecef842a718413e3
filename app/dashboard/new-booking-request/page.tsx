import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { requireUser } from "@/app/dashboard/_lib/session";
import { PREMIUM_LEVEL } from "@/lib/booking/constants";
import { BookingWizard } from "@/components/booking/booking-wizard";
import { preselectedEmployee } from "@/lib/booking/preselected-employee";

export const metadata: Metadata = { title: "New Booking Request" };

// the layout is kept across client navigations, so each page checks the session itself
// ?employee=<id> (Book on an employee's profile): that person starts out selected in the Employees step
export default async function Page({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const user = await requireUser();
  if (user.type !== "customer") redirect("/dashboard/booking-requests");
  const { employee } = await searchParams;
  const preselected = await preselectedEmployee(typeof employee === "string" ? employee : undefined);
  return (
    <div className="max-w-3xl">
      <BookingWizard premium={user.level >= PREMIUM_LEVEL} preselected={preselected} />
    </div>
  );
}
