// Two-step sign-in's pure parts: RFC 6238 codes and their window, the sealing of secrets, recovery codes.
import { describe, expect, it } from "vitest";
import { Secret, TOTP } from "otpauth";
import { currentStep, newTotpSecret, otpauthUrl, totpCode, totpStepOf, TOTP_PERIOD } from "@/lib/auth/mfa/totp";
import { openSecret, sealSecret } from "@/lib/auth/mfa/seal";
import { hashRecoveryCode, isTotpCode, newRecoveryCodes, normalizeRecoveryCode } from "@/lib/auth/mfa/recovery-codes";

// RFC 6238 appendix B: the SHA-1 seed "12345678901234567890", 8 digits; our codes are its 6 last digits
const RFC_SECRET = new Secret({ buffer: new TextEncoder().encode("12345678901234567890").buffer as ArrayBuffer }).base32;

describe("TOTP codes", () => {
  it("match RFC 6238's test vectors (SHA-1, last 6 digits)", () => {
    for (const [seconds, eight] of [
      [59, "94287082"],
      [1111111109, "07081804"],
      [1234567890, "89005924"],
      [2000000000, "69279037"],
    ] as const) {
      expect(totpCode(RFC_SECRET, seconds * 1000)).toBe(eight.slice(2));
    }
  });

  it("accept the code of now and of one step either side, and answer its step", () => {
    const secret = newTotpSecret();
    const now = Date.UTC(2026, 0, 1, 12, 0, 10);
    const step = currentStep(now);
    expect(totpStepOf(secret, totpCode(secret, now), now)).toBe(step);
    expect(totpStepOf(secret, totpCode(secret, now - TOTP_PERIOD * 1000), now)).toBe(step - 1);
    expect(totpStepOf(secret, totpCode(secret, now + TOTP_PERIOD * 1000), now)).toBe(step + 1);
  });

  it("refuse codes two steps away, of another secret, and anything not six digits", () => {
    const secret = newTotpSecret();
    const now = Date.UTC(2026, 0, 1, 12, 0, 10);
    expect(totpStepOf(secret, totpCode(secret, now - 2 * TOTP_PERIOD * 1000), now)).toBeNull();
    expect(totpStepOf(secret, totpCode(secret, now + 2 * TOTP_PERIOD * 1000), now)).toBeNull();
    const other = newTotpSecret();
    const code = totpCode(other, now);
    if (code !== totpCode(secret, now)) expect(totpStepOf(secret, code, now)).toBeNull();
    for (const bad of ["", "12345", "1234567", "abcdef", "12 345"]) expect(totpStepOf(secret, bad, now)).toBeNull();
  });

  it("makes 160-bit base32 secrets and a Key URI authenticator apps read", () => {
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(newTotpSecret()).not.toBe(secret);
    const url = otpauthUrl(secret, "ann.lee+ops@example.com");
    expect(url.startsWith(`otpauth://totp/Gigline:ann.lee%2Bops%40example.com?secret=${secret}&issuer=Gigline`)).toBe(true);
    const parsed = new URL(url);
    expect(parsed.searchParams.get("digits")).toBe("6");
    // otpauth reads it back to the same generator
    const totp = new TOTP({ secret: Secret.fromBase32(secret) });
    expect(totp.generate({ timestamp: 1e12 })).toBe(totpCode(secret, 1e12));
  });
});

describe("sealed secrets", () => {
  it("round-trip, differ every time, and refuse a changed or foreign value", () => {
    const secret = newTotpSecret();
    const a = sealSecret(secret);
    const b = sealSecret(secret);
    expect(a).not.toBe(b);
    expect(a).not.toContain(secret);
    expect(a.startsWith("v1.")).toBe(true);
    expect(openSecret(a)).toBe(secret);
    expect(openSecret(b)).toBe(secret);
    const parts = a.split(".");
    const flipped = parts[3].startsWith("A") ? `B${parts[3].slice(1)}` : `A${parts[3].slice(1)}`;
    expect(() => openSecret([parts[0], parts[1], parts[2], flipped].join("."))).toThrow();
    expect(() => openSecret(secret)).toThrow();
  });

  it("depend on the app's secret", () => {
    const sealed = sealSecret("JBSWY3DPEHPK3PXP");
    const before = process.env.NEXTAUTH_SECRET;
    process.env.NEXTAUTH_SECRET = "another-secret-entirely";
    try {
      expect(() => openSecret(sealed)).toThrow();
    } finally {
      process.env.NEXTAUTH_SECRET = before;
    }
    expect(openSecret(sealed)).toBe("JBSWY3DPEHPK3PXP");
  });
});

describe("recovery codes", () => {
  it("come ten at a time as xxxxx-xxxxx in lower-case base32, all different", () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(10);
    for (const c of codes) expect(c).toMatch(/^[a-z2-7]{5}-[a-z2-7]{5}$/);
    expect(new Set(codes).size).toBe(10);
  });

  it("read as typed: any case, spaces, with or without the hyphen", () => {
    expect(normalizeRecoveryCode("ABCDE-FGH23")).toBe("abcde-fgh23");
    expect(normalizeRecoveryCode(" abcde fgh23 ")).toBe("abcde-fgh23");
    expect(normalizeRecoveryCode("abcdefgh23")).toBe("abcde-fgh23");
    for (const bad of ["abcde-fgh2", "abcde-fgh231", "abcde-fgh18", "123456", ""]) expect(normalizeRecoveryCode(bad)).toBeNull();
  });

  it("are stored as a keyed hash, the same for the same code", () => {
    const [code] = newRecoveryCodes(1);
    const h = hashRecoveryCode(code);
    expect(h).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(h).not.toContain(code);
    expect(hashRecoveryCode(code)).toBe(h);
    expect(hashRecoveryCode("abcde-fgh23")).not.toBe(h);
  });

  it("are told apart from TOTP codes", () => {
    expect(isTotpCode("123456")).toBe(true);
    expect(isTotpCode("123 456")).toBe(true);
    expect(isTotpCode("abcde-fgh23")).toBe(false);
  });
});
