// user/send_benefit and user/update_info_cubic.
import { describe, expect, it } from "vitest";
import { call } from "../helpers/api";
import { createUser } from "../helpers/factories";
import { POST as sendBenefit } from "@/app/api/user/send_benefit/route";
import { POST as updateInfoCubic } from "@/app/api/user/update_info_cubic/route";
import { db } from "@/lib/db";
import { MSG } from "@/lib/accounts/messages";
import { benefitsTeamEmail } from "@/lib/profiles/send-benefit";

describe("user/send_benefit", () => {
  it("stores the request and mails the team", async () => {
    const { user, token } = await createUser({ type: "provider" });
    const { status, json } = await call(sendBenefit, {
      token,
      body: { type: "health", name: "Ana Park", email: "Ana@Example.test", phone: "+1 555 010 9999" },
    });
    expect(status).toBe(200);
    expect(json).toEqual({ result: true });
    const rows = await db.benefitRequest.findMany({ where: { userId: user.id } });
    expect(rows).toMatchObject([{ type: "health", name: "Ana Park", email: "ana@example.test", phone: "+1 555 010 9999" }]);
    const mail = await db.mailOutbox.findFirst({ where: { to: benefitsTeamEmail(), text: { contains: rows[0].id } } });
    expect(mail?.subject).toBe("Benefit request: Health insurance");
    expect(mail?.text).toContain("Ana Park");
  });

  it("refuses an unknown benefit, a bad e-mail or phone, and no sign-in", async () => {
    const { token } = await createUser();
    const ok = { type: "financial", name: "Ana", email: "ana@example.test", phone: "+1 555 010 9999" };
    let r = await call(sendBenefit, { token, body: { ...ok, type: "lottery" } });
    expect(r).toMatchObject({ status: 400, json: { result: false, error: "Please choose a benefit." } });
    r = await call(sendBenefit, { token, body: { ...ok, email: "nope" } });
    expect(r.json.error).toBe(MSG.InvalidEmail);
    r = await call(sendBenefit, { token, body: { ...ok, phone: "x" } });
    expect(r.json.error).toBe(MSG.InvalidPhone);
    r = await call(sendBenefit, { body: ok });
    expect(r.status).toBe(401);
  });
});

describe("user/update_info_cubic", () => {
  it("changes the caller's partner account number", async () => {
    const { user, token } = await createUser({ type: "customer" });
    const { status, json } = await call(updateInfoCubic, { token, body: { user_id: user.id, infoCubicAccountNumber: " IC-12345 " } });
    expect(status).toBe(200);
    expect(json.message).toBe("Info Cubic has been changed successfully!");
    expect(json.user).toMatchObject({ _id: user.id, infoCubicAccountNumber: "IC-12345" });
  });

  it("refuses an empty number and someone else's user_id", async () => {
    const { token } = await createUser({ type: "customer" });
    const other = await createUser({ type: "customer" });
    let r = await call(updateInfoCubic, { token, body: { infoCubicAccountNumber: "" } });
    expect(r).toMatchObject({ status: 400, json: { error: MSG.InvalidAccountNumber } });
    r = await call(updateInfoCubic, { token, body: { user_id: other.user.id, infoCubicAccountNumber: "IC-1" } });
    expect(r.status).toBe(403);
    expect((await db.user.findUniqueOrThrow({ where: { id: other.user.id } })).infoCubicAccountNumber).toBe("");
  });
});
