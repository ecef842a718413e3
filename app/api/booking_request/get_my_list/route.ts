// GET /api/booking_request/get_my_list – my booking requests (created, or asked), newest first → { requests }
import { route } from "@/lib/http/route";
import { listMyBookings } from "@/lib/booking/queries";

export const GET = route({ body: "none" }, async ({ user }) => ({ requests: await listMyBookings(user) }));
