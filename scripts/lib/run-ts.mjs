// How the scripts start a TypeScript entry point in a child Node process (the seed, the app server): through
// scripts/lib/tsx-server.mjs (tsx, and "server-only" resolved to its empty module).

/** The `--import` argument of a Node process that runs TypeScript. */
export const TSX_SERVER = new URL("./tsx-server.mjs", import.meta.url).href;

/** Node's arguments for the app server (scripts/server.ts), before its own (`--dev`, `-p PORT`). */
export const APP_SERVER_ARGS = ["--import", TSX_SERVER, "scripts/server.ts"];
