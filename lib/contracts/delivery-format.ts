// How the delivery's dates read in notifications and on the contract screen ("Dec 3, 2026, 4:05 PM UTC").
// Client-safe.
export function dateTimeText(at: Date | string, timeZone = "UTC"): string {
  return new Intl.DateTimeFormat("en-US", {
    month: "short",
    day: "numeric",
    year: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZone,
    timeZoneName: "short",
  }).format(new Date(at));
}
