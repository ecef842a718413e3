import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { requireUser } from "@/app/dashboard/_lib/session";
import { AppError } from "@/lib/http/errors";
import { getOwnNotice } from "@/lib/admin/queues/notices";
import { formatDate } from "@/lib/format/intl";
import { NoticeReply } from "@/components/admin/notice-reply";

export const metadata: Metadata = { title: "A message from Gigline" };

type Props = { params: Promise<{ id: string }> };

/** What Gigline told the signed-in person about an action on them or their content, and their one reply. */
export default async function NoticePage({ params }: Props) {
  const user = await requireUser();
  const notice = await getOwnNotice(user.id, (await params).id).catch((err) => {
    if (err instanceof AppError && err.status === 404) notFound();
    throw err;
  });
  return (
    <div className="flex max-w-2xl flex-col gap-4">
      <h1 className="text-2xl font-bold text-slate-900">A message from Gigline</h1>
      <section className="rounded-xl border border-slate-200 bg-white p-4">
        <p className="text-sm text-slate-600">{formatDate(notice.createdAt, { dateStyle: "medium", timeStyle: "short" })}</p>
        <p className="mt-2 break-words whitespace-pre-line text-slate-900">{notice.message}</p>
      </section>
      <NoticeReply notice={notice} />
    </div>
  );
}
