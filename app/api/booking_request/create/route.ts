// POST /api/booking_request/create – the wizard's request (spec §3 submitted fields) → { user, request }
import { route } from "@/lib/http/route";
import { createBookingSchema } from "@/lib/booking/schemas";
import { createBooking } from "@/lib/booking/create-booking";

export const POST = route({ role: "customer", input: createBookingSchema }, async ({ user, input }) => createBooking(user, input));
