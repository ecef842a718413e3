// Global settings (Setting rows, JSON values) read by global/get_data. A missing or malformed value
// falls back to the default instead of breaking every page that loads the globals.
import { db, type Tx } from "@/lib/db";
import { cached } from "@/lib/settings/cache";
import { parseMatchRadius } from "@/lib/settings/match-radius";
import { parseShiftPolicy, type ShiftPolicy } from "@/lib/settings/shift-policy";
import { parsePayoutPolicy, type PayoutPolicy } from "@/lib/settings/payout-policy";

/** Who an ad is for: employers ("customer"), employees ("provider") or everyone (no audience). */
export type AdAudience = "customer" | "provider";
export type Ad = { _id: string; title: string; image: string; link: string; audience?: AdAudience };

/**
 * Reads through `client`: inside a transaction pass its `tx`. A read through the pool while the transaction
 * holds a connection waits for a second one, and a burst of such transactions holding the whole pool waits
 * on itself until they time out.
 */
export async function getSetting(key: string, client: Pick<Tx, "setting"> = db): Promise<unknown> {
  const row = await client.setting.findUnique({ where: { key } });
  return row?.value ?? null;
}

/** "fee": the service fee percent, a number (a numeric string is accepted too). Default 0. */
export function parseFee(value: unknown): number {
  const n = typeof value === "number" ? value : typeof value === "string" && value.trim() ? Number(value) : NaN;
  return Number.isFinite(n) && n >= 0 && n <= 100 ? n : 0;
}

/** "ads": a list of {_id,title,image,link,audience?}; entries without an image are dropped. Default []. */
export function parseAds(value: unknown): Ad[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((a, i) => {
    if (!a || typeof a !== "object") return [];
    const o = a as Record<string, unknown>;
    const str = (v: unknown) => (typeof v === "string" ? v : "");
    if (!str(o.image)) return [];
    const audience = o.audience === "customer" || o.audience === "provider" ? { audience: o.audience as AdAudience } : {};
    return [{ _id: str(o._id) || str(o.id) || String(i + 1), title: str(o.title), image: str(o.image), link: str(o.link), ...audience }];
  });
}

export const MATCH_RADIUS_KEY = "setting:matchRadiusMiles";

/**
 * "matchRadiusMiles": how far in-person work still counts as near for matching, 1 to 1000 miles (a numeric
 * string is accepted too); default 50 (parseMatchRadius, lib/settings/match-radius.ts). Cached like the other
 * globals (lib/settings/cache.ts, GLOBALS_CACHE_SECONDS).
 */
export function getMatchRadiusMiles(): Promise<number> {
  return cached(MATCH_RADIUS_KEY, async () => parseMatchRadius(await getSetting("matchRadiusMiles")));
}

/** The fee percent, read through `client` (a transaction's `tx` inside one: see getSetting). */
export async function getFeePercent(client?: Pick<Tx, "setting">): Promise<number> {
  return parseFee(await getSetting("fee", client));
}

export async function getAds(): Promise<Ad[]> {
  return parseAds(await getSetting("ads"));
}

export const SHIFT_POLICY_KEY = "setting:shiftPolicy";

/** "shiftPolicy": the shift policy over its defaults (lib/settings/shift-policy.ts), cached like the other globals. */
export function getShiftPolicy(): Promise<ShiftPolicy> {
  return cached(SHIFT_POLICY_KEY, async () => parseShiftPolicy(await getSetting("shiftPolicy")));
}

export const PAYOUT_POLICY_KEY = "setting:payouts";

/** "payouts": the instant payout fee and the automatic payout hour (lib/settings/payout-policy.ts), cached like the other globals. */
export function getPayoutPolicy(): Promise<PayoutPolicy> {
  return cached(PAYOUT_POLICY_KEY, async () => parsePayoutPolicy(await getSetting("payouts")));
}
