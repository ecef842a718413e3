// POST /api/shift/confirm – { shiftId } → { shift }: the worker confirms they will be there
import { route } from "@/lib/http/route";
import { shiftIdSchema } from "@/lib/shifts/schemas";
import { confirmShift } from "@/lib/shifts/confirm";

export const POST = route({ role: "provider", input: shiftIdSchema }, async ({ user, input }) => confirmShift(user, input.shiftId));
