// A suspended or banned worker's open offers on real PostgreSQL: the booking requests asked of them (answering
// now or waiting their turn) and their backfill offers are withdrawn in the standing transaction, and each request
// moves on to the next worker at once, as an expiry would move it.
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { call } from "../helpers/api";
import { createUser } from "../helpers/factories";
import { POST as userStanding } from "@/app/api/admin/user_standing/route";
import { api, employer, payload, statuses, worker } from "./booking-kit";
import { crew, droppedShift, roster, startIt } from "./backfill-kit";

const admin = () => createUser({ type: "admin", firstName: "Ada", lastName: "Admin", data: { totpEnabledAt: new Date() } });
const REASON = "Repeated late cancellations of booked shifts without notice.";
const suspend = async (token: string, userId: string) => {
  const res = await call(userStanding, { token, body: { userId, action: "suspend", days: 7, reason: REASON } });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
};

describe("a suspended worker's offers", () => {
  it("a booking request asked of them moves on to the next worker", async () => {
    const boss = await admin();
    const owner = await employer();
    const [a, b] = [await worker("Ann"), await worker("Bob")];
    const res = await api.create(owner.token, payload({ employees: [a.user.id, b.user.id] }));
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    const id = res.json.request._id;
    expect((await statuses(id)).employees).toEqual(["active", "waiting"]);

    await suspend(boss.token, a.user.id);
    expect(await statuses(id)).toMatchObject({ status: "sent", employees: ["expired", "active"] });
    expect((await api.get(b.token, id)).status).toBe(200);
    const row = await db.auditLog.findFirstOrThrow({ where: { targetId: a.user.id, action: "suspend" } });
    expect(row.after).toMatchObject({ released: { offers: 1 } });

    // the last one asked: the request ends, as when the time runs out
    await suspend(boss.token, b.user.id);
    expect(await statuses(id)).toMatchObject({ status: "expired", employees: ["expired", "expired"] });
  });

  it("a backfill offer is withdrawn and the next tier opens; a worker waiting in a later tier is never asked", async () => {
    const boss = await admin();
    const s = await droppedShift();
    const [fav, x, y] = await crew(3, s.place);
    await roster(s.boss.user.id, fav.user.id, "favorite");
    const { backfill, requestId } = await startIt(s.shift.id, "late_cancel");
    const rowOf = async (userId: string) => (await db.bookingEmployee.findFirstOrThrow({ where: { requestId, userId } })).status;
    expect([await rowOf(fav.user.id), await rowOf(x.user.id), await rowOf(y.user.id)]).toEqual(["active", "waiting", "waiting"]);

    // y waits in tier 2: suspended, never asked
    await suspend(boss.token, y.user.id);
    expect(await rowOf(y.user.id)).toBe("expired");
    expect(await rowOf(fav.user.id)).toBe("active");

    await suspend(boss.token, fav.user.id);
    expect(await rowOf(fav.user.id)).toBe("expired");
    const offer = await db.backfillOffer.findUniqueOrThrow({
      where: { backfillId_userId: { backfillId: backfill.id, userId: fav.user.id } },
    });
    expect(offer.status).toBe("expired");
    // the request moved on at once: the next tier is open, without y
    expect(await rowOf(x.user.id)).toBe("active");
    expect((await db.bookingRequest.findUniqueOrThrow({ where: { id: requestId } })).status).toBe("sent");
    expect((await db.backfill.findUniqueOrThrow({ where: { id: backfill.id } })).status).toBe("running");
    expect(
      (await db.backfillOffer.findMany({ where: { backfillId: backfill.id, status: "offered" }, select: { userId: true } })).map(
        (o) => o.userId,
      ),
    ).toEqual([x.user.id]);
  });
});
