// Pure display rules of jobs, shared by the API's DTOs and the pages.

/**
 * Proposal count display: 0; fewer than 5 exact; 5 up to 10 '5 of 10'; over 10 up to 20
 * '10 ~ 20'; over 20 up to 50 '20 ~ 50'; over 50 '50 +'.
 */
export function proposalCountLabel(n: number): string {
  if (n <= 0) return "0";
  if (n < 5) return String(n);
  if (n <= 10) return "5 of 10";
  if (n <= 20) return "10 ~ 20";
  if (n <= 50) return "20 ~ 50";
  return "50 +";
}

/** A job card shows two lines of the description: more than this many characters never shows. */
export const CARD_DESCRIPTION_CHARS = 320;

/** The description as a card carries it: cut at a word past what two lines show. */
export function cardDescription(d: string): string {
  return d.length > CARD_DESCRIPTION_CHARS ? `${d.slice(0, CARD_DESCRIPTION_CHARS).replace(/\s+\S*$/, "")}…` : d;
}

/**
 * posted-ago uses seconds, minutes, hours, days (under 30), months (under 12), years.
 * A month is 30 days here, a year 12 of them, so the units hand over without gaps.
 */
export function postedAgo(date: Date | string, now: Date = new Date()): string {
  const seconds = Math.max(0, Math.floor((now.getTime() - new Date(date).getTime()) / 1000));
  const unit = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"} ago`;
  if (seconds < 60) return unit(seconds, "second");
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return unit(minutes, "minute");
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return unit(hours, "hour");
  const days = Math.floor(hours / 24);
  if (days < 30) return unit(days, "day");
  const months = Math.floor(days / 30);
  if (months < 12) return unit(months, "month");
  return unit(Math.floor(months / 12), "year");
}

/**
 * A contract's total, integer cents: a Fixed job's price is the whole amount, so its total is the price
 * plus extra pay; an Hourly job's is rate × hours plus extra pay, rounded to the cent
 * ("Fixed: price; hourly: price times duration"). The marketplace spec's "price times duration plus extra
 * pay" is the hourly case; duration of a Fixed job is days and never multiplies its price.
 */
export function contractTotalCents(c: { payType: string; price: number; duration: number; extraPay?: number }): number {
  const base = c.payType === "Hourly" ? Math.round(c.price * c.duration) : c.price;
  return base + (c.extraPay ?? 0);
}

/** hire rate = postings with a hire divided by jobs posted, rounded percent. */
export function hireRate(hires: number, jobsPosted: number): number {
  if (jobsPosted <= 0) return 0;
  return Math.round((hires / jobsPosted) * 100);
}
