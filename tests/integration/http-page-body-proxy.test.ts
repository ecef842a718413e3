// proxy.ts refuses a page request's body over 1 MB (413) on hosts that run Next without scripts/server.ts,
// which refuses it earlier (tests/unit/app-server-body-cap.test.ts).
import { beforeAll, describe, expect, it } from "vitest";
import { NextRequest } from "next/server";
import { PAGE_MAX_BYTES, TOO_LARGE } from "@/lib/http/body";
import { NO_DOCUMENT_CSP } from "@/lib/http/security-headers";

type ProxyFn = (req: NextRequest) => Promise<Response>;
let proxy: ProxyFn;
beforeAll(async () => {
  proxy = (await import("@/proxy")).proxy as ProxyFn;
});

/** A body streamed in `n` pieces of `size` bytes, with no Content-Length (chunked). */
function streamed(n: number, size: number) {
  let left = n;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (left-- > 0) controller.enqueue(new Uint8Array(size).fill(97));
      else controller.close();
    },
  });
}

const post = (path: string, init: { headers?: Record<string, string>; body?: BodyInit }) =>
  proxy(new NextRequest(new Request(new URL(path, "http://localhost:3000"), { method: "POST", ...init, duplex: "half" } as RequestInit)));

describe("page bodies in proxy.ts", () => {
  it("answers 413 for a Content-Length over 1 MB, with the headers of an answer that is no document", async () => {
    const res = await post("/jobs", {
      headers: { "content-length": String(50 * 1024 * 1024), "x-forwarded-proto": "https" },
      body: streamed(1, 10),
    });
    expect(res.status).toBe(413);
    expect(await res.text()).toBe(TOO_LARGE);
    expect(res.headers.get("content-security-policy")).toBe(NO_DOCUMENT_CSP);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.headers.get("strict-transport-security")).toMatch(/max-age=/);
  });

  it("counts a body without Content-Length: 413 past 1 MB", async () => {
    const res = await post("/jobs", { body: streamed(40, 64 * 1024) });
    expect(res.status).toBe(413);
  });

  it("lets small posts (a server action's, the sign-out form's) and GETs through", async () => {
    const action = await post("/dashboard/home", {
      headers: { "next-action": "abc", "content-type": "text/plain;charset=UTF-8", cookie: "" },
      body: streamed(4, 1000),
    });
    expect(action.status).not.toBe(413);
    const exact = await post("/jobs", { headers: { "content-length": String(PAGE_MAX_BYTES) }, body: streamed(16, 64 * 1024) });
    expect(exact.status).toBe(200);
    expect(exact.headers.get("x-middleware-next")).toBe("1");
    const page = await proxy(new NextRequest(new URL("/jobs", "http://localhost:3000")));
    expect(page.status).toBe(200);
  });
});
