import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { badRequest } from "@/lib/http/errors";
import { MSG } from "@/lib/accounts/messages";

/**
 * Refuses the most common and breached passwords. The bundled list (common-passwords.txt.gz beside this
 * file) is the first 100,000 entries of SecLists' "10-million-password-list-top-1000000" (Daniel
 * Miessler, MIT; from Mark Burnett's 10 million passwords), ranked by frequency, keeping the 39,330 of
 * 8 to 128 characters (38,452 distinct ignoring case): shorter ones are refused by the length rule anyway,
 * so every acceptable-length entry of the well-known top 10,000 is in. Read once into a Set on first use;
 * compared case-insensitively. Server only (reads a file): browsers import MSG.CommonPassword instead.
 */
export const COMMON_PASSWORD = MSG.CommonPassword;

const FILE = path.join(process.cwd(), "lib/accounts/common-passwords.txt.gz");
let list: Set<string> | undefined;

function commonPasswords(): Set<string> {
  if (!list) {
    const text = zlib.gunzipSync(fs.readFileSync(FILE)).toString("utf8");
    list = new Set(text.split("\n").map((line) => normalize(line)).filter(Boolean));
  }
  return list;
}

const normalize = (pw: string) => pw.normalize("NFKC").trim().toLowerCase();

export function isCommonPassword(password: string): boolean {
  return commonPasswords().has(normalize(password));
}

/** Sign-up, change and reset: 400 with COMMON_PASSWORD for a listed password. */
export function assertPasswordNotCommon(password: string) {
  if (password && isCommonPassword(password)) throw badRequest(COMMON_PASSWORD);
}
