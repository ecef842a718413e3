// The rules every new password meets: not only spaces, not the site's name or the person's own words.
import { describe, expect, it } from "vitest";
import { contextWords, isBlankPassword, isContextPassword } from "@/lib/accounts/password-context";
import { assertPasswordNotCommon } from "@/lib/accounts/common-passwords";
import { MSG } from "@/lib/accounts/messages";
import {
  changePasswordSchema,
  checkPasswordSchema,
  registerCustomerSchema,
  RESET_PROOF_MISSING,
  resetPasswordSchema,
} from "@/lib/accounts/schemas";

const person = { firstName: "Marisol", lastName: "Quintero", company: "Lone Star Events LLC", email: "m.quintero88@example.test" };

function refusal(fn: () => void): string | undefined {
  try {
    fn();
    return undefined;
  } catch (e) {
    return (e as Error).message;
  }
}

describe("site words", () => {
  it("refuses 'gigline' with only digits and symbols around it, in any case", () => {
    for (const pw of [
      "Gigline123!",
      "gigline2024",
      "123gigline",
      "GIGLINE!!!!",
      "!Gig-Line#99",
      "gigline gigline",
      "G1gl1ne2024",
      "2024-gigline-2024",
    ]) {
      expect(isContextPassword(pw), pw).toBe(true);
    }
  });

  it("lets a password with other words in it through", () => {
    for (const pw of ["Gigline-Harbor-42", "Harbor-Lantern-42", "Sup3r-secret-pass", "correct horse battery staple", "12345678!"]) {
      expect(isContextPassword(pw), pw).toBe(false);
    }
  });
});

describe("the person's own words", () => {
  it("refuses names, company and the e-mail's local part with only digits and symbols", () => {
    for (const pw of [
      "Marisol1987!",
      "quintero2024",
      "MarisolQuintero!",
      "Quintero.Marisol.1",
      "LoneStar2024!",
      "Events-LLC-99",
      "m.quintero88",
      "Quintero88@",
    ]) {
      expect(isContextPassword(pw, person), pw).toBe(true);
    }
  });

  it("allows them with other words, and ignores name parts shorter than 3 letters", () => {
    expect(isContextPassword("Marisol-likes-jazz-7", person)).toBe(false);
    expect(isContextPassword("Al12345678!", { firstName: "Al", lastName: "Li" })).toBe(false);
    expect(contextWords({ firstName: "Al", lastName: "Li" })).toEqual(["gigline"]);
  });

  it("takes each part of a many-part name as well as the whole", () => {
    const words = contextWords({ firstName: "Mary-Ann", email: "jo.smith@example.test" });
    expect(words).toEqual(expect.arrayContaining(["gigline", "maryann", "mary", "ann", "josmith", "smith"]));
    expect(isContextPassword("Ann-Mary-2000", { firstName: "Mary-Ann" })).toBe(true);
  });

  it("without a context only the site's words count", () => {
    expect(isContextPassword("Marisol1987!")).toBe(false);
  });
});

describe("blank passwords", () => {
  it("spots passwords of only whitespace", () => {
    expect(isBlankPassword("          ")).toBe(true);
    expect(isBlankPassword("\t\n        ")).toBe(true);
    expect(isBlankPassword("")).toBe(false);
    expect(isBlankPassword(" a long pass phrase ")).toBe(false);
  });
});

describe("assertPasswordNotCommon", () => {
  it("answers the message that fits, in order: blank, common, context", () => {
    expect(refusal(() => assertPasswordNotCommon("          "))).toBe(MSG.BlankPassword);
    expect(refusal(() => assertPasswordNotCommon("password"))).toBe(MSG.CommonPassword);
    expect(refusal(() => assertPasswordNotCommon("Gigline123!"))).toBe(MSG.ContextPassword);
    expect(refusal(() => assertPasswordNotCommon("Quintero2024!", person))).toBe(MSG.ContextPassword);
    expect(refusal(() => assertPasswordNotCommon("Harbor-Lantern-42", person))).toBeUndefined();
    expect(refusal(() => assertPasswordNotCommon(""))).toBeUndefined();
  });
});

describe("schemas of new passwords", () => {
  const firstError = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
    r.success ? undefined : r.error!.issues[0].message;

  it("check_password and change_password refuse blank and site-word passwords", () => {
    expect(firstError(checkPasswordSchema.safeParse({ password: "          " }))).toBe(MSG.BlankPassword);
    expect(firstError(checkPasswordSchema.safeParse({ password: "   " }))).toBe(MSG.BlankPassword);
    expect(firstError(checkPasswordSchema.safeParse({ password: "Gigline123!" }))).toBe(MSG.ContextPassword);
    expect(checkPasswordSchema.safeParse({ password: "Harbor-Lantern-42" }).success).toBe(true);
    expect(firstError(changePasswordSchema.safeParse({ old_password: "Gigline123!", new_password: "gigline2024" }))).toBe(
      MSG.ContextPassword,
    );
    expect(firstError(changePasswordSchema.safeParse({ old_password: "x", new_password: "short" }))).toBe(MSG.InvalidNewPassword);
  });

  it("register_customer checks the password against the names, company and e-mail of the form", () => {
    const base = {
      accountType: "personal",
      firstName: "Marisol",
      lastName: "Quintero",
      email: "mq@example.test",
      phone: "+1 555 010 0200",
      location: "Austin, TX",
      terms: true,
    };
    expect(firstError(registerCustomerSchema.safeParse({ ...base, password: "Quintero2024!" }))).toBe(MSG.ContextPassword);
    expect(firstError(registerCustomerSchema.safeParse({ ...base, password: "          " }))).toBe(MSG.BlankPassword);
    expect(registerCustomerSchema.safeParse({ ...base, password: "Harbor-Lantern-42" }).success).toBe(true);
  });

  it("reset_newpassword needs the token or the code", () => {
    expect(firstError(resetPasswordSchema.safeParse({ email: "a@example.test", password: "Harbor-Lantern-42" }))).toBe(RESET_PROOF_MISSING);
    expect(resetPasswordSchema.safeParse({ email: "a@example.test", password: "Harbor-Lantern-42", token: "t".repeat(43) }).success).toBe(
      true,
    );
    expect(resetPasswordSchema.safeParse({ email: "a@example.test", password: "Harbor-Lantern-42", code: "123456" }).success).toBe(true);
  });
});
