"use client";
// The header's message badge: total unread chat messages, first from the server (the dashboard layout reads
// it when it renders), then from `unread` events (each carries the new total). No polling.
import { useState } from "react";
import Link from "next/link";
import { Icon } from "@/components/dashboard/icons";
import { useRealtime } from "@/hooks/use-realtime";

export function MessageBadge({ initialUnread }: { initialUnread: number }) {
  const [unread, setUnread] = useState(initialUnread);
  // a new server render (navigation, router.refresh) brings a fresh figure
  const [seenInitial, setSeenInitial] = useState(initialUnread);
  if (seenInitial !== initialUnread) {
    setSeenInitial(initialUnread);
    setUnread(initialUnread);
  }
  useRealtime((e) => {
    if (e.type === "unread") setUnread(e.totalUnread);
  });
  const badge = unread > 99 ? "99+" : String(unread);
  return (
    <Link
      href="/dashboard/message-list"
      aria-label={unread ? `Messages (${badge} unread)` : "Messages"}
      className="relative rounded-full p-1.5 text-slate-600 sm:p-2 transition hover:bg-slate-100 hover:text-slate-900"
    >
      <Icon name="chat" className="h-6 w-6" />
      {unread > 0 && (
        <span
          data-testid="message-count"
          className="absolute -right-0.5 -top-0.5 inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-red-700 px-1 text-[11px] font-bold text-white ring-2 ring-white"
        >
          {badge}
        </span>
      )}
    </Link>
  );
}
