// /dashboard/recommend-employees/{jobId}: employees ranked for the owner's job, each with the score and
// the reasons behind it; Skip hides a card, Invite to Job invites the selected ones.
// Someone else's job or an unknown id is not found; a job that is no longer open goes to its detail.
import type { Metadata } from "next";
import { notFound, redirect } from "next/navigation";
import { RecommendBoard } from "@/components/jobs/recommend/recommend-board";
import { AppError } from "@/lib/http/errors";
import { getJobDto } from "@/lib/jobs/queries";
import { isJobOpen } from "@/lib/jobs/states";
import { recommendEmployees } from "@/lib/matching/recommend-employees";
import { requireUser } from "@/app/dashboard/_lib/session";

export const metadata: Metadata = { title: "Recommended Employees" };

type Props = { params: Promise<{ id: string }> };

const PAGE_SIZE = 20;

export default async function RecommendEmployeesPage({ params }: Props) {
  const { id } = await params;
  const user = await requireUser();
  if (user.type !== "customer" || id.length > 64) notFound();
  const job = await getJobDto(id, user).catch((err) => {
    if (err instanceof AppError && err.status === 404) return null;
    throw err;
  });
  if (!job || !job.isOwner) notFound();
  if (!isJobOpen(job.status)) redirect(`/dashboard/detail-job/${job._id}`);
  const first = await recommendEmployees(user, { id: job._id, page: 1, limit: PAGE_SIZE });
  return (
    <RecommendBoard
      job={{ _id: job._id, title: job.title, city: job.city, state: job.state, categories: job.categories, remote: job.remote }}
      initial={first}
    />
  );
}
