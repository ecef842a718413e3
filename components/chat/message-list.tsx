"use client";
// The inbox: one row per channel (avatar, name, last message or "Photo", time, unread badge), newest first.
// Live: a new message moves its channel to the top and bumps the badge; reads clear it; a new channel (`join`)
// brings the first page again (it is listed once it has a message); a deleted account (`leave`) shows as
// "Deleted user" at once.
import Link from "next/link";
import { useCallback, useEffect, useRef, useState } from "react";
import { api } from "@/lib/api-client";
import { useRealtime } from "@/hooks/use-realtime";
import type { RealtimeEvent } from "@/lib/realtime/events";
import type { ChannelDto, listChannels } from "@/lib/chat/queries";
import { Avatar } from "@/components/ui/avatar";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { listTime } from "@/components/chat/format";
import { DELETED_NAME } from "@/lib/chat/messages";

type ListAnswer = Awaited<ReturnType<typeof listChannels>>;

export function MessageList({ me, initial }: { me: string; initial: ListAnswer }) {
  const [channels, setChannels] = useState<ChannelDto[]>(initial.channelList);
  const [cursor, setCursor] = useState(initial.cursor);
  const [loading, setLoading] = useState(false);
  const known = useRef(channels);
  useEffect(() => {
    known.current = channels;
  }, [channels]);

  // one reload at a time; events arriving meanwhile (a new channel's join + send) ask for one more
  const reloading = useRef<"idle" | "busy" | "again">("idle");
  const reload = useCallback(async () => {
    if (reloading.current !== "idle") {
      reloading.current = "again";
      return;
    }
    reloading.current = "busy";
    try {
      do {
        reloading.current = "busy";
        const fresh = await api("chat/get_channel_list", {});
        setChannels((old) => mergeNewest(fresh.channelList, old));
      } while ((reloading.current as string) === "again");
    } catch {
      // not live for a moment; the next event or a navigation brings the list again
    } finally {
      reloading.current = "idle";
    }
  }, []);

  useRealtime(
    useCallback(
      (e: RealtimeEvent) => {
        if (e.type === "send") {
          // a channel not on screen (new, or on a later page): the first page again
          if (!known.current.some((c) => c._id === e.channelId)) return void reload();
          setChannels((old) => {
            const row = old.find((c) => c._id === e.channelId);
            if (!row) return old;
            const m = e.message;
            const updated: ChannelDto = {
              ...row,
              lastMessage: m.contentType === "image" ? "Photo" : m.content,
              messageType: m.contentType,
              lastMessageAt: m.createdAt,
              lastMessageId: m._id,
              unread: m.receiver === me ? row.unread + 1 : row.unread,
            };
            return [updated, ...old.filter((c) => c._id !== e.channelId)];
          });
        } else if (e.type === "unread") {
          setChannels((old) => old.map((c) => (c._id === e.channelId ? { ...c, unread: e.unreadCounts } : c)));
        } else if (e.type === "join" && e.reason === "created") {
          void reload();
        } else if (e.type === "leave" && e.reason === "deleted") {
          setChannels((old) =>
            old.map((c) => (c._id === e.channelId ? { ...c, other: { ...c.other, name: DELETED_NAME, avatar: "" } } : c)),
          );
        }
      },
      [me, reload],
    ),
  );

  const more = async () => {
    if (!cursor) return;
    setLoading(true);
    try {
      const page = await api("chat/get_channel_list", { cursor });
      setChannels((old) => [...old, ...page.channelList.filter((c) => !old.some((o) => o._id === c._id))]);
      setCursor(page.cursor);
    } finally {
      setLoading(false);
    }
  };

  if (!channels.length) return <EmptyState title="No messages." />;
  return (
    <div className="flex flex-col gap-3">
      <ul
        className="divide-y divide-slate-100 overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm"
        data-testid="channel-list"
      >
        {channels.map((c) => (
          <li key={c._id}>
            <Link
              href={`/dashboard/chat/${c._id}`}
              className="flex items-center gap-3 px-4 py-3 hover:bg-slate-50"
              data-testid="channel-row"
            >
              <Avatar src={c.other.avatar || null} name={c.other.name} size={44} decorative />
              <div className="min-w-0 flex-1">
                <div className="flex items-baseline justify-between gap-2">
                  <span className={`truncate ${c.unread ? "font-bold text-slate-900" : "font-semibold text-slate-800"}`}>
                    {c.other.name}
                  </span>
                  <time dateTime={c.lastMessageAt ?? undefined} className="shrink-0 text-xs text-slate-500" suppressHydrationWarning>
                    {listTime(c.lastMessageAt)}
                  </time>
                </div>
                <div className="flex items-center justify-between gap-2">
                  <span className={`truncate text-sm ${c.unread ? "text-slate-800" : "text-slate-500"}`} data-testid="channel-last">
                    {c.lastMessage}
                  </span>
                  {c.unread > 0 && (
                    <span
                      className="shrink-0 rounded-full bg-brand-600 px-2 py-0.5 text-xs font-semibold text-white"
                      data-testid="channel-unread"
                    >
                      {c.unread > 99 ? "99+" : c.unread}
                    </span>
                  )}
                  {/* the link's name is its visible text (axe: label-content-name-mismatch); this tells a screen reader what the number is */}
                  {c.unread > 0 && <span className="sr-only">unread</span>}
                </div>
              </div>
            </Link>
          </li>
        ))}
      </ul>
      {cursor && (
        <Button variant="secondary" onClick={more} loading={loading} className="self-center">
          Show more
        </Button>
      )}
    </div>
  );
}

/** The fresh first page on top, then the older rows not in it. */
function mergeNewest(fresh: ChannelDto[], old: ChannelDto[]) {
  const ids = new Set(fresh.map((c) => c._id));
  return [...fresh, ...old.filter((c) => !ids.has(c._id))];
}
