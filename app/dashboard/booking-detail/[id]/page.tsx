import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { requireUser } from "@/app/dashboard/_lib/session";
import { getBooking } from "@/lib/booking/queries";
import { expireDue } from "@/lib/booking/answer";
import { BookingDetail } from "@/components/booking/booking-detail";
import { canAnswerBooking } from "@/lib/booking/states";
import { employerReliability } from "@/lib/reliability/employer";
import { EmployerReliabilityNote } from "@/components/reliability/employer-reliability-note";

export const metadata: Metadata = { title: "Booking Request Details" };

// the layout is kept across client navigations, so each page checks the session itself
export default async function Page({ params }: { params: Promise<{ id: string }> }) {
  const user = await requireUser();
  const { id } = await params;
  let request = await getBooking(user, id).catch(() => null);
  if (!request) notFound();
  // a provider opening it: the expiry check of their own row first (the deadline job may be a moment behind)
  if (request.me && canAnswerBooking(request.me.status) && request.me.responseLimit && new Date(request.me.responseLimit) <= new Date()) {
    await expireDue(id);
    request = await getBooking(user, id);
  }
  // the worker asked sees how reliable the employer is (docs/booking-and-time.md (Reliability))
  const employer = user.type === "provider" && request.me ? await employerReliability(request.creator._id) : null;
  return (
    <div className="flex max-w-3xl flex-col gap-4">
      {employer && <EmployerReliabilityNote figures={employer} name={request.creator.name || undefined} />}
      <BookingDetail initial={request} meId={user.id} />
    </div>
  );
}
