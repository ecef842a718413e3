// POST /api/shift/mark_no_show – { shiftId } → { shift }
// The employer marks a worker who neither clocked in nor arrived as a no-show (lib/cancellations/no-show.ts).
import { route } from "@/lib/http/route";
import { shiftIdSchema } from "@/lib/cancellations/schemas";
import { markNoShow } from "@/lib/cancellations/no-show";

export const POST = route({ role: "customer", input: shiftIdSchema }, async ({ user, input }) => markNoShow(user, input.shiftId));
