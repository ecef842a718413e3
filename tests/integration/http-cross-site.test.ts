// A write authenticated by the session cookie must come from our own pages. A foreign
// page can make the browser post a form, a text/plain or multipart body, or put the fields in the query
// string; none of these may change anything. Bearer-token clients (mobile, scripts) are unaffected.
import { describe, expect, it } from "vitest";
import { call } from "../helpers/api";
import { createUser } from "../helpers/factories";
import { webSessionCookie } from "../helpers/session-cookie";
import { db } from "@/lib/db";
import { CROSS_SITE_REFUSED } from "@/lib/http/origin";
import { POST as updateInfoCubic } from "@/app/api/user/update_info_cubic/route";
import { POST as cancelJob } from "@/app/api/job/cancel_job/route";
import { POST as hire } from "@/app/api/job/hire/route";
import { POST as checkEmail } from "@/app/api/user/check_email/route";
import { employee, employer, jobCategories, postJob, applyTo } from "./job-kit";

const SITE = new URL(process.env.NEXTAUTH_URL || "http://localhost:3000").origin;
const EVIL = "https://evil.example";

async function sessionCookie(user: { id: string; sessionVersion: number }) {
  return (await webSessionCookie(user)).cookie;
}

/** A raw request the way a browser sends it for a foreign page's form or fetch. */
function raw(
  handler: (req: Request, ctx: any) => Promise<Response>,
  init: { url?: string; headers: Record<string, string>; body?: BodyInit },
) {
  const req = new Request(init.url ?? "http://localhost/api/test", {
    method: "POST",
    headers: { "x-forwarded-for": "10.9.9.9", ...init.headers },
    body: init.body,
  });
  return handler(req, { params: Promise.resolve({}) });
}

const infoCubicOf = async (id: string) => (await db.user.findUniqueOrThrow({ where: { id } })).infoCubicAccountNumber;

describe("cookie-authenticated writes from another site", () => {
  it("refuses user/update_info_cubic as JSON, a form, text/plain, multipart or in the query string", async () => {
    const { user } = await createUser({ type: "customer" });
    const cookie = await sessionCookie(user);
    const before = await infoCubicOf(user.id);
    const attempts: Response[] = [
      // a fetch from evil.example with a JSON body (the browser adds its Origin)
      await raw(updateInfoCubic, {
        headers: { cookie, origin: EVIL, "content-type": "application/json" },
        body: JSON.stringify({ infoCubicAccountNumber: "EVIL-1" }),
      }),
      // an auto-submitted <form> (urlencoded), no preflight
      await raw(updateInfoCubic, {
        headers: { cookie, origin: EVIL, "content-type": "application/x-www-form-urlencoded" },
        body: "infoCubicAccountNumber=EVIL-2",
      }),
      // fetch(..., { mode: "no-cors", body: "{...}" }) sends text/plain
      await raw(updateInfoCubic, {
        headers: { cookie, origin: EVIL, "content-type": "text/plain;charset=UTF-8" },
        body: JSON.stringify({ infoCubicAccountNumber: "EVIL-3" }),
      }),
      // <form enctype="multipart/form-data">
      await raw(updateInfoCubic, {
        headers: { cookie, origin: EVIL },
        body: (() => {
          const f = new FormData();
          f.set("infoCubicAccountNumber", "EVIL-4");
          return f;
        })(),
      }),
      // the fields in the query string of an empty POST
      await raw(updateInfoCubic, {
        url: "http://localhost/api/user/update_info_cubic?infoCubicAccountNumber=EVIL-5",
        headers: { cookie, origin: EVIL },
      }),
      // a privacy-stripped request with neither Origin nor Referer
      await raw(updateInfoCubic, {
        headers: { cookie, "content-type": "application/json" },
        body: JSON.stringify({ infoCubicAccountNumber: "EVIL-6" }),
      }),
      // a foreign Referer and no Origin
      await raw(updateInfoCubic, {
        headers: { cookie, referer: `${EVIL}/page`, "content-type": "application/json" },
        body: JSON.stringify({ infoCubicAccountNumber: "EVIL-7" }),
      }),
      // Fetch metadata says cross-site even if Origin were spoofed by an old plugin
      await raw(updateInfoCubic, {
        headers: { cookie, origin: SITE, "sec-fetch-site": "cross-site", "content-type": "application/json" },
        body: JSON.stringify({ infoCubicAccountNumber: "EVIL-8" }),
      }),
    ];
    for (const res of attempts) {
      expect(res.status).toBe(403);
      expect((await res.json()).error).toBe(CROSS_SITE_REFUSED);
    }
    expect(await infoCubicOf(user.id)).toBe(before);
  });

  it("refuses job/cancel_job and job/hire from a foreign page; the job stays open and nobody is hired", async () => {
    const cats = await jobCategories();
    const owner = await employer({ credit: 5 });
    const worker = await employee();
    const job = await postJob(owner.token, cats.plumbing);
    await applyTo(worker.token, job._id);
    const cookie = await sessionCookie(owner.user);

    const cancel = await raw(cancelJob, {
      headers: { cookie, origin: EVIL, "content-type": "text/plain" },
      body: JSON.stringify({ id: job._id }),
    });
    expect(cancel.status).toBe(403);
    const hired = await raw(hire, {
      headers: { cookie, origin: EVIL, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ id: job._id, userId: worker.user.id, price: "42", duration: "5" }).toString(),
    });
    expect(hired.status).toBe(403);
    const viaQuery = await raw(cancelJob, { url: `http://localhost/api/job/cancel_job?id=${job._id}`, headers: { cookie, origin: SITE } });
    expect(viaQuery.status).toBe(400); // our own page, but a POST's query string is never read: no id

    const row = await db.job.findUniqueOrThrow({ where: { id: job._id } });
    expect(row.status).toBe(0);
    expect(await db.contract.count({ where: { jobId: job._id } })).toBe(0);
  });

  it("accepts the same calls from our own pages (Origin, or Referer when Origin is absent)", async () => {
    const { user } = await createUser({ type: "customer" });
    const cookie = await sessionCookie(user);
    const own = await call(updateInfoCubic, { headers: { cookie, origin: SITE }, body: { infoCubicAccountNumber: "OWN-1" } });
    expect(own.status).toBe(200);
    expect(await infoCubicOf(user.id)).toBe("OWN-1");
    const byReferer = await raw(updateInfoCubic, {
      headers: { cookie, referer: `${SITE}/dashboard/benefits`, "content-type": "application/json" },
      body: JSON.stringify({ infoCubicAccountNumber: "OWN-2" }),
    });
    expect(byReferer.status).toBe(200);
    // reached under another name than NEXTAUTH_URL: the Host the browser wrote is ours too
    const byHost = await raw(updateInfoCubic, {
      headers: { cookie, host: "127.0.0.1:3101", origin: "http://127.0.0.1:3101", "content-type": "application/json" },
      body: JSON.stringify({ infoCubicAccountNumber: "OWN-3" }),
    });
    expect(byHost.status).toBe(200);
    expect(await infoCubicOf(user.id)).toBe("OWN-3");
  });

  it("refuses the content types a call does not document, even from our own pages", async () => {
    const { user } = await createUser({ type: "customer" });
    const cookie = await sessionCookie(user);
    const asText = await raw(updateInfoCubic, {
      headers: { cookie, origin: SITE, "content-type": "text/plain" },
      body: JSON.stringify({ infoCubicAccountNumber: "X-1" }),
    });
    expect(asText.status).toBe(415);
    expect((await asText.json()).error).toBe("This call accepts application/json only.");
    const asForm = await raw(updateInfoCubic, {
      headers: { cookie, origin: SITE, "content-type": "application/x-www-form-urlencoded" },
      body: "infoCubicAccountNumber=X-2",
    });
    expect(asForm.status).toBe(415);
    expect(await infoCubicOf(user.id)).not.toMatch(/^X-/);
  });

  it("leaves bearer-token clients alone, whatever Origin they send", async () => {
    const { user, token } = await createUser({ type: "customer" });
    const r = await call(updateInfoCubic, { token, headers: { origin: EVIL }, body: { infoCubicAccountNumber: "TOKEN-1" } });
    expect(r.status).toBe(200);
    expect(await infoCubicOf(user.id)).toBe("TOKEN-1");
  });

  it("does not read a POST's query string on calls without sign-in either", async () => {
    const r = await raw(checkEmail, { url: "http://localhost/api/user/check_email?email=someone%40example.test", headers: {} });
    expect(r.status).toBe(400);
  });
});
