"use client";
// The messages of a chat, oldest first, with day separators, photo thumbnails (click: the image viewer),
// "Seen" under the last message of mine the other person has read; a send that failed on the way (network,
// server trouble) offers Retry, one the server refused (contact details, too long, blocked) says why and
// offers Edit, which puts the text back in the composer: sending it again unchanged can never succeed.
// Text is plain text (React escapes it; links are never turned into HTML). Every message of the other person
// has a Report button (a flag by its time, 24 px); once reported by me it says "Reported".
import { Fragment, useState } from "react";
import type { ChatMessageWire } from "@/lib/realtime/events";
import { Modal } from "@/components/ui/modal";
import { dayLabel, messageTime, sameDay } from "@/components/chat/format";

export type ThreadItem = ChatMessageWire & { status?: "sending" | "failed" | "refused"; error?: string; file?: File; previewUrl?: string };

export function ChatThread({
  me,
  otherName,
  items,
  otherLastRead,
  reported,
  onRetry,
  onEdit,
  onReport,
}: {
  me: string;
  otherName: string;
  items: ThreadItem[];
  otherLastRead: string | null;
  /** ids of the messages I have reported */
  reported: ReadonlySet<string>;
  onRetry: (item: ThreadItem) => void;
  onEdit: (item: ThreadItem) => void;
  onReport: (item: ThreadItem) => void;
}) {
  const [viewing, setViewing] = useState<string | null>(null);
  const readAt = otherLastRead ? items.findIndex((m) => m._id === otherLastRead) : -1;
  let seenIndex = -1;
  for (let i = readAt; i >= 0; i -= 1) {
    if (items[i].sender === me && !items[i].status) {
      seenIndex = i;
      break;
    }
  }
  if (!items.length) return <p className="py-10 text-center text-sm text-slate-500">No messages yet. Say hello!</p>;
  return (
    <>
      <ol className="flex flex-col gap-1.5" aria-label="Messages">
        {items.map((m, i) => {
          const mine = m.sender === me;
          const newDay = i === 0 || !sameDay(items[i - 1].createdAt, m.createdAt);
          return (
            <Fragment key={m._id}>
              {newDay && (
                <li className="my-2 flex items-center gap-3 text-xs font-medium text-slate-500" data-testid="day-separator">
                  <span className="h-px flex-1 bg-slate-200" aria-hidden />
                  <span suppressHydrationWarning>{dayLabel(m.createdAt)}</span>
                  <span className="h-px flex-1 bg-slate-200" aria-hidden />
                </li>
              )}
              <li
                className={`flex flex-col ${mine ? "items-end" : "items-start"}`}
                data-testid="chat-message"
                data-status={m.status ?? "sent"}
              >
                <div
                  className={`max-w-[85%] rounded-2xl px-3 py-2 text-sm sm:max-w-[70%] ${
                    mine ? "bg-brand-600 text-white" : "bg-slate-100 text-slate-900"
                  } ${m.status === "failed" || m.status === "refused" ? "opacity-70 ring-2 ring-red-400" : ""}`}
                >
                  {m.contentType === "image" ? (
                    <button type="button" onClick={() => setViewing(m.previewUrl ?? m.content)} className="block" aria-label="Open photo">
                      {/* eslint-disable-next-line @next/next/no-img-element */}
                      <img
                        src={m.previewUrl ?? m.content}
                        alt="Photo"
                        className="max-h-48 min-h-12 min-w-12 max-w-full rounded-lg bg-slate-200 object-cover"
                        data-testid="chat-photo"
                      />
                    </button>
                  ) : (
                    <p className="whitespace-pre-wrap break-words [overflow-wrap:anywhere]">{m.content}</p>
                  )}
                </div>
                <div className="mt-0.5 flex items-center gap-2 px-1 text-[11px] text-slate-500">
                  <time dateTime={m.createdAt} suppressHydrationWarning>
                    {messageTime(m.createdAt)}
                  </time>
                  {m.status === "sending" && <span>Sending…</span>}
                  {m.status === "failed" && (
                    <>
                      <span className="text-red-700">Not sent</span>
                      <button type="button" onClick={() => onRetry(m)} className="font-semibold text-brand-700 underline">
                        Retry
                      </button>
                    </>
                  )}
                  {i === seenIndex && <span data-testid="chat-seen">Seen</span>}
                  {!mine &&
                    !m.status &&
                    (reported.has(m._id) ? (
                      <span className="text-slate-500" data-testid="chat-reported">
                        Reported
                      </span>
                    ) : (
                      <button
                        type="button"
                        onClick={() => onReport(m)}
                        aria-label={`Report this message from ${otherName}`}
                        title="Report message"
                        className="-my-1 inline-flex h-6 w-6 items-center justify-center rounded text-slate-400 hover:bg-slate-100 hover:text-red-700 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
                        data-testid="chat-report"
                      >
                        <FlagIcon />
                      </button>
                    ))}
                </div>
                {m.status === "refused" && (
                  <p
                    className="mt-0.5 flex max-w-[85%] flex-wrap items-baseline justify-end gap-x-2 px-1 text-right text-xs sm:max-w-[70%]"
                    data-testid="chat-refused"
                  >
                    <span className="text-red-700">Not sent: {m.error}</span>
                    {m.contentType !== "image" && (
                      <button type="button" onClick={() => onEdit(m)} className="font-semibold text-brand-700 underline">
                        Edit
                      </button>
                    )}
                  </p>
                )}
              </li>
            </Fragment>
          );
        })}
      </ol>
      <Modal open={viewing !== null} onClose={() => setViewing(null)} title="Photo" width={800}>
        {viewing && (
          // eslint-disable-next-line @next/next/no-img-element
          <img
            src={viewing}
            alt="Photo, full size"
            className="mx-auto max-h-[70vh] max-w-full rounded-lg object-contain"
            data-testid="image-viewer"
          />
        )}
      </Modal>
    </>
  );
}

function FlagIcon() {
  return (
    <svg
      viewBox="0 0 20 20"
      width="14"
      height="14"
      aria-hidden
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M4.5 17.5V3" />
      <path d="M4.5 3.5h9l-1.8 3.2 1.8 3.3h-9" />
    </svg>
  );
}
