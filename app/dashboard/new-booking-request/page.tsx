import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { requireUser } from "@/app/dashboard/_lib/session";
import { PREMIUM_LEVEL } from "@/lib/booking/constants";
import { BookingWizard } from "@/components/booking/booking-wizard";

export const metadata: Metadata = { title: "New Booking Request" };

// the layout is kept across client navigations, so each page checks the session itself
export default async function Page() {
  const user = await requireUser();
  if (user.type !== "customer") redirect("/dashboard/booking-requests");
  return (
    <div className="max-w-3xl">
      <BookingWizard premium={user.level >= PREMIUM_LEVEL} />
    </div>
  );
}
