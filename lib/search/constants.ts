// The search constants both sides use: the call schemas (lib/search/schemas.ts), the ranking and the
// filter screens (components/search/filters.ts) import them from here. No server code: the browser imports it.
import { PAY_TYPES } from "@/lib/jobs/constants";

/** the pay-type filter: any, or one of the jobs' pay types */
export const PAY_TYPE_FILTERS = ["Any", ...PAY_TYPES] as const;
export type PayTypeFilter = (typeof PAY_TYPE_FILTERS)[number];

/** user-search distance options (miles; "all" = anywhere) */
export const USER_DISTANCES = ["all", "10", "25", "50", "100"] as const;
export type UserDistance = (typeof USER_DISTANCES)[number];

/** the job-search distance slider runs 0 to 1000 miles; 0 means any distance */
export const MIN_DISTANCE = 0;
export const MAX_DISTANCE = 1000;
/** the default search distance: 100 miles */
export const DEFAULT_DISTANCE = 100;
/** "nearby me" without a chosen distance */
export const NEARBY_DISTANCE = 25;

/** page size of the result lists (the spec does not name one) and its upper bound */
export const DEFAULT_LIMIT = 20;
export const MAX_LIMIT = 100;

/** suggestions start at 3 characters */
export const SUGGEST_MIN_CHARS = 3;
