// Uploads are judged by their bytes, never by their name or claimed type, with the limits in the message.
import { describe, expect, it } from "vitest";
import { checkAvatar, checkResume, isPdf, resumeFileName, sniffImage, UPLOAD_MSG } from "@/lib/uploads/check-upload";
import { AVATAR_MAX_BYTES, RESUME_MAX_BYTES } from "@/lib/uploads/limits";

const bytes = (hex: string) => Uint8Array.from(Buffer.from(hex, "hex"));
const file = (content: Uint8Array | string, name: string, type = "") => new File([content as BlobPart], name, { type });

describe("sniffImage", () => {
  it("knows JPEG, PNG and WebP by their signatures", () => {
    expect(sniffImage(bytes("ffd8ffe000104a464946"))).toEqual({ contentType: "image/jpeg", ext: "jpg" });
    expect(sniffImage(bytes("89504e470d0a1a0a0000"))).toEqual({ contentType: "image/png", ext: "png" });
    expect(sniffImage(Uint8Array.from(Buffer.from("RIFF\x24\x00\x00\x00WEBPVP8 ", "latin1")))).toEqual({
      contentType: "image/webp",
      ext: "webp",
    });
  });

  it("refuses everything else: GIF, SVG, HTML, RIFF audio, truncated signatures", () => {
    for (const b of [
      Buffer.from("GIF89a"),
      Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'/>"),
      Buffer.from("<html>"),
      Buffer.from("RIFF\x24\x00\x00\x00WAVEfmt ", "latin1"),
      Buffer.from("89504e47", "hex"),
      Buffer.alloc(0),
    ]) {
      expect(sniffImage(Uint8Array.from(b))).toBeNull();
    }
  });
});

describe("isPdf", () => {
  it("needs %PDF- at the very start", () => {
    expect(isPdf(Uint8Array.from(Buffer.from("%PDF-1.7\n...")))).toBe(true);
    expect(isPdf(Uint8Array.from(Buffer.from(" %PDF-1.7")))).toBe(false);
    expect(isPdf(Uint8Array.from(Buffer.from("%PDF")))).toBe(false);
    expect(isPdf(Uint8Array.from(Buffer.from("PK\x03\x04")))).toBe(false);
  });
});

describe("checkResume / checkAvatar", () => {
  it("state the limits in their messages", () => {
    expect(UPLOAD_MSG).toMatchObject({
      ResumeType: "Resume must be a PDF file.",
      ResumeSize: "Resume must be 10 MB or smaller.",
      AvatarType: "Profile photo must be a JPEG, PNG or WebP image.",
      AvatarSize: "Profile photo must be 5 MB or smaller.",
    });
  });

  it("accept a PDF named anything, refuse a non-PDF named .pdf", async () => {
    const ok = await checkResume(file("%PDF-1.4 body", "my cv", "text/plain"));
    expect(ok.name).toBe("my cv.pdf");
    await expect(checkResume(file("hello", "cv.pdf", "application/pdf"))).rejects.toMatchObject({
      status: 400,
      message: "Resume must be a PDF file.",
    });
    await expect(checkResume(file("", "cv.pdf"))).rejects.toMatchObject({ status: 400 });
  });

  it("take the size limits exactly", async () => {
    const pdf = new Uint8Array(RESUME_MAX_BYTES);
    pdf.set(Buffer.from("%PDF-"));
    await expect(checkResume(file(pdf, "a.pdf"))).resolves.toMatchObject({ size: RESUME_MAX_BYTES });
    const tooBig = new Uint8Array(RESUME_MAX_BYTES + 1);
    tooBig.set(Buffer.from("%PDF-"));
    await expect(checkResume(file(tooBig, "a.pdf"))).rejects.toMatchObject({ message: "Resume must be 10 MB or smaller." });

    const png = new Uint8Array(AVATAR_MAX_BYTES);
    png.set(bytes("89504e470d0a1a0a"));
    await expect(checkAvatar(file(png, "a.png"))).resolves.toMatchObject({ contentType: "image/png", ext: "png" });
    const bigPng = new Uint8Array(AVATAR_MAX_BYTES + 1);
    bigPng.set(bytes("89504e470d0a1a0a"));
    await expect(checkAvatar(file(bigPng, "a.png"))).rejects.toMatchObject({ message: "Profile photo must be 5 MB or smaller." });
  });

  it("judge a photo by content: a JPEG named .png is a JPEG, an SVG named .jpg is refused", async () => {
    await expect(checkAvatar(file(bytes("ffd8ffdb0043"), "photo.png", "image/png"))).resolves.toMatchObject({
      contentType: "image/jpeg",
      ext: "jpg",
    });
    await expect(checkAvatar(file("<svg/>", "photo.jpg", "image/jpeg"))).rejects.toMatchObject({
      message: "Profile photo must be a JPEG, PNG or WebP image.",
    });
  });
});

describe("resumeFileName", () => {
  it("keeps the original name but drops paths, quotes and control characters", () => {
    expect(resumeFileName("Résumé José.pdf")).toBe("Résumé José.pdf");
    expect(resumeFileName("C:\\Users\\me\\cv.PDF")).toBe("cv.PDF");
    expect(resumeFileName("../../etc/passwd")).toBe("passwd.pdf");
    expect(resumeFileName('a"b\r\nc.pdf')).toBe("abc.pdf");
    expect(resumeFileName("")).toBe("resume.pdf");
    expect(resumeFileName("x".repeat(300) + ".pdf").length).toBeLessThanOrEqual(154);
  });
});
