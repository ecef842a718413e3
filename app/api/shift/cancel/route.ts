// POST /api/shift/cancel – { shiftId, reason; Idempotency-Key header or idempotencyKey } → { shift }
// The worker or the employer of the shift cancels it (lib/cancellations/cancel-shift.ts); an employer's late
// cancellation pays the worker, so the call takes an idempotency key like the other money calls.
import { route } from "@/lib/http/route";
import { cancelShiftSchema } from "@/lib/cancellations/schemas";
import { cancelShift } from "@/lib/cancellations/cancel-shift";

export const POST = route(
  { role: ["customer", "provider"], input: cancelShiftSchema, body: "json", maxBytes: 4096 },
  async ({ user, input, req }) => cancelShift(user, input, req),
);
