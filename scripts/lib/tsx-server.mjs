// How Node runs the TypeScript scripts (the worker, the seed, the benches, the assistant eval, the admin and
// scale scripts, the app server): `node --import ./scripts/lib/tsx-server.mjs file.ts`. It loads tsx, then
// resolves "server-only" to the package's empty module (its "react-server" export), as Next does inside
// React's server build and vitest does by alias: the modules marked server-only (lib/db.ts, lib/env.ts,
// lib/auth…) then load in these scripts, while a client component that reaches one still fails the build.
import { register } from "node:module";
import "tsx";

register("./server-only-resolve.mjs", import.meta.url);
