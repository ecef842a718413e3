// Fixed-price delivery on the demo (docs/money.md, Fixed-price delivery): the office repaint of employer3 was
// marked delivered by its painter 20 hours ago and waits for the employer's acceptance (accepted automatically
// about 52 hours from the seed). Rewritten on every run; the automatic acceptance is left to the minutely
// sweep (delivery:sweep), which finds it once due.
import type { Tx } from "@/lib/db";
import { JOB_STATUS } from "@/lib/jobs/states";
import { DELIVERY, DELIVERY_AUTO_ACCEPT_HOURS } from "@/lib/contracts/delivery-states";

const HOUR = 3_600_000;
export const DELIVERED_DEMO_TITLE = "Repaint our office and break room";
export const DELIVERED_DEMO_NOTE =
  "All walls and the break room have two coats; the drywall dents by the kitchen are patched. Spare paint is in the storage closet.";

export async function seedDelivery(tx: Tx, now: Date): Promise<number> {
  const job = await tx.job.findFirst({
    where: { title: DELIVERED_DEMO_TITLE, payType: "Fixed", status: JOB_STATUS.progressing, creator: { email: "employer3@gigline.test" } },
    select: { contract: { select: { id: true } } },
  });
  if (!job?.contract) return 0;
  const deliveredAt = new Date(now.getTime() - 20 * HOUR);
  await tx.contract.update({
    where: { id: job.contract.id },
    data: {
      deliveryStatus: DELIVERY.delivered,
      deliveredAt,
      deliveryNote: DELIVERED_DEMO_NOTE,
      deliveryAutoAcceptAt: new Date(deliveredAt.getTime() + DELIVERY_AUTO_ACCEPT_HOURS * HOUR),
      deliveryDecidedAt: null,
      deliveryDecidedBy: null,
    },
  });
  return 1;
}
