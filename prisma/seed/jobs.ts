// Writes the demo jobs of prisma/seed/job-data.ts inside the seed's transaction. Direct Prisma writes (the job
// domain functions use the global client, not the seed's transaction), checked against the same state
// rules first: an open job has no contract, a progressing one has a contract that has not ended, a
// completed one a completed contract, a canceled one either none (canceled while open) or a canceled
// contract; the hired provider applied or was invited; reviews only on ended contracts; answers match
// the questions; no contact details in the texts.
// Safe to run again: a demo job is matched by (employer, title) and keeps its id (public job URLs stay
// valid); its proposals, invitations, saves, contract, review and notifications are written afresh.
import type { Tx } from "@/lib/db";
import { hasContactDetails } from "@/lib/moderation/contact-scanner";
import { dollarsToCents } from "@/lib/money/amounts/convert";
import { JOB_STATUS } from "@/lib/jobs/states";
import { CITIES } from "@/prisma/seed/cities";
import { SEED_JOBS, type SeedJob } from "@/prisma/seed/job-data";

export type JobSeedSummary = { jobs: number; proposals: number; invites: number; contracts: number; reviews: number };

const STATUS = {
  open: JOB_STATUS.open,
  progressing: JOB_STATUS.progressing,
  completed: JOB_STATUS.completed,
  canceled: JOB_STATUS.canceled,
} as const;
const DAY = 86_400_000;
/** Credits the demo employers keep after their seeded hires, so hiring works in the demo at the free level. */
const DEMO_EMPLOYER_CREDIT = 3;

export async function seedJobs(tx: Tx, now: Date): Promise<JobSeedSummary> {
  const emails = [...new Set(SEED_JOBS.flatMap(peopleOf))];
  const users = await tx.user.findMany({
    where: { email: { in: emails } },
    select: { id: true, email: true, type: true, firstName: true, lastName: true, company: true },
  });
  const byEmail = new Map(users.map((u) => [u.email, u]));
  const id = (email: string) => {
    const u = byEmail.get(email);
    if (!u) throw new Error(`[seed] demo job refers to an unknown demo account ${email}`);
    return u.id;
  };
  const name = (email: string) => {
    const u = byEmail.get(email)!;
    return u.company || `${u.firstName} ${u.lastName}`.trim();
  };
  const ago = (days: number) => new Date(now.getTime() - days * DAY);
  const summary: JobSeedSummary = { jobs: 0, proposals: 0, invites: 0, contracts: 0, reviews: 0 };

  for (const [i, j] of SEED_JOBS.entries()) {
    checkJob(j);
    const creatorId = id(j.employer);
    const jobId = await upsertJob(tx, j, i, creatorId, ago);
    summary.jobs += 1;
    const notes: { userId: string; type: string; message: string; creatorId: string; at: Date }[] = [];

    for (const inv of j.invites ?? []) {
      await tx.invite.create({
        data: {
          jobId,
          employeeId: id(inv.to),
          status: inv.status,
          reason: inv.reason ?? "",
          createdAt: ago(inv.daysAgo),
          answeredAt: inv.status === "sent" ? null : ago(inv.daysAgo * 0.9),
        },
      });
      notes.push({
        userId: id(inv.to),
        type: "invite",
        message: `${name(j.employer)} invited you to apply to "${j.title}".`,
        creatorId,
        at: ago(inv.daysAgo),
      });
      if (inv.status === "declined") {
        notes.push({
          userId: creatorId,
          type: "invite_declined",
          message: `${name(inv.to)} declined your invitation to "${j.title}".`,
          creatorId: id(inv.to),
          at: ago(inv.daysAgo * 0.9),
        });
      }
      summary.invites += 1;
    }
    for (const p of j.proposals ?? []) {
      await tx.proposal.create({
        data: {
          jobId,
          creatorId: id(p.by),
          coverText: p.cover,
          price: dollarsToCents(p.price),
          duration: p.duration,
          screenAnswers: p.answers,
          isInvite: Boolean(p.viaInvite),
          createdAt: ago(p.daysAgo),
        },
      });
      notes.push({
        userId: creatorId,
        type: "proposal",
        message: `${name(p.by)} sent a proposal for "${j.title}".`,
        creatorId: id(p.by),
        at: ago(p.daysAgo),
      });
      summary.proposals += 1;
    }
    for (const s of j.saves ?? []) {
      await tx.favorite.create({ data: { jobId, userId: id(s.by), createdAt: ago(s.daysAgo) } });
    }
    if (j.hire) {
      const ended = j.endedDaysAgo !== undefined ? ago(j.endedDaysAgo) : null;
      const worker = id(j.hire.user);
      const contract = await tx.contract.create({
        data: {
          jobId,
          userId: worker,
          price: dollarsToCents(j.hire.price),
          duration: j.hire.duration,
          extraPay: dollarsToCents(j.hire.extraPay ?? 0),
          createdAt: ago(j.hire.daysAgo),
          completedAt: j.status === "completed" ? ended : null,
          canceledAt: j.status === "canceled" ? ended : null,
        },
      });
      summary.contracts += 1;
      notes.push({
        userId: worker,
        type: "hire",
        message: `${name(j.employer)} hired you for "${j.title}".`,
        creatorId,
        at: ago(j.hire.daysAgo),
      });
      if (ended) {
        const done = j.status === "completed";
        notes.push({
          userId: worker,
          type: done ? "contract_completed" : "contract_canceled",
          message: `${name(j.employer)} ${done ? "completed" : "canceled"} the contract for "${j.title}".`,
          creatorId,
          at: ended,
        });
      }
      if (j.review && ended) {
        const at = new Date(ended.getTime() + DAY / 4);
        await tx.review.create({
          data: {
            jobId,
            contractId: contract.id,
            writerId: creatorId,
            targetId: worker,
            score: j.review.score,
            text: j.review.text,
            createdAt: at,
          },
        });
        // the same running average job/write_review keeps (the users' demo ratings were just reset)
        await tx.$executeRaw`update "User" set "reviewScore" = ("reviewScore" * "reviewCount" + ${j.review.score}) / ("reviewCount" + 1),
          "reviewCount" = "reviewCount" + 1 where id = ${worker}`;
        notes.push({
          userId: worker,
          type: "review",
          message: `${name(j.employer)} left you a ${j.review.score}-star review for "${j.title}".`,
          creatorId,
          at,
        });
        summary.reviews += 1;
        if (j.employerReview) {
          // written after the employer's, so published at once (lib/reviews/employer-rating.ts)
          const written = new Date(at.getTime() + DAY / 2);
          await tx.employerReview.create({
            data: {
              jobId,
              contractId: contract.id,
              writerId: worker,
              targetId: creatorId,
              score: j.employerReview.score,
              text: j.employerReview.text,
              createdAt: written,
              publishedAt: written,
            },
          });
        }
      }
    }
    // what happened more than two days ago has been seen
    await tx.notification.createMany({
      data: notes.map((n) => ({
        userId: n.userId,
        type: n.type,
        message: n.message,
        creatorId: n.creatorId,
        jobId,
        createdAt: n.at,
        isRead: now.getTime() - n.at.getTime() > 2 * DAY,
      })),
    });
  }

  // the employers' ratings from the workers' published reviews, as recomputeEmployerRating keeps them
  await tx.$executeRaw`update "User" u set "employerRating" = s.avg, "employerRatingCount" = s.n
    from (select "targetId", avg(score)::float8 as avg, count(*)::int as n from "EmployerReview"
          where "publishedAt" <= now() group by "targetId") s
    where u.id = s."targetId"`;
  const employers = [...new Set(SEED_JOBS.map((j) => j.employer))];
  await tx.user.updateMany({
    where: { email: { in: employers }, credit: { lt: DEMO_EMPLOYER_CREDIT } },
    data: { credit: DEMO_EMPLOYER_CREDIT },
  });
  return summary;
}

/** Creates the job, or resets an existing demo job (same employer and title) and clears what hangs off it. */
async function upsertJob(tx: Tx, j: SeedJob, index: number, creatorId: string, ago: (days: number) => Date) {
  const city = CITIES[j.city];
  // a few hundred metres around the neighbourhood centre, the same for every run
  const lat = Number((city.lat + (((index * 37) % 19) - 9) * 0.001).toFixed(6));
  const lng = Number((city.lng + (((index * 53) % 17) - 8) * 0.001).toFixed(6));
  const ended = j.endedDaysAgo !== undefined ? ago(j.endedDaysAgo) : null;
  const price = dollarsToCents(j.price);
  const data = {
    title: j.title,
    description: j.description,
    status: STATUS[j.status],
    payType: j.payType,
    initialPrice: price,
    // the final price is the hire's once someone is hired
    price: j.hire ? dollarsToCents(j.hire.price) : price,
    duration: j.duration,
    type: j.type,
    skills: j.skills,
    categories: j.categories,
    location: `${j.street}, ${city.city}, ${city.state} ${city.zipcode}, USA`,
    streetNumber: "",
    route: j.street,
    city: city.city,
    state: city.state,
    county: city.county,
    country: "United States",
    zipcode: city.zipcode,
    lat,
    lng,
    screenQuestions: j.questions.map((q) => ({ question: q.question, generatedByAI: Boolean(q.ai), suggested: false, required: true })),
    isCheckCubic: false,
    infoCubicPackage: "",
    createdAt: ago(j.postedDaysAgo),
    completedAt: j.status === "completed" ? ended : null,
    canceledAt: j.status === "canceled" ? ended : null,
    closedAt: j.status === "completed" || j.status === "canceled" ? ended : null,
  };
  const existing = await tx.job.findFirst({ where: { creatorId, title: j.title }, orderBy: { createdAt: "asc" }, select: { id: true } });
  if (!existing) return (await tx.job.create({ data: { ...data, creatorId }, select: { id: true } })).id;
  const jobId = existing.id;
  await tx.employerReview.deleteMany({ where: { jobId } });
  await tx.review.deleteMany({ where: { jobId } });
  await tx.contract.deleteMany({ where: { jobId } });
  await tx.proposal.deleteMany({ where: { jobId } });
  await tx.invite.deleteMany({ where: { jobId } });
  await tx.favorite.deleteMany({ where: { jobId } });
  await tx.notification.deleteMany({ where: { jobId } });
  await tx.job.update({ where: { id: jobId }, data });
  return jobId;
}

function peopleOf(j: SeedJob) {
  return [
    j.employer,
    ...(j.proposals ?? []).map((p) => p.by),
    ...(j.invites ?? []).map((i) => i.to),
    ...(j.saves ?? []).map((s) => s.by),
    ...(j.hire ? [j.hire.user] : []),
  ];
}

/** The state rules and the form rules, so demo data never shows an impossible job. */
function checkJob(j: SeedJob) {
  const fail = (why: string) => {
    throw new Error(`[seed] demo job "${j.title}": ${why}`);
  };
  const ended = j.endedDaysAgo !== undefined;
  if (j.status === "open" && (j.hire || ended)) fail("an open job has no contract and has not ended");
  if (j.status === "progressing" && (!j.hire || ended)) fail("a progressing job has a contract that has not ended");
  if (j.status === "completed" && (!j.hire || !ended)) fail("a completed job has an ended contract");
  if (j.status === "canceled" && !ended) fail("a canceled job has an end date");
  if (j.review && (!j.hire || !ended)) fail("only an ended contract can be reviewed");
  if (j.review && (j.review.score < 1 || j.review.score > 5 || !j.review.text.trim())) fail("a review has a score of 1 to 5 and a text");
  if (j.hire) {
    const applied = (j.proposals ?? []).some((p) => p.by === j.hire!.user);
    const invited = (j.invites ?? []).some((i) => i.to === j.hire!.user && i.status !== "declined");
    if (!applied && !invited) fail("the hired provider neither applied nor was invited");
  }
  const questions = j.questions.length;
  for (const p of j.proposals ?? []) {
    if (p.answers.length !== questions) fail(`${p.by} answers ${p.answers.length} of ${questions} questions`);
    if (p.cover.trim().length < 20) fail(`${p.by}'s cover letter is shorter than 20 characters`);
    if (p.viaInvite && !(j.invites ?? []).some((i) => i.to === p.by && i.status === "accepted"))
      fail(`${p.by} applied through an invite that is not accepted`);
    if (hasContactDetails(p.cover, ...p.answers)) fail(`${p.by}'s proposal carries contact details`);
  }
  if (hasContactDetails(j.title, j.description)) fail("the title or description carries contact details");
  if (!j.categories.length || !j.skills.length || j.price <= 0 || j.duration <= 0) fail("the job form is incomplete");
}
