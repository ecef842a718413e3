import type { Metadata } from "next";
import { noticeByLink } from "@/lib/admin/queues/notices";
import { QUEUE_MSG } from "@/lib/admin/queues/messages";
import { formatDate } from "@/lib/format/intl";
import { NoticeReply } from "@/components/admin/notice-reply";

export const metadata: Metadata = { title: "Reply to Gigline", robots: { index: false, follow: false } };
export const dynamic = "force-dynamic";

/**
 * Where a standing notice's e-mail link leads, signed out or in (a suspended or closed account cannot sign
 * in): the notice and the one reply. An altered or expired link says so; a used one shows the reply.
 */
export default async function NoticeReplyPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const raw = (await searchParams).token;
  const token = typeof raw === "string" ? raw : "";
  const notice = await noticeByLink(token);
  return (
    <main className="mx-auto max-w-xl px-4 py-12">
      <div className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
        <h1 className="text-2xl font-bold text-slate-900">A message from Gigline</h1>
        {notice ? (
          <>
            <section aria-label="The message">
              <p className="text-sm text-slate-600">{formatDate(notice.createdAt, { dateStyle: "medium", timeStyle: "short" })}</p>
              <p className="mt-2 break-words whitespace-pre-line text-slate-900" data-testid="notice-message">
                {notice.message}
              </p>
            </section>
            <NoticeReply notice={notice} token={token} framed={false} />
          </>
        ) : (
          <p className="text-slate-700" data-testid="notice-link-invalid">
            {QUEUE_MSG.LinkInvalid}
          </p>
        )}
      </div>
    </main>
  );
}
