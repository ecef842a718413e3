// POST /api/shift/on_my_way – { shiftId } → { shift }: the worker's one tap before the start (no location)
import { route } from "@/lib/http/route";
import { shiftIdSchema } from "@/lib/shifts/schemas";
import { onMyWay } from "@/lib/booking/on-my-way";

export const POST = route({ role: "provider", input: shiftIdSchema }, async ({ user, input }) => onMyWay(user, input.shiftId));
