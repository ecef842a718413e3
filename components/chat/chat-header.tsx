"use client";
// The chat's title (the other person's company or full name) and its menu: Block / Unblock, Report (the
// other person's latest message; each of their messages also has its own Report, components/chat/chat-thread).
import { useEffect, useRef, useState } from "react";
import { useApiMutation } from "@/hooks/use-api-mutation";
import { Avatar } from "@/components/ui/avatar";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";

export function ChatHeader({
  other,
  blockedByMe,
  onBlockChange,
  onReportLatest,
}: {
  other: { _id: string; name: string; avatar: string };
  blockedByMe: boolean;
  onBlockChange: (blocked: boolean) => void;
  /** reports the other person's latest message; null when there is none */
  onReportLatest: (() => void) | null;
}) {
  const [menu, setMenu] = useState(false);
  const [confirmBlock, setConfirmBlock] = useState(false);
  const menuRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!menu) return;
    const close = (e: MouseEvent | KeyboardEvent) => {
      if (e instanceof KeyboardEvent ? e.key === "Escape" : !menuRef.current?.contains(e.target as Node)) setMenu(false);
    };
    document.addEventListener("mousedown", close);
    document.addEventListener("keydown", close);
    return () => {
      document.removeEventListener("mousedown", close);
      document.removeEventListener("keydown", close);
    };
  }, [menu]);

  const block = useApiMutation("chat/block_user", {
    refresh: false,
    success: `You blocked ${other.name}.`,
    onSuccess: () => {
      setConfirmBlock(false);
      onBlockChange(true);
    },
  });
  const unblock = useApiMutation("chat/unblock_user", {
    refresh: false,
    success: `You unblocked ${other.name}.`,
    onSuccess: () => onBlockChange(false),
  });

  return (
    <div className="flex items-center gap-3 border-b border-slate-200 px-4 py-3">
      <Avatar src={other.avatar || null} name={other.name} size={40} decorative />
      <h1 className="min-w-0 flex-1 truncate text-lg font-semibold text-slate-900" data-testid="chat-title">
        {other.name}
      </h1>
      <div className="relative" ref={menuRef}>
        <button
          type="button"
          aria-haspopup="menu"
          aria-expanded={menu}
          onClick={() => setMenu((v) => !v)}
          className="rounded-lg px-3 py-2 text-lg leading-none text-slate-600 hover:bg-slate-100"
          data-testid="chat-menu"
        >
          <span aria-hidden>⋮</span>
          <span className="sr-only">Conversation options</span>
        </button>
        {menu && (
          <div
            role="menu"
            className="absolute right-0 z-20 mt-1 w-48 overflow-hidden rounded-lg border border-slate-200 bg-white py-1 shadow-lg"
          >
            <button
              type="button"
              role="menuitem"
              className="block w-full px-4 py-2 text-left text-sm text-slate-800 hover:bg-slate-50"
              onClick={() => {
                setMenu(false);
                if (blockedByMe) unblock.run({ userId: other._id });
                else setConfirmBlock(true);
              }}
            >
              {blockedByMe ? "Unblock" : "Block"}
            </button>
            <button
              type="button"
              role="menuitem"
              disabled={!onReportLatest}
              className="block w-full px-4 py-2 text-left text-sm text-slate-800 hover:bg-slate-50 disabled:text-slate-400"
              onClick={() => {
                setMenu(false);
                onReportLatest?.();
              }}
            >
              Report
            </button>
          </div>
        )}
      </div>
      <ConfirmDialog
        open={confirmBlock}
        title={`Block ${other.name}?`}
        message="Neither of you will be able to send new messages. The conversation stays readable, and you can unblock at any time."
        confirmLabel="Block"
        loading={block.isPending}
        danger
        cancelLabel="Cancel"
        onClose={() => setConfirmBlock(false)}
        onConfirm={() => block.run({ userId: other._id })}
      />
    </div>
  );
}
