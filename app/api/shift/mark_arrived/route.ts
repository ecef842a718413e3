// POST /api/shift/mark_arrived – { shiftId } → { shift }
// The employer confirms the worker arrived though no clock-in came (lib/cancellations/no-show.ts).
import { route } from "@/lib/http/route";
import { shiftIdSchema } from "@/lib/cancellations/schemas";
import { markArrived } from "@/lib/cancellations/no-show";

export const POST = route({ role: "customer", input: shiftIdSchema }, async ({ user, input }) => markArrived(user, input.shiftId));
