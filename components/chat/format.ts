// Times and day labels of the chat screens, in the viewer's own time zone (so they are rendered on the client).
import { format, isSameDay, isToday, isYesterday } from "date-fns";

/** Inbox time: "3:05 PM" today, "Yesterday", else "Nov 3". */
export function listTime(iso: string | null): string {
  if (!iso) return "";
  const d = new Date(iso);
  if (isToday(d)) return format(d, "h:mm a");
  if (isYesterday(d)) return "Yesterday";
  return format(d, d.getFullYear() === new Date().getFullYear() ? "MMM d" : "MMM d, yyyy");
}

/** Day separator: "Today", "Yesterday", else the spec's 'MMMM DD, YYYY'. */
export function dayLabel(iso: string): string {
  const d = new Date(iso);
  if (isToday(d)) return "Today";
  if (isYesterday(d)) return "Yesterday";
  return format(d, "MMMM dd, yyyy");
}

export const messageTime = (iso: string) => format(new Date(iso), "h:mm a");

export const sameDay = (a: string, b: string) => isSameDay(new Date(a), new Date(b));
