import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { badRequest } from "@/lib/http/errors";
import { MSG } from "@/lib/accounts/messages";
import { isBlankPassword, isContextPassword, type PasswordContext } from "@/lib/accounts/password-context";

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
    list = new Set(
      text
        .split("\n")
        .map((line) => normalize(line))
        .filter(Boolean),
    );
  }
  return list;
}

const normalize = (pw: string) => pw.normalize("NFKC").trim().toLowerCase();

export function isCommonPassword(password: string): boolean {
  return commonPasswords().has(normalize(password));
}

/**
 * Every new password (sign-up, change, reset, check_password): 400 for one of only spaces, a listed one, or
 * one made of the site's name or, when `context` gives them, the person's name, company or e-mail
 * (lib/accounts/password-context.ts). An empty password is left to the callers' own rules.
 */
export function assertPasswordNotCommon(password: string, context?: PasswordContext | null) {
  if (!password) return;
  if (isBlankPassword(password)) throw badRequest(MSG.BlankPassword);
  if (isCommonPassword(password)) throw badRequest(COMMON_PASSWORD);
  if (isContextPassword(password, context ?? {})) throw badRequest(MSG.ContextPassword);
}
