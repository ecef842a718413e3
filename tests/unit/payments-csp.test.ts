// The page policy allows Stripe.js's hosts only when Stripe is configured (card deposits with Elements).
import { afterEach, describe, expect, it, vi } from "vitest";

async function policy() {
  vi.resetModules();
  const { pageCsp } = await import("@/lib/http/security-headers");
  return pageCsp("abc", { dev: false, https: true });
}

afterEach(() => vi.unstubAllEnvs());

describe("page policy and Stripe.js", () => {
  it("frames nothing and talks to no Stripe host without a publishable key", async () => {
    vi.stubEnv("NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY", "");
    const csp = await policy();
    expect(csp).toContain("frame-src 'none'");
    expect(csp).not.toContain("stripe.com");
  });

  it("allows Stripe's frames and API with a key; scripts still only through the nonce ('strict-dynamic')", async () => {
    vi.stubEnv("NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY", "pk_test_123");
    const csp = await policy();
    expect(csp).toContain("frame-src https://js.stripe.com https://hooks.stripe.com");
    expect(csp).toMatch(/connect-src 'self'[^;]* https:\/\/api\.stripe\.com/);
    expect(csp).toContain("script-src 'self' 'nonce-abc' 'strict-dynamic'");
  });
});
