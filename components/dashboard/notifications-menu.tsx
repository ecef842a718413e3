"use client";
// The bell of the header: unread count, the list, and mark-read (which removes the notification, spec §4).
import { useEffect, useRef, useState } from "react";
import { useRouter } from "next/navigation";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import dynamic from "next/dynamic";
import { Avatar } from "@/components/ui/avatar";
import { Icon } from "@/components/dashboard/icons";
import { useToast } from "@/components/ui/toast";
import { NotificationConfirm } from "@/components/shifts/notification-confirm";
import { notificationHref, useMarkNotificationRead, useNotifications, type NotificationDto } from "@/hooks/use-notifications";

// date-fns comes with the panel (its first opening, or a hover of the bell), not with the page
const loadAgo = () => import("@/components/dashboard/notification-ago");
const NotificationAgo = dynamic(() => loadAgo().then((m) => m.NotificationAgo), { ssr: false, loading: () => null });

export function NotificationsMenu({ userId }: { userId: string }) {
  const [open, setOpen] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const router = useRouter();
  const toast = useToast();
  const { data, isLoading, isError } = useNotifications(userId);
  const markRead = useMarkNotificationRead(userId);
  const markAll = useMarkAllRead(userId);
  const notifications = data?.notifications ?? [];
  const unread = data?.unread ?? 0;
  // the button's name carries the badge exactly as shown (WCAG 2.5.3, label in name)
  const badge = unread > 99 ? "99+" : String(unread);

  useEffect(() => {
    if (!open) return;
    const onDown = (e: MouseEvent) => box.current && !box.current.contains(e.target as Node) && setOpen(false);
    const onKey = (e: KeyboardEvent) => e.key === "Escape" && setOpen(false);
    document.addEventListener("mousedown", onDown);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("mousedown", onDown);
      document.removeEventListener("keydown", onKey);
    };
  }, [open]);

  const read = (n: NotificationDto, follow: boolean) =>
    markRead.mutate(n._id, {
      onSuccess: () => {
        const href = follow ? notificationHref(n) : null;
        if (href) {
          setOpen(false);
          router.push(href);
        }
      },
      onError: (err) => toast.error(err.message),
    });

  return (
    <div ref={box} className="relative">
      <button
        type="button"
        aria-label={unread ? `Notifications (${badge} unread)` : "Notifications"}
        aria-expanded={open}
        onClick={() => setOpen((o) => !o)}
        onPointerEnter={() => void loadAgo()}
        onFocus={() => void loadAgo()}
        className="relative rounded-full p-2 text-slate-600 transition hover:bg-slate-100 hover:text-slate-900"
      >
        <Icon name="bell" className="h-6 w-6" />
        {unread > 0 && (
          <span
            data-testid="notification-count"
            className="absolute -right-0.5 -top-0.5 inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-red-700 px-1 text-[11px] font-bold text-white ring-2 ring-white"
          >
            {badge}
          </span>
        )}
      </button>
      {open && (
        <div
          role="dialog"
          aria-label="Notifications"
          // on a phone the bell sits mid-header, so a panel hung from it would run off the left edge: there it
          // spans the screen under the header (the header's backdrop filter makes it the containing block of a
          // fixed box, and the header is the screen's width at the top); from sm up it hangs from the bell
          className="fixed inset-x-2 top-16 z-40 overflow-hidden rounded-xl border border-slate-200 bg-white shadow-xl sm:absolute sm:inset-x-auto sm:right-0 sm:top-auto sm:mt-2 sm:w-[22rem]"
        >
          <div className="flex items-center justify-between border-b border-slate-100 px-4 py-3">
            <h2 className="font-semibold">Notifications</h2>
            {unread > 0 && (
              <div className="flex items-center gap-2">
                <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-700">{unread} unread</span>
                <button
                  type="button"
                  disabled={markAll.isPending}
                  onClick={() => markAll.mutate(undefined, { onError: (err) => toast.error(err.message) })}
                  className="rounded-md px-1.5 py-0.5 text-xs font-medium text-brand-700 hover:bg-brand-50 hover:underline disabled:opacity-60"
                >
                  Mark all read
                </button>
              </div>
            )}
          </div>
          <div className="max-h-96 overflow-y-auto">
            {isLoading ? (
              <p className="px-4 py-8 text-center text-sm text-slate-500">Loading…</p>
            ) : isError ? (
              <p className="px-4 py-8 text-center text-sm text-slate-500">Notifications could not be loaded.</p>
            ) : notifications.length === 0 ? (
              <div className="flex flex-col items-center gap-2 px-4 py-10 text-center">
                <span className="rounded-full bg-slate-100 p-3 text-slate-400">
                  <Icon name="bell" className="h-6 w-6" />
                </span>
                <p className="text-sm font-medium text-slate-600">No notifications yet</p>
                <p className="text-xs text-slate-400">Updates about your jobs, proposals and bookings appear here.</p>
              </div>
            ) : (
              <ul className="divide-y divide-slate-100">
                {notifications.map((n) => (
                  <li key={n._id} className="flex items-start gap-3 px-4 py-3 hover:bg-slate-50">
                    {n.creator ? (
                      <Avatar src={n.creator.avatar || null} name={n.creator.name || "Gigline"} size={32} />
                    ) : (
                      <span className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-600">
                        <Icon name="bell" className="h-4 w-4" />
                      </span>
                    )}
                    <div className="min-w-0 flex-1">
                      <button type="button" onClick={() => read(n, true)} className="w-full text-left">
                        <p className="text-sm text-slate-800">{n.message}</p>
                        <p className="mt-0.5 text-xs text-slate-400">
                          <NotificationAgo iso={n.createdAt} />
                        </p>
                      </button>
                      <NotificationConfirm n={n} onDone={() => read(n, false)} />
                    </div>
                    <button
                      type="button"
                      aria-label="Mark as read"
                      title="Mark as read"
                      disabled={markRead.isPending}
                      onClick={() => read(n, false)}
                      className="rounded-md p-1 text-slate-400 hover:bg-slate-100 hover:text-brand-700"
                    >
                      <Icon name="check" className="h-4 w-4" />
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </div>
        </div>
      )}
    </div>
  );
}

/** notification/mark_all_read: one call; the list empties and the badge goes to 0 at once (other tabs hear
 *  `notifications_read`). */
function useMarkAllRead(userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api("notification/mark_all_read", {}),
    onSuccess: (data) => {
      client.setQueryData<{ notifications: NotificationDto[]; unread: number }>(["notifications", userId], (prev) =>
        prev ? { notifications: [], unread: data.unread } : prev,
      );
    },
  });
}
