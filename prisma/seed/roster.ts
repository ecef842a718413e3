// The demo employer's team: three favourite workers who applied to their jobs (not the demo worker the
// end-to-end tests sign in as, whose place in the team those tests change). Put back on every seed: the
// demo employer's team is exactly these afterwards.
import type { Tx } from "@/lib/db";

export const DEMO_TEAM_EMPLOYER = "employer@gigline.test";
export const SEED_FAVORITES = [
  { email: "megan.foster@gigline.test", note: "Runs a beer and wine station on her own.", daysAgo: 9 },
  { email: "chloe.bennett@gigline.test", note: "Great with high-volume weddings.", daysAgo: 6 },
  { email: "marcus.johnson@gigline.test", note: "", daysAgo: 3 },
];

export async function seedRoster(tx: Tx, now: Date) {
  const employer = await tx.user.findUniqueOrThrow({ where: { email: DEMO_TEAM_EMPLOYER }, select: { id: true } });
  await tx.rosterEntry.deleteMany({ where: { employerId: employer.id } });
  for (const f of SEED_FAVORITES) {
    const worker = await tx.user.findUniqueOrThrow({ where: { email: f.email }, select: { id: true } });
    await tx.rosterEntry.create({
      data: {
        employerId: employer.id,
        workerId: worker.id,
        kind: "favorite",
        note: f.note,
        createdAt: new Date(now.getTime() - f.daysAgo * 86_400_000),
      },
    });
  }
  return { favorites: SEED_FAVORITES.length };
}
