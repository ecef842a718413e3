import Bowser from "bowser";
import { notFound, badRequest } from "@/lib/http/errors";
import { liveSessionsOf, revokeOtherSessions, revokeSessionOf } from "@/lib/session/sessions";
import { SESSION_MSG } from "@/lib/accounts/security-messages";
import type { User } from "@/lib/generated/prisma/client";

/**
 * One signed-in device as the security screen lists it. The session id is shown because it authenticates
 * nothing on its own: a request needs a token or cookie signed with the server's secret that names it
 * (lib/session/tokens.ts, lib/session/current-user.ts), and an API token already carries it readable.
 */
export type SessionDto = {
  id: string;
  kind: "web" | "api";
  browser: string;
  os: string;
  /** "Desktop", "Mobile", "Tablet", or a model ("iPhone") when the user agent names one */
  device: string;
  ip: string;
  createdAt: string;
  lastUsedAt: string;
  /** the session of the request that asked */
  current: boolean;
};

/** user/get_sessions: the user's live sessions, the asking one flagged (and first). */
export async function listSessions(userId: string, currentSessionId: string | null): Promise<SessionDto[]> {
  const rows = await liveSessionsOf(userId);
  const list = rows.map((s) => ({
    id: s.id,
    kind: s.kind === "api" ? ("api" as const) : ("web" as const),
    ...describeUserAgent(s.userAgent),
    ip: s.ip,
    createdAt: s.createdAt.toISOString(),
    lastUsedAt: s.lastUsedAt.toISOString(),
    current: s.id === currentSessionId,
  }));
  return [...list.filter((s) => s.current), ...list.filter((s) => !s.current)];
}

/** user/revoke_session: another session of the user ends; a foreign, ended or unknown id answers 404. */
export async function revokeOwnSession(userId: string, sessionId: string, currentSessionId: string | null) {
  if (sessionId === currentSessionId) throw badRequest(SESSION_MSG.current);
  if (!(await revokeSessionOf(userId, sessionId))) throw notFound(SESSION_MSG.notFound);
  return { message: SESSION_MSG.revoked };
}

/** user/revoke_other_sessions (after the caller proved it is the user again): every session but this one ends. */
export async function revokeAllOtherSessions(user: Pick<User, "id">, currentSessionId: string) {
  const count = await revokeOtherSessions(user.id, currentSessionId);
  return { message: SESSION_MSG.revokedOthers(count), count };
}

/** Browser, OS and device of a user agent, in words; "Unknown …" when it names none (many API clients). */
export function describeUserAgent(userAgent: string): Pick<SessionDto, "browser" | "os" | "device"> {
  const ua = userAgent.trim();
  if (!ua) return { browser: "Unknown browser", os: "Unknown system", device: "Unknown device" };
  const parsed = Bowser.parse(ua);
  const major = parsed.browser.version?.split(".")[0];
  const browser = parsed.browser.name ? [parsed.browser.name, major].filter(Boolean).join(" ") : appName(ua);
  const os = parsed.os.name ? [parsed.os.name, parsed.os.versionName ?? parsed.os.version].filter(Boolean).join(" ") : "Unknown system";
  const type = parsed.platform.type;
  const kind = type ? (DEVICE_TYPES[type] ?? capitalise(type)) : "Unknown device";
  const model = parsed.platform.model && parsed.platform.model !== parsed.os.name ? parsed.platform.model : "";
  return { browser, os, device: model ? `${kind} (${model})` : kind };
}

const DEVICE_TYPES: Record<string, string> = { desktop: "Desktop", mobile: "Mobile", tablet: "Tablet", tv: "TV", bot: "Bot" };

/** An app's own user agent ("Gigline/2.1 (iPhone; iOS 17)", "okhttp/4.12.0"): its product name, else unknown. */
function appName(ua: string) {
  const product = /^([A-Za-z][\w .-]{0,40}?)\/[\d.]+/.exec(ua)?.[1];
  return product ? product : "Unknown browser";
}

function capitalise(s: string) {
  return s.charAt(0).toUpperCase() + s.slice(1);
}
