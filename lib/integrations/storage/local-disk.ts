// Local default: objects are files under STORAGE_DIR (default .data/uploads); their content types sit in
// a parallel ".meta" tree (keys never contain a segment starting with ".", so the two never collide).
import { promises as fs } from "node:fs";
import path from "node:path";
import crypto from "node:crypto";
import { appFileUrl, assertValidKey } from "@/lib/integrations/storage/keys";
import type { Storage } from "@/lib/integrations/storage/storage";

// turbopackIgnore on each file call: uploads are data, not code (else the build traces the whole project).
export function createLocalDiskStorage(dir: string): Storage {
  const root = path.resolve(dir);

  // Defence in depth: keys are validated, and the resolved path must still lie inside the root.
  function locate(key: string) {
    assertValidKey(key);
    const file = path.resolve(root, key);
    const meta = path.resolve(root, ".meta", key);
    if (!file.startsWith(root + path.sep) || !meta.startsWith(root + path.sep)) throw new Error("Storage key escapes the root");
    return { file, meta };
  }

  async function writeAtomically(file: string, data: Uint8Array | string) {
    await fs.mkdir(/*turbopackIgnore: true*/ path.dirname(file), { recursive: true });
    const tmp = `${file}.${crypto.randomBytes(6).toString("hex")}.tmp`;
    await fs.writeFile(/*turbopackIgnore: true*/ tmp, data);
    await fs.rename(/*turbopackIgnore: true*/ tmp, file);
  }

  return {
    async put(key, bytes, contentType) {
      const { file, meta } = locate(key);
      await writeAtomically(meta, JSON.stringify({ contentType }));
      await writeAtomically(file, bytes);
    },
    async get(key) {
      const { file, meta } = locate(key);
      try {
        const bytes = await fs.readFile(/*turbopackIgnore: true*/ file);
        const info = await fs.readFile(/*turbopackIgnore: true*/ meta, "utf8").then(
          (t) => JSON.parse(t) as { contentType?: string },
          () => ({}) as { contentType?: string },
        );
        return { bytes: new Uint8Array(bytes), contentType: info.contentType || "application/octet-stream" };
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw err;
      }
    },
    async remove(key) {
      const { file, meta } = locate(key);
      await fs.rm(/*turbopackIgnore: true*/ file, { force: true });
      await fs.rm(/*turbopackIgnore: true*/ meta, { force: true });
    },
    publicUrl(key) {
      return appFileUrl(key);
    },
  };
}
