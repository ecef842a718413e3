// The S3 adapter against a local fake S3 (node:http) that recomputes and checks every SigV4 signature
// with node:crypto and keeps objects in memory; then the profile calls running on it end to end.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import http from "node:http";
import crypto from "node:crypto";
import type { AddressInfo } from "node:net";
import { AwsClient } from "aws4fetch";
import { call } from "../helpers/api";
import { createUser, pdfFile, pngFile } from "../helpers/factories";
import { createS3Storage } from "@/lib/integrations/storage/s3";
import { getStorage } from "@/lib/integrations/storage/storage";
import { POST as updateProvider } from "@/app/api/user/update_provider/route";
import { GET as getFile } from "@/app/api/files/[...key]/route";
import { GET as getResume } from "@/app/api/user/resume/[userId]/route";

const ACCESS_KEY = "AKIAGIGLINETEST";
const SECRET = "fake-secret-key/with+chars";
const REGION = "us-east-1";
const BUCKET = "gigline-test";

type FakeS3 = { url: string; objects: Map<string, { bytes: Buffer; contentType: string }>; rejected: string[]; close(): Promise<void> };

const sha256 = (data: string | Buffer) => crypto.createHash("sha256").update(data).digest("hex");
const hmac = (key: string | Buffer, data: string) => crypto.createHmac("sha256", key).update(data).digest();
const awsEncode = (s: string) => encodeURIComponent(s).replace(/[!'()*]/g, (c) => "%" + c.charCodeAt(0).toString(16).toUpperCase());

/** Recomputes the SigV4 signature of a request from scratch; returns why it is wrong, or null when it is right. */
function verifySigV4(req: http.IncomingMessage, body: Buffer): string | null {
  const auth = req.headers.authorization ?? "";
  const m =
    /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/([^/]+)\/aws4_request, SignedHeaders=([a-z0-9;-]+), Signature=([0-9a-f]{64})$/.exec(
      auth,
    );
  if (!m) return "malformed Authorization header";
  const [, accessKey, date, region, service, signedHeaders, signature] = m;
  if (accessKey !== ACCESS_KEY) return "unknown access key";
  if (region !== REGION || service !== "s3") return "wrong scope";
  const amzDate = String(req.headers["x-amz-date"] ?? "");
  if (!amzDate.startsWith(date)) return "date mismatch";
  const when = Date.parse(amzDate.replace(/^(\d{4})(\d\d)(\d\d)T(\d\d)(\d\d)(\d\d)Z$/, "$1-$2-$3T$4:$5:$6Z"));
  if (!Number.isFinite(when) || Math.abs(Date.now() - when) > 15 * 60 * 1000) return "request time too skewed";
  const headerNames = signedHeaders.split(";");
  if (!headerNames.includes("host") || !headerNames.includes("x-amz-date") || !headerNames.includes("x-amz-content-sha256"))
    return "required headers not signed";
  const payloadHash = String(req.headers["x-amz-content-sha256"] ?? "");
  if (payloadHash !== "UNSIGNED-PAYLOAD" && payloadHash !== sha256(body)) return "payload hash mismatch";

  const url = new URL(req.url ?? "/", "http://fake");
  const canonicalUri = url.pathname
    .split("/")
    .map((seg) => awsEncode(decodeURIComponent(seg)))
    .join("/");
  const canonicalQuery = [...url.searchParams]
    .map(([k, v]) => [awsEncode(k), awsEncode(v)])
    .sort()
    .map(([k, v]) => `${k}=${v}`)
    .join("&");
  const canonicalHeaders = headerNames
    .map(
      (h) =>
        `${h}:${String(req.headers[h] ?? "")
          .trim()
          .replace(/\s+/g, " ")}\n`,
    )
    .join("");
  const canonicalRequest = [req.method, canonicalUri, canonicalQuery, canonicalHeaders, signedHeaders, payloadHash].join("\n");
  const scope = `${date}/${region}/${service}/aws4_request`;
  const stringToSign = ["AWS4-HMAC-SHA256", amzDate, scope, sha256(canonicalRequest)].join("\n");
  const signingKey = hmac(hmac(hmac(hmac("AWS4" + SECRET, date), region), service), "aws4_request");
  const expected = crypto.createHmac("sha256", signingKey).update(stringToSign).digest("hex");
  return crypto.timingSafeEqual(Buffer.from(expected), Buffer.from(signature)) ? null : "signature does not match";
}

async function startFakeS3(): Promise<FakeS3> {
  const objects = new Map<string, { bytes: Buffer; contentType: string }>();
  const rejected: string[] = [];
  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const body = Buffer.concat(chunks);
    const problem = verifySigV4(req, body);
    if (problem) {
      rejected.push(problem);
      res
        .writeHead(403, { "content-type": "application/xml" })
        .end(`<Error><Code>SignatureDoesNotMatch</Code><Message>${problem}</Message></Error>`);
      return;
    }
    const path = decodeURIComponent(new URL(req.url ?? "/", "http://fake").pathname);
    if (!path.startsWith(`/${BUCKET}/`)) return void res.writeHead(404).end("<Error><Code>NoSuchBucket</Code></Error>");
    const key = path.slice(BUCKET.length + 2);
    if (req.method === "PUT") {
      objects.set(key, { bytes: body, contentType: String(req.headers["content-type"] ?? "binary/octet-stream") });
      return void res.writeHead(200, { etag: `"${sha256(body).slice(0, 32)}"` }).end();
    }
    if (req.method === "GET") {
      const o = objects.get(key);
      if (!o) return void res.writeHead(404, { "content-type": "application/xml" }).end("<Error><Code>NoSuchKey</Code></Error>");
      return void res.writeHead(200, { "content-type": o.contentType, "content-length": o.bytes.length }).end(o.bytes);
    }
    if (req.method === "DELETE") {
      objects.delete(key);
      return void res.writeHead(204).end();
    }
    res.writeHead(405).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, objects, rejected, close: () => new Promise((r) => server.close(() => r())) };
}

let s3: FakeS3;
beforeAll(async () => {
  s3 = await startFakeS3();
});
afterAll(async () => {
  await s3.close();
});

const adapter = (overrides: Partial<Parameters<typeof createS3Storage>[0]> = {}) =>
  createS3Storage({ bucket: BUCKET, endpoint: s3.url, region: REGION, accessKeyId: ACCESS_KEY, secretAccessKey: SECRET, ...overrides });

describe("S3 storage adapter (SigV4, checked by the fake)", () => {
  it("puts, gets and removes objects with signed requests", async () => {
    const storage = adapter();
    const bytes = crypto.randomBytes(2048);
    await storage.put("avatars/a.b_c-d.webp", bytes, "image/webp");
    expect(s3.objects.get("avatars/a.b_c-d.webp")?.contentType).toBe("image/webp");
    const got = await storage.get("avatars/a.b_c-d.webp");
    expect(got?.contentType).toBe("image/webp");
    expect(Buffer.from(got!.bytes).equals(bytes)).toBe(true);
    await storage.remove("avatars/a.b_c-d.webp");
    expect(s3.objects.has("avatars/a.b_c-d.webp")).toBe(false);
    expect(await storage.get("avatars/a.b_c-d.webp")).toBeNull();
    await storage.remove("avatars/never-existed.png");
  });

  it("fails loudly when the secret is wrong, and stores nothing", async () => {
    const before = s3.rejected.length;
    await expect(adapter({ secretAccessKey: "wrong" }).put("avatars/bad.png", Buffer.from("x"), "image/png")).rejects.toThrow(
      /S3 PUT avatars\/bad.png failed: 403/,
    );
    expect(s3.rejected.slice(before)).toContain("signature does not match");
    expect(s3.objects.has("avatars/bad.png")).toBe(false);
  });

  it("the fake really checks: a signed request replayed on another path or with another body is refused", async () => {
    const client = new AwsClient({ accessKeyId: ACCESS_KEY, secretAccessKey: SECRET, service: "s3", region: REGION, retries: 0 });
    const signed = await client.sign(`${s3.url}/${BUCKET}/avatars/one.png`, {
      method: "PUT",
      body: "hello",
      headers: { "x-amz-content-sha256": sha256("hello") },
    });
    const headers = Object.fromEntries(signed.headers);
    const otherPath = await fetch(`${s3.url}/${BUCKET}/avatars/two.png`, { method: "PUT", body: "hello", headers });
    expect(otherPath.status).toBe(403);
    const otherBody = await fetch(`${s3.url}/${BUCKET}/avatars/one.png`, { method: "PUT", body: "HELLO", headers });
    expect(otherBody.status).toBe(403);
    expect(await otherBody.text()).toContain("payload hash mismatch");
    const original = await fetch(`${s3.url}/${BUCKET}/avatars/one.png`, { method: "PUT", body: "hello", headers });
    expect(original.status).toBe(200);
  });

  it("links public objects through S3_PUBLIC_URL when set, else through /api/files", () => {
    expect(adapter().publicUrl("avatars/x.png")).toBe("/api/files/avatars/x.png");
    expect(adapter({ publicUrl: "https://cdn.example.test/" }).publicUrl("avatars/x.png")).toBe("https://cdn.example.test/avatars/x.png");
  });
});

describe("profile files on S3 (S3_BUCKET set)", () => {
  const saved: Record<string, string | undefined> = {};
  const env = () => ({
    S3_BUCKET: BUCKET,
    S3_ENDPOINT: s3.url,
    S3_REGION: REGION,
    S3_ACCESS_KEY_ID: ACCESS_KEY,
    S3_SECRET_ACCESS_KEY: SECRET,
    S3_PUBLIC_URL: undefined,
  });
  beforeAll(() => {
    for (const [k, v] of Object.entries(env())) {
      saved[k] = process.env[k];
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
  });
  afterAll(() => {
    for (const [k, v] of Object.entries(saved)) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
  });

  it("stores, serves and replaces photos and resumes in the bucket", async () => {
    expect(getStorage().publicUrl("avatars/x.png")).toBe("/api/files/avatars/x.png");
    const { user, token } = await createUser({ type: "provider" });
    const fd = new FormData();
    fd.append("id", user.id);
    fd.append("avatar", pngFile());
    fd.append("resume", pdfFile("cv.pdf"));
    const first = await call(updateProvider, { token, body: fd });
    expect(first.status).toBe(200);
    const avatarKey = first.json.user.avatar.replace("/api/files/", "");
    expect(s3.objects.get(avatarKey)?.contentType).toBe("image/png");
    expect([...s3.objects.keys()].some((k) => k.startsWith("resumes/"))).toBe(true);

    const photo = await call(getFile, { method: "GET", params: { key: avatarKey } });
    expect(photo.status).toBe(200);
    expect(photo.res.headers.get("content-type")).toBe("image/png");
    const cv = await call(getResume, { method: "GET", token, params: { userId: user.id } });
    expect(cv.status).toBe(200);
    expect(
      Buffer.from(await cv.res.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe("%PDF-");

    const again = new FormData();
    again.append("id", user.id);
    again.append("avatar", pngFile());
    const second = await call(updateProvider, { token, body: again });
    expect(second.status).toBe(200);
    expect(s3.objects.has(avatarKey)).toBe(false);
  });
});
