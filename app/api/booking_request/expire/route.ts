// POST /api/booking_request/expire – { id } → { request }
import { route } from "@/lib/http/route";
import { bookingIdSchema } from "@/lib/booking/schemas";
import { expireBooking } from "@/lib/booking/answer";

export const POST = route({ role: "any", input: bookingIdSchema }, async ({ user, input }) => expireBooking(user, input.id));
