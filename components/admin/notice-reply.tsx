"use client";
// The person's one reply to what Gigline told them (notice/reply_notice); once sent, it is shown instead of the form.
import { useState } from "react";
import { useApiMutation } from "@/hooks/use-api-mutation";
import { Button } from "@/components/ui/button";
import { Textarea } from "@/components/ui/field";
import type { OwnNotice } from "@/lib/admin/queues/notices";

export function NoticeReply({ notice }: { notice: OwnNotice }) {
  const [text, setText] = useState("");
  const reply = useApiMutation("notice/reply_notice", { success: "Your reply has been sent to the Gigline team." });
  if (notice.reply)
    return (
      <section className="rounded-xl border border-slate-200 bg-white p-4" aria-labelledby="your-reply">
        <h2 id="your-reply" className="font-semibold text-slate-900">
          Your reply
        </h2>
        <p className="mt-2 break-words whitespace-pre-line text-slate-800">{notice.reply}</p>
        <p className="mt-2 text-sm text-slate-600">You can reply once. The Gigline team reads it with the case.</p>
      </section>
    );
  return (
    <form
      className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4"
      onSubmit={(e) => {
        e.preventDefault();
        void reply.run({ noticeId: notice._id, text });
      }}
    >
      <Textarea
        label="Reply to the Gigline team (once)"
        maxLength={2000}
        value={text}
        onChange={(e) => setText(e.target.value)}
        hint="Tell us anything we should know. You can reply once."
      />
      <div>
        <Button type="submit" loading={reply.isPending}>
          Send reply
        </Button>
      </div>
    </form>
  );
}
