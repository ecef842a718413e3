// global/get_data: the category tree, the fee percent, the ads, the shift policy and the payout settings
// (instant fee), as the spec's clients keep them in their "globals" state. Cached in process
// (lib/settings/cache.ts, key GLOBAL_DATA_KEY): a write to Setting or Category rows through the app calls
// invalidateGlobalData(), which the other server processes on the database hear of over PostgreSQL NOTIFY
// (lib/public-pages/cache-bus.ts); direct database edits and serverless instances are picked up within
// GLOBALS_CACHE_SECONDS (30 s). Under `npm start` the server also keeps a one-second copy of the call's
// answer in front of Next (scripts/lib/answer-cache.ts), dropped here too.
import "server-only";
import crypto from "node:crypto";
import { db } from "@/lib/db";
import { cached, invalidateCached } from "@/lib/settings/cache";
import { broadcastExpiry } from "@/lib/public-pages/cache-bus";
import {
  getAds,
  getFeePercent,
  getPayoutPolicy,
  getShiftPolicy,
  MATCH_RADIUS_KEY,
  PAYOUT_POLICY_KEY,
  SHIFT_POLICY_KEY,
  type Ad,
} from "@/lib/settings/get-setting";
import type { ShiftPolicy } from "@/lib/settings/shift-policy";
import type { PayoutPolicy } from "@/lib/settings/payout-policy";

export type CategoryDto = { _id: string; name: string; icon: string; subCategories: { _id: string; name: string; icon: string }[] };
export type GlobalData = { categories: CategoryDto[]; fee: number; ads: Ad[]; shiftPolicy: ShiftPolicy; payouts: PayoutPolicy };

export async function listCategories(): Promise<CategoryDto[]> {
  const rows = await db.category.findMany({
    where: { parentId: null },
    orderBy: [{ position: "asc" }, { name: "asc" }],
    select: {
      id: true,
      name: true,
      icon: true,
      subCategories: { orderBy: [{ position: "asc" }, { name: "asc" }], select: { id: true, name: true, icon: true } },
    },
  });
  return rows.map((c) => ({
    _id: c.id,
    name: c.name,
    icon: c.icon,
    subCategories: c.subCategories.map((s) => ({ _id: s.id, name: s.name, icon: s.icon })),
  }));
}

export const GLOBAL_DATA_KEY = "global-data";
const GLOBAL_DATA_BODY_KEY = "global-data:body";

export function getGlobalData(): Promise<GlobalData> {
  return cached(GLOBAL_DATA_KEY, async () => {
    const [categories, fee, ads, shiftPolicy, payouts] = await Promise.all([
      listCategories(),
      getFeePercent(),
      getAds(),
      getShiftPolicy(),
      getPayoutPolicy(),
    ]);
    return { categories, fee, ads, shiftPolicy, payouts };
  });
}

/**
 * global/get_data's whole answer, `{ result: true, categories, fee, ads }`, serialised and UTF-8 encoded once
 * per cache fill, with an ETag (a hash of those bytes): the route answers every call with the same buffer,
 * and a client that sends the ETag back (If-None-Match) gets a 304 without a body.
 */
export function getGlobalDataBody(): Promise<{ bytes: Uint8Array; etag: string }> {
  return cached(GLOBAL_DATA_BODY_KEY, async () => {
    const bytes = new TextEncoder().encode(JSON.stringify({ result: true, ...(await getGlobalData()) }));
    return { bytes, etag: `"${crypto.createHash("sha1").update(bytes).digest("base64url")}"` };
  });
}

/** The process-wide hook of the server's one-second copy of get_data's answer (scripts/lib/answer-cache.ts). */
const ANSWER_PURGE_HOOK = Symbol.for("gigline.sharedAnswerCache.purge");

/** Call after writing a Setting or Category row (the other server processes hear of it: lib/public-pages/cache-bus.ts). */
export function invalidateGlobalData() {
  invalidateGlobalDataHere();
  broadcastExpiry({ global: true });
}

/** This process's part of invalidateGlobalData (also what another process's call does here). */
export function invalidateGlobalDataHere() {
  (globalThis as { [ANSWER_PURGE_HOOK]?: () => void })[ANSWER_PURGE_HOOK]?.();
  invalidateCached(GLOBAL_DATA_KEY);
  invalidateCached(GLOBAL_DATA_BODY_KEY);
  invalidateCached("category-tops"); // lib/matching/recommend-jobs.ts
  invalidateCached(MATCH_RADIUS_KEY);
  invalidateCached(SHIFT_POLICY_KEY);
  invalidateCached(PAYOUT_POLICY_KEY);
}
