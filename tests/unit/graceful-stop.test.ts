// scripts/server.ts's stop on SIGTERM / SIGINT (scripts/lib/graceful-stop.mjs): a request under way gets its
// answer, nobody new gets in, a keep-alive connection does not hold the stop, the background worker's stop is
// awaited before the exit, and a stream that never ends is cut after the grace period.
import http from "node:http";
import { spawn } from "node:child_process";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import path from "node:path";
import { gracefulStop, stopChild, stopWhenParentGone, WORKER_STOP_HOOK } from "../../scripts/lib/graceful-stop.mjs";
import { alive, until } from "../helpers/processes";

const servers: http.Server[] = [];
afterEach(() => {
  for (const s of servers.splice(0)) s.closeAllConnections();
});

function serve(): Promise<{ server: http.Server; base: string; events: string[] }> {
  const events: string[] = [];
  const server = http.createServer((req, res) => {
    if (req.url === "/slow") {
      setTimeout(() => {
        events.push("slow answered");
        res.end("done");
      }, 300);
    } else if (req.url === "/stream") {
      res.writeHead(200, { "content-type": "text/event-stream" });
      res.write("data: hello\n\n");
    } else res.end("ok");
  });
  servers.push(server);
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () => resolve({ server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, events })),
  );
}

function get(url: string, agent?: http.Agent): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent }, (res) => {
        let body = "";
        res.on("data", (c) => (body += c));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
        res.on("error", reject);
      })
      .on("error", reject);
  });
}

describe("the server's graceful stop", () => {
  it("lets a request under way finish, refuses new ones, does not wait on idle keep-alive connections, and exits after the worker stopped", async () => {
    const { server, base, events } = await serve();
    const agent = new http.Agent({ keepAlive: true });
    expect((await get(`${base}/`, agent)).body).toBe("ok"); // leaves an idle keep-alive connection open
    const slow = get(`${base}/slow`);
    await new Promise((r) => setTimeout(r, 50));
    const stop = gracefulStop(server, {
      graceMs: 60_000,
      stopWorker: () => new Promise<void>((r) => setTimeout(() => (events.push("worker stopped"), r()), 200)),
      exit: (code: number) => events.push(`exit ${code}`),
    });
    const stopped = stop();
    expect(stop()).toBe(stopped); // a second signal joins the first
    await expect(get(`${base}/`)).rejects.toMatchObject({ code: "ECONNREFUSED" });
    expect(await slow).toEqual({ status: 200, body: "done" });
    await stopped; // well before the 60-second grace: neither the idle connection nor anything else held it
    // the exit comes last, after both the answer and the worker's stop
    expect(events).toHaveLength(3);
    expect(events[2]).toBe("exit 0");
    expect(events.slice(0, 2).sort()).toEqual(["slow answered", "worker stopped"]);
    agent.destroy();
  });

  it("cuts a stream that never ends after the grace period, and still exits when the worker's stop fails", async () => {
    const { server, base } = await serve();
    const ended = new Promise<string>((resolve) => {
      http.get(`${base}/stream`, (res) => {
        res.on("data", () => {});
        res.on("close", () => resolve("closed"));
      });
    });
    await new Promise((r) => setTimeout(r, 50));
    const exits: number[] = [];
    await gracefulStop(server, {
      graceMs: 300,
      stopWorker: () => Promise.reject(new Error("worker broke")),
      exit: (code: number) => exits.push(code),
    })();
    expect(await ended).toBe("closed");
    expect(exits).toEqual([0]);
  });

  it("stops the background worker registered in this process by default", async () => {
    const { server } = await serve();
    let stopped = 0;
    (globalThis as Record<symbol, unknown>)[WORKER_STOP_HOOK] = async () => void stopped++;
    try {
      await gracefulStop(server, { graceMs: 1000, exit: () => {} })();
    } finally {
      delete (globalThis as Record<symbol, unknown>)[WORKER_STOP_HOOK];
    }
    expect(stopped).toBe(1);
  });
});

// npm start and the e2e run stop their server child with stopChild before its database goes
describe("stopping the server's child process", () => {
  const child = (code: string) => {
    const c = spawn(process.execPath, ["-e", code], { stdio: ["ignore", "pipe", "ignore"] });
    return new Promise<typeof c>((resolve) => c.stdout.once("data", () => resolve(c)));
  };

  it("sends SIGTERM and waits until the child has finished its own stop", async () => {
    const c = await child(
      `process.on("SIGTERM", () => setTimeout(() => process.exit(0), 300)); console.log("up"); setInterval(() => {}, 1000);`,
    );
    const t0 = Date.now();
    await stopChild(c, 5000);
    expect(c.exitCode).toBe(0);
    expect(Date.now() - t0).toBeGreaterThanOrEqual(250);
  });

  it("gives up after the time limit on a child that does not stop, and returns at once for one already gone", async () => {
    const c = await child(`process.on("SIGTERM", () => {}); console.log("up"); setInterval(() => {}, 1000);`);
    await stopChild(c, 300);
    expect(c.exitCode).toBeNull();
    c.kill("SIGKILL");
    await new Promise((r) => c.once("exit", r));
    const t0 = Date.now();
    await stopChild(c, 5000);
    expect(Date.now() - t0).toBeLessThan(1000);
  });
});

// npm start and the e2e run give their server child an IPC channel: a parent killed outright (SIGKILL) cannot
// stop its child, and a server left behind would hold the port the next `npm start` needs
describe("a server whose starter is gone", () => {
  const stopModule = path.resolve("scripts/lib/graceful-stop.mjs");
  // the child: an HTTP server stopped the way scripts/lib/app-server.ts stops it
  const serverCode = `
    const http = require("node:http");
    import(${JSON.stringify(stopModule)}).then(({ gracefulStop, stopWhenParentGone }) => {
      const server = http.createServer((req, res) => res.end("ok"));
      server.listen(0, "127.0.0.1", () => {
        stopWhenParentGone(gracefulStop(server, { stopWorker: () => {}, graceMs: 60000 }));
        console.log(JSON.stringify({ pid: process.pid, port: server.address().port }));
      });
    });`;
  // the parent: starts it as npm start does, then waits to be killed
  const parentCode = (stdio: string) => `
    const { spawn } = require("node:child_process");
    spawn(process.execPath, ["-e", ${JSON.stringify(serverCode)}], { stdio: ${stdio} });
    setInterval(() => {}, 1000);`;
  async function startParent(stdio: string) {
    const parent = spawn(process.execPath, ["-e", parentCode(stdio)], { stdio: ["ignore", "pipe", "inherit"] });
    const line = await new Promise<string>((resolve) => parent.stdout.once("data", (d) => resolve(String(d))));
    return { parent, ...(JSON.parse(line) as { pid: number; port: number }) };
  }

  it("stops, and frees its port, when the parent that started it over an IPC channel is killed outright", async () => {
    const { parent, pid, port } = await startParent(`["ignore", "inherit", "inherit", "ipc"]`);
    expect((await get(`http://127.0.0.1:${port}/`)).body).toBe("ok");
    parent.kill("SIGKILL");
    expect(await until(() => !alive(pid), 5000)).toBe(true);
    await expect(get(`http://127.0.0.1:${port}/`)).rejects.toMatchObject({ code: "ECONNREFUSED" });
  });

  it("keeps running without such a channel (started from a shell or a container)", async () => {
    const { parent, pid, port } = await startParent(`["ignore", "inherit", "inherit"]`);
    parent.kill("SIGKILL");
    await new Promise((r) => setTimeout(r, 500));
    try {
      expect(alive(pid)).toBe(true);
      expect((await get(`http://127.0.0.1:${port}/`)).body).toBe("ok");
    } finally {
      process.kill(pid, "SIGKILL");
    }
    expect(stopWhenParentGone(() => {}, { send: undefined, connected: false } as unknown as NodeJS.Process)).toBe(false);
  });
});
