"use client";
// The chat screen: history (older pages load on scroll-up, keyset cursor), live messages and read marks over
// useRealtime, optimistic sends (marked failed with Retry when the server refuses), photos, the header menu
// (block/unblock, report). A conversation opened by user id has no channel until its first message.
import type { OpenChat } from "@/lib/chat/open-chat";
import { CHAT_MSG } from "@/lib/chat/messages";
import { ChatHeader } from "@/components/chat/chat-header";
import { ChatThread } from "@/components/chat/chat-thread";
import { ChatComposer } from "@/components/chat/chat-composer";
import { ReportMessageDialog } from "@/components/chat/report-message-dialog";
import { useChatRoom } from "@/components/chat/use-chat-room";

export function ChatRoom({ me, initial }: { me: string; initial: OpenChat }) {
  const {
    other,
    items,
    cursor,
    loadingOlder,
    otherLastRead,
    blocks,
    setBlockedByMe,
    otherGone,
    blocked,
    lastFromOther,
    draft,
    reporting,
    setReporting,
    reported,
    markReported,
    scroller,
    onScroll,
    deliver,
    edit,
    sendText,
    sendPhoto,
  } = useChatRoom(me, initial);

  return (
    <div className="flex h-[calc(100dvh-7.5rem)] min-h-[420px] max-w-4xl flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      <ChatHeader
        other={other}
        blockedByMe={blocks.blockedByMe}
        onBlockChange={setBlockedByMe}
        onReportLatest={lastFromOther ? () => setReporting(lastFromOther) : null}
      />
      {/* a log: screen readers announce new messages; focusable so the keyboard can scroll it */}
      <div
        ref={scroller}
        onScroll={onScroll}
        role="log"
        aria-label={`Conversation with ${other.name}`}
        tabIndex={0}
        className="min-h-0 flex-1 overflow-y-auto overflow-x-hidden px-3 py-4 focus:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-brand-500 sm:px-5"
        data-testid="chat-thread"
      >
        {cursor && (
          <p className="pb-2 text-center text-xs text-slate-500" aria-live="polite">
            {loadingOlder ? "Loading older messages…" : "Scroll up for older messages"}
          </p>
        )}
        <ChatThread
          me={me}
          otherName={other.name}
          items={items}
          otherLastRead={otherLastRead}
          reported={reported}
          onRetry={(item) => void deliver(item)}
          onEdit={edit}
          onReport={setReporting}
        />
      </div>
      {otherGone || blocked ? (
        <p className="border-t border-slate-200 bg-slate-50 px-4 py-3 text-sm text-slate-600" data-testid="chat-blocked" role="status">
          {otherGone ? CHAT_MSG.OtherDeleted : blocks.blockedByMe ? CHAT_MSG.BlockedByMe : CHAT_MSG.BlockedMe}
        </p>
      ) : (
        <ChatComposer onSendText={sendText} onSendPhoto={sendPhoto} draft={draft} />
      )}
      <ReportMessageDialog otherName={other.name} target={reporting} onClose={() => setReporting(null)} onReported={markReported} />
    </div>
  );
}
