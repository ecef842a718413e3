"use client";
// The header's notifications: notification/get_my_notifications, and mark-read which (spec §4) removes the
// notification from the list and recounts the unread ones. Live, without polling: a `notification` event
// puts the new one on top with the server's unread count; `notifications_read` (mark-read in this or
// another tab/device) takes the count and reloads the list; a reconnect after a drop reloads it too.
import { useEffect, useRef } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { useRealtime, useRealtimeStatus } from "@/hooks/use-realtime";
import type { MyNotifications, NotificationDto } from "@/lib/notifications/queries";
import { TIMESHEET_NOTIFICATION } from "@/lib/timesheets/live";

export type { NotificationDto };
/** notification/get_my_notifications */
type NotificationList = MyNotifications;

const key = (userId: string) => ["notifications", userId] as const;

export function useNotifications(userId: string) {
  const client = useQueryClient();
  useRealtime((e) => {
    if (e.type === "notification") {
      const n = e.notification;
      client.setQueryData<NotificationList>(key(userId), (prev) =>
        prev ? { notifications: [n, ...prev.notifications.filter((x) => x._id !== n._id)], unread: e.unreadCount } : prev,
      );
    } else if (e.type === "notifications_read") {
      client.setQueryData<NotificationList>(key(userId), (prev) => (prev ? { ...prev, unread: e.unreadCount } : prev));
      void client.invalidateQueries({ queryKey: key(userId) });
    }
  });
  // back online after the connection was closed: what happened meanwhile may not have been replayed
  const status = useRealtimeStatus();
  const wasClosed = useRef(false);
  useEffect(() => {
    if (status === "closed") wasClosed.current = true;
    else if (status === "open" && wasClosed.current) {
      wasClosed.current = false;
      void client.invalidateQueries({ queryKey: key(userId) });
    }
  }, [status, client, userId]);
  return useQuery({
    queryKey: key(userId),
    queryFn: async (): Promise<NotificationList> => {
      const data = await api("notification/get_my_notifications", { user_id: userId, platform: "web" });
      // read ones are left out: marking a notification read takes it off the list (spec §4)
      const notifications = (data.notifications ?? []).filter((n) => !n.isRead);
      return { notifications, unread: data.unread ?? notifications.length };
    },
    // no polling: realtime events keep it current (above)
    staleTime: 60_000,
  });
}

export function useMarkNotificationRead(userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (notificationId: string) => api("notification/mark_read_notification", { notification_id: notificationId }),
    onSuccess: (data, notificationId) => {
      client.setQueryData<NotificationList>(key(userId), (prev) => {
        if (!prev) return prev;
        const notifications = prev.notifications.filter((n) => n._id !== notificationId);
        return { notifications, unread: data.unread ?? Math.max(0, prev.unread - 1) };
      });
    },
  });
}

/** Where a notification leads: its booking request or its job, when it names one. */
export function notificationHref(n: NotificationDto): string | null {
  // what Gigline told the person about an action on them or their content: read it and reply once
  if (n.type === "gigline_notice" && n.request) return `/dashboard/notice/${n.request}`;
  // a hire the balance could not hold (lib/money/holds/hold-on-hire.ts): a deposit funds it
  if (n.type === "hold_not_funded") return "/dashboard/deposit";
  // approval of hours (docs/money.md, Approval): the employer's list, the worker's timesheet, the deposit
  if (n.type === TIMESHEET_NOTIFICATION.submitted) return "/dashboard/approvals";
  if ((n.type === TIMESHEET_NOTIFICATION.approved || n.type === TIMESHEET_NOTIFICATION.adjusted) && n.job) {
    return `/dashboard/time-sheet?project=${n.job}`;
  }
  if (n.type === TIMESHEET_NOTIFICATION.unfunded) return "/dashboard/deposit";
  if (n.request) return `/dashboard/booking-detail/${n.request}`;
  // background checks (lib/screening/notify.ts): their screen
  if (n.type.startsWith("screening")) return "/dashboard/background-checks";
  if (n.job) return `/dashboard/detail-job/${n.job}`;
  return null;
}
