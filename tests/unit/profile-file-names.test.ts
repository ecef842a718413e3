// Resume file names lose bidi controls and other invisible characters, which could disguise
// the extension ("cv\u202Efdp.exe" reads as "cvexe.pdf").
import { describe, expect, it } from "vitest";
import { resumeFileName } from "@/lib/uploads/check-upload";

describe("resumeFileName", () => {
  it("strips the right-to-left override and the other bidi controls", () => {
    expect(resumeFileName("cv\u202Efdp.exe")).toBe("cvfdp.exe.pdf");
    expect(resumeFileName("my\u202Dresume\u202C.pdf")).toBe("myresume.pdf");
    expect(resumeFileName("\u2066invoice\u2069\u2067.pdf")).toBe("invoice.pdf");
    expect(resumeFileName("a\u200Eb\u200Fc\u061C.pdf")).toBe("abc.pdf");
  });
  it("strips zero-width and other invisible characters", () => {
    expect(resumeFileName("re\u200Bsu\u200Dme\uFEFF.pdf")).toBe("resume.pdf");
    expect(resumeFileName("line\u2028break.pdf")).toBe("linebreak.pdf");
  });
  it("keeps ordinary letters of every script", () => {
    expect(resumeFileName("Résumé José.pdf")).toBe("Résumé José.pdf");
    expect(resumeFileName("سيرة ذاتية.pdf")).toBe("سيرة ذاتية.pdf");
  });
  it("never ends with a disguised extension", () => {
    for (const name of ["x\u202Efdp.exe", "x\u202E\u202Dfdp.js"]) {
      const out = resumeFileName(name);
      expect(out).toMatch(/\.pdf$/);
      expect(out).not.toMatch(/[\u202A-\u202E\u2066-\u2069]/);
    }
  });
});
