// scripts/lib/app-server.ts (npm start's and the Docker image's server): KEEP_ALIVE_TIMEOUT, read as Next's own
// server.js reads it, so a deployment behind a load balancer with a long idle timeout can raise it.
import http from "node:http";
import { describe, expect, it } from "vitest";
import { applyKeepAliveTimeout } from "../../scripts/lib/app-server";

describe("KEEP_ALIVE_TIMEOUT", () => {
  it("raises the idle keep-alive timeout, and the headers timeout above it", () => {
    const server = http.createServer();
    applyKeepAliveTimeout(server, "61000");
    expect(server.keepAliveTimeout).toBe(61_000);
    expect(server.headersTimeout).toBeGreaterThan(61_000);
  });

  it("keeps Node's defaults when unset, blank or not a positive number", () => {
    const defaults = http.createServer();
    for (const value of [undefined, "", "abc", "-5", "0"]) {
      const server = http.createServer();
      applyKeepAliveTimeout(server, value);
      expect(server.keepAliveTimeout).toBe(defaults.keepAliveTimeout);
      expect(server.headersTimeout).toBe(defaults.headersTimeout);
    }
  });
});
