import { describe, expect, it } from "vitest";
import { isCommonPassword } from "@/lib/accounts/common-passwords";
import { backoff } from "@/lib/accounts/sign-in-throttle";

describe("common password list", () => {
  it("holds the common ones, case-insensitively", () => {
    for (const pw of ["password", "Password", "PASSWORD1", "12345678", "iloveyou", "sunshine", "qwertyuiop", "baseball"]) {
      expect(isCommonPassword(pw), pw).toBe(true);
    }
  });

  it("does not hold the demo password or ordinary strong ones", () => {
    for (const pw of ["Gigline123!", "Sup3r-secret-pass", "Secret-pass-1", "correct horse battery staple"]) {
      expect(isCommonPassword(pw), pw).toBe(false);
    }
  });
});

describe("sign-in backoff", () => {
  it("is free up to the limit, then doubles up to its cap", () => {
    const steps = [1, 4, 5, 6, 7, 10, 11, 30].map((n) => backoff(n, 5, 15, 900));
    expect(steps).toEqual([0, 0, 15, 30, 60, 480, 900, 900]);
  });
});
