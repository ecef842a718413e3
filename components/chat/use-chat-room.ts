"use client";
// The chat screen's state: history (older pages load on scroll-up, keyset cursor), live messages and read
// marks over useRealtime, optimistic sends (marked failed with Retry when the server refuses), photos,
// blocks and reports. A conversation opened by user id has no channel until its first message.
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from "react";
import { api, ApiError, type ApiOutput } from "@/lib/api-client";
import { useRealtime } from "@/hooks/use-realtime";
import { useToast } from "@/components/ui/toast";
import type { RealtimeEvent } from "@/lib/realtime/events";
import type { OpenChat } from "@/lib/chat/open-chat";
import { CHAT_IMAGE_MAX_BYTES } from "@/lib/chat/constants";
import { CHAT_MSG } from "@/lib/chat/messages";
import type { ThreadItem } from "@/components/chat/chat-thread";
import type { ComposerDraft } from "@/components/chat/chat-composer";
import type { ReportTarget } from "@/components/chat/report-message-dialog";

type SendAnswer = ApiOutput<"chat/send_message">;

let localSeq = 0;

/** The chat screen's state: the thread, its older pages and scrolling, live events, sends and reports. */
export function useChatRoom(me: string, initial: OpenChat) {
  const toast = useToast();
  const other = initial.other;
  const [channelId, setChannelId] = useState<string | null>(initial.channel?._id ?? null);
  const [items, setItems] = useState<ThreadItem[]>(initial.messages);
  const [cursor, setCursor] = useState(initial.cursor);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const [otherLastRead, setOtherLastRead] = useState(other.lastReadMessageId);
  const [blocks, setBlocks] = useState({ blockedByMe: initial.blockedByMe, blockedMe: initial.blockedMe });
  const [otherGone, setOtherGone] = useState(false);
  const [draft, setDraft] = useState<ComposerDraft>(null);
  const [reporting, setReporting] = useState<ReportTarget | null>(null);
  const [reported, setReported] = useState<ReadonlySet<string>>(() => new Set(initial.reportedIds));
  const scroller = useRef<HTMLDivElement>(null);
  const keepFromBottom = useRef<number | null>(null);
  const stickToBottom = useRef(true);

  // read: now (when something waits) and whenever a message of the other arrives while the tab is visible
  const markRead = useCallback((id: string) => {
    if (typeof document !== "undefined" && document.visibilityState === "hidden") return;
    api("chat/read_channel", { channelId: id }).catch(() => undefined);
  }, []);
  useEffect(() => {
    if (initial.channel && initial.channel.unread > 0) markRead(initial.channel._id);
  }, [initial.channel, markRead]);

  useRealtime(
    useCallback(
      (e: RealtimeEvent) => {
        if (!("channelId" in e)) return;
        // opened by user id with no channel yet: the other person's first message creates it (join, then send)
        if (!channelId && e.type === "join" && e.reason === "created" && e.userId === other._id) return void setChannelId(e.channelId);
        if (!channelId || e.channelId !== channelId) return;
        if (e.type === "leave" || e.type === "join") {
          // a block or unblock (from either side, or my other tab), or the other account deleted
          if (e.reason === "deleted") setOtherGone(true);
          else if (e.reason !== "created") {
            const on = e.type === "leave";
            setBlocks((b) => (e.userId === me ? { ...b, blockedByMe: on } : { ...b, blockedMe: on }));
          }
        } else if (e.type === "send") {
          setItems((old) => (old.some((m) => m._id === e.message._id) ? old : [...old, e.message]));
          if (e.message.sender !== me) markRead(channelId);
        } else if (e.type === "read" && e.readerId === other._id) {
          setOtherLastRead(e.lastReadMessageId);
        }
      },
      [channelId, me, other._id, markRead],
    ),
  );

  // scrolling: the newest at the bottom; an older page keeps what the reader was looking at in place
  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    if (keepFromBottom.current != null) {
      el.scrollTop = el.scrollHeight - keepFromBottom.current;
      keepFromBottom.current = null;
    } else if (stickToBottom.current) {
      el.scrollTop = el.scrollHeight;
    }
  }, [items]);

  const loadOlder = useCallback(async () => {
    if (!cursor || !channelId || loadingOlder) return;
    setLoadingOlder(true);
    try {
      const page = await api("chat/get_previous_messages", { channelId, cursor });
      const el = scroller.current;
      if (el) keepFromBottom.current = el.scrollHeight - el.scrollTop;
      setItems((old) => [...page.messages.filter((m) => !old.some((o) => o._id === m._id)), ...old]);
      setCursor(page.cursor);
    } catch (err) {
      toast.error((err as Error).message);
    } finally {
      setLoadingOlder(false);
    }
  }, [cursor, channelId, loadingOlder, toast]);

  const onScroll = () => {
    const el = scroller.current;
    if (!el) return;
    stickToBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < 80;
    if (el.scrollTop < 80) void loadOlder();
  };

  const deliver = useCallback(
    async (item: ThreadItem) => {
      setItems((old) => old.map((m) => (m._id === item._id ? { ...m, status: "sending" } : m)));
      stickToBottom.current = true;
      try {
        const target = channelId ? { channelId } : { receiver: other._id };
        let answer: SendAnswer;
        if (item.file) {
          const form = new FormData();
          if (channelId) form.set("channelId", channelId);
          form.set("receiver", other._id);
          form.set("sender", me);
          form.set("type", "image");
          form.set("picture", item.file);
          answer = await api("chat/send_image", form);
        } else {
          answer = await api("chat/send_message", { ...target, content: item.content });
        }
        setChannelId(answer.channelId);
        setItems((old) => {
          const rest = old.filter((m) => m._id !== item._id);
          if (rest.some((m) => m._id === answer.message._id)) return rest;
          const at = old.findIndex((m) => m._id === item._id);
          const next = [...rest];
          next.splice(at < 0 ? next.length : at, 0, answer.message);
          return next;
        });
        if (item.previewUrl) URL.revokeObjectURL(item.previewUrl);
      } catch (err) {
        const text = err instanceof Error && err.message ? err.message : "Something went wrong";
        // refused (a 4xx other than 429): the same message is refused again, so the bubble says why and offers
        // Edit; network trouble, 429 and 5xx may pass next time: Retry
        const refused = err instanceof ApiError && err.status >= 400 && err.status < 500 && err.status !== 429 && err.status !== 408;
        setItems((old) => old.map((m) => (m._id === item._id ? { ...m, status: refused ? "refused" : "failed", error: text } : m)));
        if (text === CHAT_MSG.BlockedMe || text === CHAT_MSG.BlockedByMe) {
          setBlocks((b) => ({
            blockedMe: b.blockedMe || text === CHAT_MSG.BlockedMe,
            blockedByMe: b.blockedByMe || text === CHAT_MSG.BlockedByMe,
          }));
        }
        if (!refused) toast.error(text);
      }
    },
    [channelId, other._id, me, toast],
  );

  const queue = (partial: Pick<ThreadItem, "content" | "contentType" | "file" | "previewUrl">) => {
    localSeq += 1;
    const item: ThreadItem = {
      _id: `local-${localSeq}`,
      channelId: channelId ?? "",
      sender: me,
      receiver: other._id,
      createdAt: new Date().toISOString(),
      status: "sending",
      ...partial,
    };
    setItems((old) => [...old, item]);
    void deliver(item);
  };

  const sendText = (text: string) => {
    const content = text.trim();
    if (!content) return false;
    queue({ content, contentType: "text" });
    return true;
  };

  const sendPhoto = (file: File) => {
    if (!/^image\/(jpeg|png)$/.test(file.type) && !/\.(jpe?g|png)$/i.test(file.name)) return toast.error(CHAT_MSG.ImageType);
    if (file.size > CHAT_IMAGE_MAX_BYTES) return toast.error(CHAT_MSG.ImageSize);
    const previewUrl = URL.createObjectURL(file);
    queue({ content: previewUrl, contentType: "image", file, previewUrl });
  };

  // Edit on a refused message: it leaves the thread and its text goes back into the composer
  const edit = (item: ThreadItem) => {
    setItems((old) => old.filter((m) => m._id !== item._id));
    setDraft((d) => ({ text: item.content, seq: (d?.seq ?? 0) + 1 }));
  };

  const blocked = blocks.blockedByMe || blocks.blockedMe;
  const lastFromOther = [...items].reverse().find((m) => m.sender === other._id && !m.status);

  return {
    other,
    items,
    cursor,
    loadingOlder,
    otherLastRead,
    blocks,
    setBlockedByMe: (blockedByMe: boolean) => setBlocks((b) => ({ ...b, blockedByMe })),
    otherGone,
    blocked,
    lastFromOther,
    draft,
    reporting,
    setReporting,
    reported,
    markReported: (id: string) => setReported((old) => new Set(old).add(id)),
    scroller,
    onScroll,
    deliver,
    edit,
    sendText,
    sendPhoto,
  };
}
