// Production adapter: any S3-compatible bucket (AWS S3, MinIO, R2, …), requests signed with SigV4 by
// aws4fetch. With S3_ENDPOINT the bucket is addressed path-style (what MinIO and friends expect).
import { AwsClient } from "aws4fetch";
import crypto from "node:crypto";
import { appFileUrl, assertValidKey } from "@/lib/integrations/storage/keys";
import type { Storage } from "@/lib/integrations/storage/storage";

export type S3Options = {
  bucket: string;
  endpoint?: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** public base URL of the bucket (a CDN): avatars are linked there instead of through /api/files */
  publicUrl?: string;
};

export function createS3Storage(opts: S3Options): Storage {
  const client = new AwsClient({
    accessKeyId: opts.accessKeyId,
    secretAccessKey: opts.secretAccessKey,
    service: "s3",
    region: opts.region,
    retries: 2,
  });
  const base = opts.endpoint
    ? `${opts.endpoint.replace(/\/+$/, "")}/${encodeURIComponent(opts.bucket)}`
    : `https://${opts.bucket}.s3.${opts.region}.amazonaws.com`;

  const objectUrl = (key: string) => {
    assertValidKey(key);
    return `${base}/${key.split("/").map(encodeURIComponent).join("/")}`;
  };

  async function failure(action: string, key: string, res: Response) {
    const text = await res.text().catch(() => "");
    return new Error(`S3 ${action} ${key} failed: ${res.status} ${text.slice(0, 300)}`);
  }

  return {
    async put(key, bytes, contentType) {
      // a signed payload hash: the store refuses a body that was altered on the way
      const sha = crypto.createHash("sha256").update(bytes).digest("hex");
      const res = await client.fetch(objectUrl(key), {
        method: "PUT",
        body: bytes as BodyInit,
        headers: { "content-type": contentType, "x-amz-content-sha256": sha },
      });
      if (!res.ok) throw await failure("PUT", key, res);
      await res.arrayBuffer().catch(() => undefined);
    },
    async get(key) {
      const res = await client.fetch(objectUrl(key), { method: "GET" });
      if (res.status === 404) {
        await res.arrayBuffer().catch(() => undefined);
        return null;
      }
      if (!res.ok) throw await failure("GET", key, res);
      return {
        bytes: new Uint8Array(await res.arrayBuffer()),
        contentType: res.headers.get("content-type") || "application/octet-stream",
      };
    },
    async remove(key) {
      const res = await client.fetch(objectUrl(key), { method: "DELETE" });
      if (!res.ok && res.status !== 404) throw await failure("DELETE", key, res);
      await res.arrayBuffer().catch(() => undefined);
    },
    publicUrl(key) {
      if (!opts.publicUrl) return appFileUrl(key);
      return `${opts.publicUrl.replace(/\/+$/, "")}/${key.split("/").map(encodeURIComponent).join("/")}`;
    },
  };
}
