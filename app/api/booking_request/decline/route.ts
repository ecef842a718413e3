// POST /api/booking_request/decline – { id } → { request }
import { route } from "@/lib/http/route";
import { bookingIdSchema } from "@/lib/booking/schemas";
import { declineBooking } from "@/lib/booking/answer";

export const POST = route({ role: "provider", input: bookingIdSchema }, async ({ user, input }) => declineBooking(user, input.id));
