// The one trustworthy client address: the TCP peer of the connection. Appended to X-Forwarded-For, so the
// header's last entry is always true whatever the client wrote before it; clientIp() (lib/http/rate-limit.ts)
// reads from the right, skipping TRUSTED_PROXIES hops.
import type { IncomingMessage } from "node:http";

export function appendPeerAddress(req: IncomingMessage): void {
  const peer = req.socket?.remoteAddress;
  if (!peer) return;
  const prior = req.headers["x-forwarded-for"];
  const list = Array.isArray(prior) ? prior.join(", ") : prior;
  req.headers["x-forwarded-for"] = list && list.trim() ? `${list}, ${peer}` : peer;
  // rebuild rawHeaders too: Next reads both
  const raw: string[] = [];
  for (let i = 0; i < req.rawHeaders.length; i += 2) {
    if (req.rawHeaders[i].toLowerCase() !== "x-forwarded-for") raw.push(req.rawHeaders[i], req.rawHeaders[i + 1]);
  }
  raw.push("X-Forwarded-For", req.headers["x-forwarded-for"] as string);
  req.rawHeaders.splice(0, req.rawHeaders.length, ...raw);
}
