"use client";
// How long ago a notification came ("3 minutes ago"): date-fns and its English words, loaded with the
// notifications panel's first opening (components/dashboard/notifications-menu.tsx) and not with every
// dashboard page.
import { formatDistanceToNow } from "date-fns";

export function NotificationAgo({ iso }: { iso: string }) {
  const d = new Date(iso);
  return <>{Number.isNaN(d.getTime()) ? "" : formatDistanceToNow(d, { addSuffix: true })}</>;
}
