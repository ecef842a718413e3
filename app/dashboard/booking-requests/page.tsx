import type { Metadata } from "next";
import { requireUser } from "@/app/dashboard/_lib/session";
import { listMyBookings } from "@/lib/booking/queries";
import { BookingList } from "@/components/booking/booking-list";

export const metadata: Metadata = { title: "Booking Requests" };

// the layout is kept across client navigations, so each page checks the session itself
export default async function Page() {
  const user = await requireUser();
  const requests = await listMyBookings(user);
  return (
    <div className="max-w-3xl">
      <BookingList initial={requests} role={user.type === "customer" ? "customer" : "provider"} />
    </div>
  );
}
