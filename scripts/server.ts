// The app's HTTP server (`npm start`, `npm run dev`, the e2e run, the benches): scripts/lib/app-server.ts,
// Next's own request handler behind a small Node server of ours (the client's address, JSON 405s, CSP nonces,
// the one-second copies, the graceful stop). Usage: node --import ./scripts/lib/tsx-server.mjs scripts/server.ts [--dev] [-p PORT]
import { startAppServer } from "./lib/app-server";

const args = process.argv.slice(2);
const dev = args.includes("--dev");
const pIndex = args.indexOf("-p");
const port = Number(pIndex >= 0 ? args[pIndex + 1] : process.env.PORT || 3000);

await startAppServer({ dev, port });
