// Presentation rules of the public provider pages (pure, shared by pages, sitemap and JSON-LD).
import { formatRateCents } from "@/lib/money/amounts/format";

/**
 * The name shown to the public web: first name and last initial ("Jordan R."), as freelance marketplaces
 * do for pages anyone can find in a search engine. Signed-in users see the full name in the app.
 */
export function publicName(firstName: string, lastName: string) {
  const first = firstName.trim();
  const initial = lastName.trim().charAt(0).toUpperCase();
  if (!first) return initial ? `${initial}.` : "Gigline member";
  return initial ? `${first} ${initial}.` : first;
}

/** "Austin, TX", or whichever part is known. */
export function placeLabel(city: string, state: string) {
  return [city.trim(), state.trim()].filter(Boolean).join(", ");
}

/** cents per hour → "$32.50/hr" (lib/money/amounts/format.ts); "" when no rate is set. */
export function rateLabel(cents: number) {
  if (!cents || cents <= 0) return "";
  return formatRateCents(cents);
}

export function profilePath(id: string) {
  return `/pros/${encodeURIComponent(id)}`;
}

/** `/pros/{id}` and `/pros/{id}-{anything}` both name the profile {id} (ids are cuids: no hyphen). */
export function idFromParam(param: string) {
  let decoded: string;
  try {
    decoded = decodeURIComponent(param);
  } catch {
    return null; // broken %-escapes (/jobs/%25ff): not found, not a 500
  }
  const id = decoded.split("-")[0] ?? "";
  return /^[a-z0-9]{1,64}$/i.test(id) ? id : null;
}

/** A plain-text summary for meta descriptions: whitespace folded, cut at a word near `max`. */
export function summary(text: string, max = 160) {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,.;:!?-]+$/, "")}…`;
}

/** "2019 – Present", "2014 – 2016", "2020" */
export function yearsLabel(from: number, to: number | null, presentWord = "Present") {
  if (to === null) return `${from} – ${presentWord}`;
  return to === from ? String(from) : `${from} – ${to}`;
}
