// "Waiting for funds" on an accepted delivery (docs/money.md, Fixed-price delivery): an automatic acceptance
// stands even when the employer's wallet cannot pay the contract (a Not funded one); the contract waits for a
// deposit and the delivery sweep pays it then. The job read (one JSON statement) does not look at the ledger,
// so the job's own page asks here, for its two parties, whether the payment's journal exists yet.
import type { JobDto } from "@/lib/jobs/dto";
import { DeliveryStatus } from "@/lib/generated/prisma/enums";
import { contractPaid } from "@/lib/money/holds/holds";

/** The job with `hire.delivery.awaitingFunds` set when its delivery is accepted and not paid yet; unchanged otherwise. */
export async function withDeliveryPayment(dto: JobDto): Promise<JobDto> {
  const hire = dto.hire;
  const delivery = hire?.delivery;
  if (!hire || !delivery || delivery.status !== DeliveryStatus.accepted || hire.canceledAt) return dto;
  if (await contractPaid(hire._id)) return dto;
  return { ...dto, hire: { ...hire, delivery: { ...delivery, awaitingFunds: true } } };
}
