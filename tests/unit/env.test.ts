import { afterEach, describe, expect, it } from "vitest";
import { authSecret, env, parseEnv, siteUrl } from "@/lib/env";

describe("lib/env: configuration in one module", () => {
  const saved = { ...process.env };
  afterEach(() => {
    for (const k of Object.keys(process.env)) if (!(k in saved)) delete process.env[k];
    Object.assign(process.env, saved);
  });

  it("gives every variable its documented default", () => {
    const e = parseEnv({});
    expect(e.DATABASE_POOL_SIZE).toBe(10);
    expect(e.PORT).toBe(3000);
    expect(e.SMTP_PORT).toBe(587);
    expect(e.SMTP_SECURE).toBeUndefined();
    expect(e.MAIL_FROM).toBe("Gigline <no-reply@gigline.local>");
    expect(e.BENEFITS_TEAM_EMAIL).toBe("team@gigline.local");
    expect(e.STORAGE_DIR).toBe(".data/uploads");
    expect(e.S3_REGION).toBe("us-east-1");
    expect(e.GOOGLE_API_BASE).toBe("https://www.googleapis.com");
    expect(e.FACEBOOK_GRAPH_BASE).toBe("https://graph.facebook.com");
    expect(e.GOOGLE_MAPS_API_BASE).toBe("https://maps.googleapis.com");
    expect(e.AI_MODEL).toBe("gpt-4o-mini");
    expect(e.AI_TIMEOUT_MS).toBe(20_000);
    expect(e.GOOGLE_ALLOWED_CLIENT_IDS).toEqual([]);
    expect(e.TRUSTED_PROXIES).toBe("");
    expect(e.NEXTAUTH_SECRET).toBeUndefined();
  });

  it("treats blank values as unset and normalises lists, flags and base URLs", () => {
    const e = parseEnv({
      SMTP_PORT: "  ",
      GOOGLE_ALLOWED_CLIENT_IDS: " a, ,b ",
      SMTP_SECURE: "yes",
      GOOGLE_API_BASE: "http://127.0.0.1:9/x//",
      S3_BUCKET: "",
    });
    expect(e.SMTP_PORT).toBe(587);
    expect(e.GOOGLE_ALLOWED_CLIENT_IDS).toEqual(["a", "b"]);
    expect(e.SMTP_SECURE).toBe(true);
    expect(e.GOOGLE_API_BASE).toBe("http://127.0.0.1:9/x");
    expect(e.S3_BUCKET).toBeUndefined();
  });

  it("refuses bad values with one readable message naming each variable", () => {
    let message = "";
    try {
      parseEnv({ DATABASE_POOL_SIZE: "lots", SMTP_PORT: "70000", NEXTAUTH_URL: "gigline.example.com", BENEFITS_TEAM_EMAIL: "nobody" });
    } catch (err) {
      message = (err as Error).message;
    }
    expect(message).toMatch(/^Invalid environment configuration:/);
    expect(message).toMatch(/DATABASE_POOL_SIZE: expected a whole number from 1 to 500 \(got "lots"\)/);
    expect(message).toMatch(/SMTP_PORT: .*\(got "70000"\)/);
    expect(message).toMatch(/NEXTAUTH_URL: expected the site's public http\(s\) address/);
    expect(message).toMatch(/BENEFITS_TEAM_EMAIL/);
  });

  it("never prints a secret's value", () => {
    let message = "";
    try {
      parseEnv({ SMTP_URL: "http://user:hunter2@mail", DATABASE_URL: "mysql://u:secretpw@h/db", AI_TIMEOUT_MS: "-5" });
    } catch (err) {
      message = (err as Error).message;
    }
    expect(message).toMatch(/SMTP_URL: expected smtp:\/\/… or smtps:\/\/…/);
    expect(message).toMatch(/DATABASE_URL: expected a postgresql:\/\/ URL/);
    expect(message).toMatch(/AI_TIMEOUT_MS: expected a whole number from 100 to 600000 \(got "-5"\)/);
    expect(message).not.toMatch(/hunter2|secretpw/);
  });

  it("follows process.env changes and keeps the secret and site URL fallbacks in one place", () => {
    process.env.SMTP_PORT = "2525";
    expect(env.SMTP_PORT).toBe(2525);
    process.env.SMTP_PORT = "2526";
    expect(env.SMTP_PORT).toBe(2526);

    delete process.env.NEXTAUTH_SECRET;
    process.env.AUTH_SECRET = "from-auth-secret";
    expect(authSecret()).toBe("from-auth-secret");
    delete process.env.AUTH_SECRET;
    expect(() => authSecret()).toThrow("NEXTAUTH_SECRET is not set");

    delete process.env.NEXTAUTH_URL;
    process.env.PORT = "3112";
    expect(siteUrl("jobs/1")).toBe("http://localhost:3112/jobs/1");
    process.env.NEXTAUTH_URL = "https://gigline.example.com/";
    expect(siteUrl("/pros/2")).toBe("https://gigline.example.com/pros/2");
  });

  it("stops the server start (instrumentation register) on a bad value", async () => {
    const { register } = await import("@/instrumentation");
    process.env.NEXT_RUNTIME = "nodejs";
    process.env.SMTP_PORT = "not-a-port";
    await expect(register()).rejects.toThrow(/Invalid environment configuration:\n {2}SMTP_PORT: expected a whole number from 1 to 65535/);
    process.env.SMTP_PORT = "2525";
    await expect(register()).resolves.toBeUndefined();
  });
});
