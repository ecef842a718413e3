"use client";
// The header's notifications: notification/get_my_notifications, and mark-read which (spec §4) removes the
// notification from the list and recounts the unread ones.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import type { listMyNotifications, markNotificationRead, NotificationDto } from "@/lib/notifications/queries";

export type { NotificationDto };
/** notification/get_my_notifications */
type NotificationList = Awaited<ReturnType<typeof listMyNotifications>>;

const key = (userId: string) => ["notifications", userId] as const;

export function useNotifications(userId: string) {
  return useQuery({
    queryKey: key(userId),
    queryFn: async (): Promise<NotificationList> => {
      const data = await api<Partial<NotificationList>>("notification/get_my_notifications", { user_id: userId, platform: "web" });
      // read ones are left out: marking a notification read takes it off the list (spec §4)
      const notifications = (data.notifications ?? []).filter((n) => !n.isRead);
      return { notifications, unread: data.unread ?? notifications.length };
    },
    // new notifications arrive without a realtime channel yet: look again every minute
    refetchInterval: 60_000,
    staleTime: 15_000,
  });
}

export function useMarkNotificationRead(userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (notificationId: string) => api<Awaited<ReturnType<typeof markNotificationRead>>>("notification/mark_read_notification", { notification_id: notificationId }),
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
  if (n.request) return `/dashboard/booking-detail/${n.request}`;
  if (n.job) return `/dashboard/detail-job/${n.job}`;
  return null;
}
