// POST /api/booking_request/accept – { id } → { request }
import { route } from "@/lib/http/route";
import { bookingIdSchema } from "@/lib/booking/schemas";
import { acceptBooking } from "@/lib/booking/answer";

export const POST = route({ role: "provider", input: bookingIdSchema }, async ({ user, input }) => acceptBooking(user, input.id));
