// POST /api/shift/keep_unconfirmed – { shiftId } → { shift }: the employer keeps a worker who has not confirmed
import { route } from "@/lib/http/route";
import { shiftIdSchema } from "@/lib/shifts/schemas";
import { keepUnconfirmed } from "@/lib/shifts/keep-unconfirmed";

export const POST = route({ role: "customer", input: shiftIdSchema }, async ({ user, input }) => keepUnconfirmed(user, input.shiftId));
