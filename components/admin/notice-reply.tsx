"use client";
// The person's one reply to what Gigline told them: signed in (notice/reply_notice), or signed out from a
// standing notice's e-mail link (notice/reply_by_link, with its token). Once sent, it is shown instead of the form.
import { useState } from "react";
import { useApiMutation } from "@/hooks/use-api-mutation";
import { Button } from "@/components/ui/button";
import { Textarea } from "@/components/ui/field";
import type { OwnNotice } from "@/lib/admin/queues/notices";

const SENT = "Your reply has been sent to the Gigline team.";

export function NoticeReply({ notice, token, framed = true }: { notice: OwnNotice; token?: string; framed?: boolean }) {
  const [text, setText] = useState("");
  const [sent, setSent] = useState(notice.reply);
  const signedIn = useApiMutation("notice/reply_notice", { success: SENT });
  const byLink = useApiMutation("notice/reply_by_link", { success: SENT });
  const frame = framed ? "rounded-xl border border-slate-200 bg-white p-4" : "";
  if (sent)
    return (
      <section className={frame} aria-labelledby="your-reply">
        <h2 id="your-reply" className="font-semibold text-slate-900">
          Your reply
        </h2>
        <p className="mt-2 break-words whitespace-pre-line text-slate-800" data-testid="your-reply">
          {sent}
        </p>
        <p className="mt-2 text-sm text-slate-600">You can reply once. The Gigline team reads it with the case.</p>
      </section>
    );
  return (
    <form
      className={`flex flex-col gap-3 ${frame}`}
      onSubmit={async (e) => {
        e.preventDefault();
        const done = token ? await byLink.run({ token, text }) : await signedIn.run({ noticeId: notice._id, text });
        if (done) setSent(done.notice.reply);
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
        <Button type="submit" loading={signedIn.isPending || byLink.isPending}>
          Send reply
        </Button>
      </div>
    </form>
  );
}
