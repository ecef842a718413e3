// Second-factor code guesses, fixed windows in PostgreSQL (lib/http/rate-limit.ts). Each challenge allows
// 5 wrong codes; these limits cap how many codes one account or one address may try across challenges,
// so someone who knows the password cannot open challenge after challenge to walk the code space.
import "server-only";
import { countAttempt, forgiveAttempt, type Limit } from "@/lib/accounts/attempt-limits";

const WINDOW = 15 * 60;

export const mfaCodeLimits = (userId: string, ip?: string): Limit[] => [
  { key: `mfa-code:user:${userId}`, limit: 20, windowSeconds: WINDOW },
  ...(ip ? [{ key: `mfa-code:ip:${ip}`, limit: 60, windowSeconds: WINDOW }] : []),
];

export const adminSetupLimits = (ip: string): Limit[] => [{ key: `admin-setup:ip:${ip}`, limit: 30, windowSeconds: WINDOW }];

export const countCodeAttempt = (limits: Limit[]) => countAttempt(limits, "code attempts");
export const forgiveCodeAttempt = forgiveAttempt;
