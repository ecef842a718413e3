import "server-only";
import crypto from "node:crypto";
import { AppError } from "@/lib/http/errors";
import {
  facebookGraphBase,
  googleAllowedClientIds,
  googleApiBase,
  socialProviderConfig,
  type SocialType,
} from "@/lib/integrations/social/config";

/** What the provider itself says about the owner of an access token. */
export type VerifiedSocialIdentity = {
  socialType: SocialType;
  socialId: string;
  /** only set when the provider vouches for the address */
  email: string;
  firstName: string;
  lastName: string;
  avatar: string;
};

const LABEL: Record<SocialType, string> = { google: "Google", facebook: "Facebook" };
const TIMEOUT_MS = 10_000;

/**
 * Asks the provider who owns `accessToken`. Refuses when the provider is not configured here (400),
 * when the provider rejects the token or it was issued to another app (401), or when the provider
 * cannot be reached (502).
 */
export async function verifySocialAccessToken(type: SocialType, accessToken: string): Promise<VerifiedSocialIdentity> {
  const config = socialProviderConfig(type);
  if (!config) throw new AppError(400, `${LABEL[type]} sign-in is not available on this server.`);
  return type === "google" ? verifyGoogle(accessToken) : verifyFacebook(accessToken, config.clientSecret);
}

async function verifyGoogle(accessToken: string): Promise<VerifiedSocialIdentity> {
  const base = googleApiBase();
  // tokeninfo tells which app the token was issued to: a token another app obtained must not sign in here
  const info = await getJson("google", `${base}/oauth2/v3/tokeninfo?access_token=${encodeURIComponent(accessToken)}`);
  const allowed = googleAllowedClientIds();
  if (!allowed.includes(String(info.aud ?? "")) && !allowed.includes(String(info.azp ?? ""))) {
    throw rejected("google");
  }
  const me = await getJson("google", `${base}/oauth2/v3/userinfo`, { authorization: `Bearer ${accessToken}` });
  if (!me.sub || (info.sub && String(info.sub) !== String(me.sub))) throw rejected("google");
  const emailVerified = me.email_verified === true || me.email_verified === "true";
  return {
    socialType: "google",
    socialId: String(me.sub),
    email: emailVerified && typeof me.email === "string" ? me.email.toLowerCase() : "",
    firstName: str(me.given_name),
    lastName: str(me.family_name),
    avatar: httpsUrl(me.picture),
  };
}

async function verifyFacebook(accessToken: string, appSecret: string): Promise<VerifiedSocialIdentity> {
  // appsecret_proof: Facebook only answers when the token belongs to the app holding this secret
  const proof = crypto.createHmac("sha256", appSecret).update(accessToken).digest("hex");
  const url = new URL(`${facebookGraphBase()}/me`);
  url.searchParams.set("fields", "id,email,first_name,last_name");
  url.searchParams.set("access_token", accessToken);
  url.searchParams.set("appsecret_proof", proof);
  const me = await getJson("facebook", url.toString());
  if (!me.id) throw rejected("facebook");
  return {
    socialType: "facebook",
    socialId: String(me.id),
    // Facebook only returns confirmed addresses
    email: typeof me.email === "string" ? me.email.toLowerCase() : "",
    firstName: str(me.first_name),
    lastName: str(me.last_name),
    avatar: "",
  };
}

async function getJson(type: SocialType, url: string, headers: Record<string, string> = {}): Promise<Record<string, unknown>> {
  let res: Response;
  try {
    res = await fetch(url, { headers: { accept: "application/json", ...headers }, signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch {
    throw new AppError(502, `Could not reach ${LABEL[type]}. Please try again.`);
  }
  if (res.status === 400 || res.status === 401 || res.status === 403) throw rejected(type);
  if (!res.ok) throw new AppError(502, `${LABEL[type]} did not answer. Please try again.`);
  const body = await res.json().catch(() => null);
  if (!body || typeof body !== "object") throw new AppError(502, `${LABEL[type]} did not answer. Please try again.`);
  return body as Record<string, unknown>;
}

const rejected = (type: SocialType) =>
  new AppError(401, `Your ${LABEL[type]} sign-in could not be verified. Please sign in with ${LABEL[type]} again.`);
const str = (v: unknown) => (typeof v === "string" ? v.slice(0, 60) : "");
const httpsUrl = (v: unknown) => (typeof v === "string" && /^https:\/\//.test(v) ? v.slice(0, 1000) : "");
