// A demo posting for several workers (Job.headcount, lib/jobs/seats.ts), so a newcomer sees one: Mile High
// Logistics (employer3@gigline.test) needs 6 event staff and has hired 3 of the applicants, each on a seat with
// their own contract and booked shift; the posting stays open (findable, one more proposal waiting) until the
// last position is filled. Deterministic: found by title and written again.
import type { Tx } from "@/lib/db";
import { addDays, dayKey, zonedInstant } from "@/lib/time/zone";
import { CITIES, jobPlace } from "@/prisma/seed/cities";

const H = 3_600_000;
const ZONE = "America/Denver";
const EMPLOYER = "employer3@gigline.test";
const WORKERS = ["emily.nguyen@gigline.test", "carlos.mendoza@gigline.test", "tyrone.washington@gigline.test"];
/** applied, not hired yet */
const APPLICANT = "priya.patel@gigline.test";
export const HEADCOUNT_DEMO_TITLE = "Event staff for a product launch";
const HEADCOUNT = 6;
const RATE = 2400;

export async function seedHeadcountDemo(tx: Tx, now: Date): Promise<{ hires: number }> {
  const emails = [EMPLOYER, ...WORKERS, APPLICANT];
  const people = await tx.user.findMany({ where: { email: { in: emails } }, select: { id: true, email: true } });
  const id = (email: string) => people.find((p) => p.email === email)?.id;
  if (emails.some((e) => !id(e))) return { hires: 0 };
  const employerId = id(EMPLOYER)!;
  // the seats go with the posting (onDelete: Cascade), and contracts and shifts with each job
  await tx.job.deleteMany({ where: { creatorId: employerId, title: HEADCOUNT_DEMO_TITLE } });

  const day = addDays(dayKey(now, ZONE), 5);
  const start = zonedInstant(day, 16 * 60, ZONE);
  const end = zonedInstant(day, 22 * 60, ZONE);
  const city = CITIES.denver;
  const columns = {
    creatorId: employerId,
    title: HEADCOUNT_DEMO_TITLE,
    description: "Greet guests, run the coat check and serve drinks at our product launch evening. Black clothes, please.",
    payType: "Hourly" as const,
    price: RATE,
    initialPrice: RATE,
    duration: 6,
    type: "One-time job",
    skills: ["Event staffing", "Customer service"],
    categories: [],
    ...jobPlace(city),
    shiftStart: start,
    shiftEnd: end,
    timezone: ZONE,
    arrivalNotes: "Staff entrance on the loading dock side; ask for the event lead.",
    contactName: "Dana (event lead)",
    whatToBring: "Black shirt and trousers.",
    createdAt: new Date(now.getTime() - 4 * 24 * H),
  };
  const posting = await tx.job.create({ data: { ...columns, status: 0, headcount: HEADCOUNT } });
  for (const [i, email] of [...WORKERS, APPLICANT].entries()) {
    await tx.proposal.create({
      data: {
        jobId: posting.id,
        creatorId: id(email)!,
        coverText: "I have worked launch evenings and galas; happy to run the coat check or the bar.",
        price: RATE,
        duration: 6,
        createdAt: new Date(now.getTime() - (4 - i) * 20 * H),
      },
    });
  }
  for (const [i, email] of WORKERS.entries()) {
    const job = await tx.job.create({ data: { ...columns, status: 1, parentJobId: posting.id } });
    const contract = await tx.contract.create({
      data: { jobId: job.id, userId: id(email)!, price: RATE, duration: 6, createdAt: new Date(now.getTime() - (3 - i) * 24 * H) },
    });
    await tx.shift.create({
      data: { jobId: job.id, contractId: contract.id, userId: id(email)!, employerId, start, end, timezone: ZONE },
    });
  }
  return { hires: WORKERS.length };
}
