// Chat limits and timings (choices where the spec is silent; docs/realtime.md). Client-safe.

/** Messages per page of chat/get_previous_messages (the newest page first, older ones by cursor). */
export const MESSAGE_PAGE_SIZE = 30;
/** Channels per page of chat/get_channel_list (a cursor gives the next page). */
export const CHANNEL_PAGE_SIZE = 50;
/** The longest text message, in characters. */
export const MESSAGE_MAX_CHARS = 5000;
/** The largest chat photo (jpg, jpeg or png, checked by content). */
export const CHAT_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** A message unread this long may send the "message while away" e-mail… */
export const AWAY_EMAIL_DELAY_MS = 10 * 60 * 1000;
/** …at most once per channel and receiver in this window. */
export const AWAY_EMAIL_INTERVAL_MS = 60 * 60 * 1000;
/** The longest report reason. */
export const REPORT_REASON_MAX_CHARS = 1000;
/** The chat input's height range (spec: 42 to 120 px). */
export const CHAT_INPUT_MIN_PX = 42;
export const CHAT_INPUT_MAX_PX = 120;
/** Sends and reads queue on one channel lock: let a burst wait for a connection instead of failing at 2 s. */
export const CHAT_TX_OPTIONS = { maxWait: 10_000, timeout: 15_000 } as const;
