// A bounded, per-process memory of credentials (API tokens, session cookie values) whose cryptographic
// check already passed, kept until the credential's own expiry: decrypting or verifying them cost more than
// the request's own work. Only valid ones are kept (oldest dropped first past `max`), keyed by the secret
// too, so a rotated secret invalidates them. The session row is still read on every request, so sign-out
// and revocation act at once.
export type VerifiedCache<T> = {
  /** the claims of `credential` if it was verified under `secret` and has not expired */
  get(credential: string, secret: string): T | null;
  /** remembers verified claims until `exp` (seconds since the epoch) */
  set(credential: string, secret: string, exp: number, claims: T): void;
};

export function verifiedCache<T>(max = 10_000): VerifiedCache<T> {
  const entries = new Map<string, { secret: string; exp: number; claims: T }>();
  return {
    get(credential, secret) {
      const hit = entries.get(credential);
      return hit && hit.secret === secret && hit.exp * 1000 > Date.now() ? hit.claims : null;
    },
    set(credential, secret, exp, claims) {
      if (entries.size >= max) entries.delete(entries.keys().next().value as string);
      entries.set(credential, { secret, exp, claims });
    },
  };
}
