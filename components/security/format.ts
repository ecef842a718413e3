// Display rules of the security screen: when a session was last seen, when it signed in.

const RELATIVE = new Intl.RelativeTimeFormat("en", { numeric: "auto" });

/** "just now", "5 minutes ago", "yesterday", "3 months ago" (a session is touched at most every 5 minutes). */
export function lastSeenText(iso: string, now = Date.now()): string {
  const seconds = Math.max(0, (now - new Date(iso).getTime()) / 1000);
  if (seconds < 60) return "just now";
  const minutes = seconds / 60;
  if (minutes < 60) return RELATIVE.format(-Math.floor(minutes), "minute");
  const hours = minutes / 60;
  if (hours < 24) return RELATIVE.format(-Math.floor(hours), "hour");
  const days = hours / 24;
  if (days < 30) return RELATIVE.format(-Math.floor(days), "day");
  const months = days / 30;
  if (months < 12) return RELATIVE.format(-Math.floor(months), "month");
  return RELATIVE.format(-Math.floor(months / 12), "year");
}

/** "Nov 28, 2026" in the viewer's own time zone. */
export function signedInText(iso: string): string {
  return new Date(iso).toLocaleDateString("en-US", { month: "short", day: "numeric", year: "numeric" });
}
