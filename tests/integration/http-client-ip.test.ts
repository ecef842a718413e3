// Per-IP limits must not key on the first X-Forwarded-For entry, which the client writes.
// Our server appends the connection's address (scripts/server.ts); clientIp() reads from the right,
// skipping TRUSTED_PROXIES hops, so nothing the client writes moves the key.
import http from "node:http";
import { afterEach, describe, expect, it } from "vitest";
import { call, uniqueEmail, uniqueIp } from "../helpers/api";
import { clientIp } from "@/lib/http/rate-limit";
import { appendPeerAddress } from "@/scripts/lib/peer-address";
import { POST as checkEmail } from "@/app/api/user/check_email/route";
import { POST as login } from "@/app/api/user/login/route";

const withXff = (xff: string) => new Request("http://localhost/", { headers: { "x-forwarded-for": xff } });
const saved = process.env.TRUSTED_PROXIES;
afterEach(() => {
  if (saved === undefined) delete process.env.TRUSTED_PROXIES;
  else process.env.TRUSTED_PROXIES = saved;
});

describe("clientIp", () => {
  it("trusts nobody by default: the connection's address (last entry) wins over anything the client wrote", () => {
    delete process.env.TRUSTED_PROXIES;
    expect(clientIp(withXff("1.2.3.4, 203.0.113.7"))).toBe("203.0.113.7");
    expect(clientIp(withXff("9.9.9.9, 8.8.8.8, 203.0.113.7"))).toBe("203.0.113.7");
    expect(clientIp(withXff("::ffff:203.0.113.7"))).toBe("203.0.113.7");
    expect(clientIp(new Request("http://localhost/"))).toBe("local");
  });

  it("with TRUSTED_PROXIES=1 takes what the load balancer saw, not what the client wrote before it", () => {
    process.env.TRUSTED_PROXIES = "1";
    // client wrote "1.2.3.4", the balancer appended the client's real address, our server the balancer's
    expect(clientIp(withXff("1.2.3.4, 198.51.100.20, 10.0.0.2"))).toBe("198.51.100.20");
    expect(clientIp(withXff("5.5.5.5, 198.51.100.20, 10.0.0.2"))).toBe("198.51.100.20");
    // fewer hops than configured: the leftmost known address
    expect(clientIp(withXff("10.0.0.2"))).toBe("10.0.0.2");
  });

  it("with a list of proxies (addresses or CIDR ranges) skips them from the right", () => {
    process.env.TRUSTED_PROXIES = "10.0.0.0/8, 192.0.2.1";
    expect(clientIp(withXff("6.6.6.6, 198.51.100.20, 192.0.2.1, 10.1.2.3"))).toBe("198.51.100.20");
    expect(clientIp(withXff("198.51.100.20, 10.1.2.3"))).toBe("198.51.100.20");
  });

  it("our server appends the real peer address whatever X-Forwarded-For the client sends", async () => {
    delete process.env.TRUSTED_PROXIES;
    const server = http.createServer((req, res) => {
      appendPeerAddress(req);
      const headers = new Headers();
      for (const [k, v] of Object.entries(req.headers)) if (typeof v === "string") headers.set(k, v);
      res.end(clientIp(new Request("http://localhost/", { headers })));
    });
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    const { port } = server.address() as { port: number };
    try {
      const forged = await fetch(`http://127.0.0.1:${port}/`, { headers: { "x-forwarded-for": "6.6.6.6" } });
      expect(await forged.text()).toBe("127.0.0.1");
      const plain = await fetch(`http://127.0.0.1:${port}/`);
      expect(await plain.text()).toBe("127.0.0.1");
    } finally {
      server.close();
    }
  });
});

describe("per-IP limits cannot be reset by rewriting X-Forwarded-For", () => {
  it("user/check_email stops after 100 checks from one connection, however the header is rotated", async () => {
    delete process.env.TRUSTED_PROXIES;
    const peer = uniqueIp();
    let last = 0;
    for (let i = 0; i <= 100; i++) {
      const r = await call(checkEmail, {
        body: { email: uniqueEmail("enum") },
        headers: { "x-forwarded-for": `172.16.${i >> 8}.${i & 255}, ${peer}` },
      });
      last = r.status;
      if (i < 100) expect(r.status).toBe(200);
    }
    expect(last).toBe(429);
  });

  it("user/login's per-IP limit holds across forged headers (scrypt work is bounded)", async () => {
    delete process.env.TRUSTED_PROXIES;
    const peer = uniqueIp();
    const statuses: number[] = [];
    for (let i = 0; i < 51; i++) {
      const r = await call(login, {
        body: { email: uniqueEmail("nobody"), password: "wrong-password-1" },
        headers: { "x-forwarded-for": `203.0.113.${i}, ${peer}` },
      });
      statuses.push(r.status);
    }
    expect(statuses.slice(0, 50)).not.toContain(429);
    expect(statuses[50]).toBe(429);
  });
});
