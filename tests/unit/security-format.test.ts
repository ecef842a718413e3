// The security screen's wording of times and devices.
import { describe, expect, it } from "vitest";
import { lastSeenText } from "@/components/security/format";
import { describeUserAgent } from "@/lib/accounts/sessions-list";

const now = Date.parse("2026-06-15T12:00:00Z");
const ago = (ms: number) => new Date(now - ms).toISOString();
const MIN = 60_000;

describe("lastSeenText", () => {
  it("counts minutes, hours, days, months and years back", () => {
    expect(lastSeenText(ago(20_000), now)).toBe("just now");
    expect(lastSeenText(ago(5 * MIN), now)).toBe("5 minutes ago");
    expect(lastSeenText(ago(61 * MIN), now)).toBe("1 hour ago");
    expect(lastSeenText(ago(30 * 60 * MIN), now)).toBe("yesterday");
    expect(lastSeenText(ago(3 * 24 * 60 * MIN), now)).toBe("3 days ago");
    expect(lastSeenText(ago(65 * 24 * 60 * MIN), now)).toBe("2 months ago");
    expect(lastSeenText(ago(400 * 24 * 60 * MIN), now)).toBe("last year");
    // a clock a little ahead never says "in 1 minute"
    expect(lastSeenText(ago(-MIN), now)).toBe("just now");
  });
});

describe("describeUserAgent", () => {
  it("reads desktop and phone browsers", () => {
    const chrome = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36";
    expect(describeUserAgent(chrome)).toEqual({ browser: "Chrome 126", os: "Windows 10", device: "Desktop" });
    const android = "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36";
    expect(describeUserAgent(android)).toMatchObject({ browser: "Chrome 126", device: "Mobile" });
    expect(describeUserAgent(android).os).toMatch(/^Android/);
  });

  it("names an app by its product and says unknown for nothing", () => {
    expect(describeUserAgent("Gigline/2.1 (iPhone; iOS 17.5; Scale/3.00)")).toMatchObject({
      browser: "Gigline 2",
      device: "Mobile (iPhone)",
    });
    expect(describeUserAgent("okhttp/4.12.0")).toEqual({ browser: "okhttp", os: "Unknown system", device: "Unknown device" });
    expect(describeUserAgent("   ")).toEqual({ browser: "Unknown browser", os: "Unknown system", device: "Unknown device" });
  });
});
