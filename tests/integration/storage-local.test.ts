// Local-disk storage and GET /api/files/{key}: public photos only, right headers, no path traversal.
import { describe, expect, it } from "vitest";
import { promises as fs } from "node:fs";
import os from "node:os";
import path from "node:path";
import { call } from "../helpers/api";
import { GET as getFile } from "@/app/api/files/[...key]/route";
import { createLocalDiskStorage } from "@/lib/integrations/storage/local-disk";
import { getStorage, keyFromPublicUrl } from "@/lib/integrations/storage/storage";
import { isValidKey } from "@/lib/integrations/storage/keys";

const PNG = Buffer.from("89504e470d0a1a0a0000000d4948445200000001", "hex");
const rand = () => Math.random().toString(36).slice(2);

describe("local disk storage", () => {
  it("puts, gets (with its content type) and removes objects under STORAGE_DIR", async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), "gigline-storage-"));
    const storage = createLocalDiskStorage(dir);
    const key = `avatars/${rand()}.png`;
    await storage.put(key, PNG, "image/png");
    expect(await fs.readFile(path.join(dir, key))).toEqual(PNG);
    const got = await storage.get(key);
    expect(got?.contentType).toBe("image/png");
    expect(Buffer.from(got!.bytes)).toEqual(PNG);
    expect(storage.publicUrl(key)).toBe(`/api/files/${key}`);
    await storage.remove(key);
    expect(await storage.get(key)).toBeNull();
    await storage.remove(key); // removing twice is fine
    await fs.rm(dir, { recursive: true, force: true });
  });

  it("refuses keys that could leave the storage folder", async () => {
    const storage = createLocalDiskStorage(await fs.mkdtemp(path.join(os.tmpdir(), "gigline-storage-")));
    for (const key of [
      "../secret",
      "avatars/../../etc/passwd",
      "/etc/passwd",
      ".meta/x",
      "avatars//x",
      "",
      "a\\..\\b",
      "avatars/%2e%2e/x",
    ]) {
      expect(isValidKey(key), key).toBe(false);
      await expect(storage.put(key, PNG, "image/png")).rejects.toThrow(/Invalid storage key/);
      await expect(storage.get(key)).rejects.toThrow(/Invalid storage key/);
    }
  });

  it("maps our own photo URLs back to keys, and external ones to nothing", () => {
    expect(keyFromPublicUrl("/api/files/avatars/abc.png")).toBe("avatars/abc.png");
    expect(keyFromPublicUrl("https://lh3.googleusercontent.example/photo.jpg")).toBeNull();
    expect(keyFromPublicUrl("/api/files/../x")).toBeNull();
    expect(keyFromPublicUrl("")).toBeNull();
  });
});

describe("GET /api/files/{key}", () => {
  it("serves a photo with its content type, a long cache and nosniff, without sign-in", async () => {
    const key = `avatars/${rand()}.png`;
    await getStorage().put(key, PNG, "image/png");
    const r = await call(getFile, { method: "GET", params: { key } });
    expect(r.status).toBe(200);
    expect(r.res.headers.get("content-type")).toBe("image/png");
    expect(r.res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(r.res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(Buffer.from(await r.res.arrayBuffer())).toEqual(PNG);
  });

  it("never serves resumes, other folders, traversal attempts or missing files", async () => {
    const resumeKey = `resumes/${rand()}.pdf`;
    await getStorage().put(resumeKey, Buffer.from("%PDF-1.4"), "application/pdf");
    for (const key of [
      resumeKey,
      "avatars/../resumes/x.pdf",
      "../../package.json",
      ".meta/avatars/x.png",
      `avatars/${rand()}.png`,
      "avatars",
    ]) {
      const r = await call(getFile, { method: "GET", params: { key } });
      expect(r.status, key).toBe(404);
      expect(r.json).toEqual({ result: false, error: "File not found." });
    }
  });

  it("never serves a stored type that is not an image as itself", async () => {
    const key = `avatars/${rand()}.png`;
    await getStorage().put(key, Buffer.from("<script>alert(1)</script>"), "text/html");
    const r = await call(getFile, { method: "GET", params: { key } });
    expect(r.res.headers.get("content-type")).toBe("application/octet-stream");
  });
});
