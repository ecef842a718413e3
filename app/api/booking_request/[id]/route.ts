// GET /api/booking_request/{id} → { request } (creator or an asked employee) · DELETE (creator only, none accepted)
import { route } from "@/lib/http/route";
import { bookingIdSchema } from "@/lib/booking/schemas";
import { getBooking } from "@/lib/booking/queries";
import { deleteBooking } from "@/lib/booking/delete-booking";

export const GET = route({ body: "none", input: bookingIdSchema }, async ({ user, input }) => ({
  request: await getBooking(user, input.id),
}));
export const DELETE = route({ role: "customer", body: "none", input: bookingIdSchema }, async ({ user, input }) =>
  deleteBooking(user, input.id),
);
