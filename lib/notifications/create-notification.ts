// The one way later issues (jobs, proposals, booking, chat) tell a user something: a Notification row,
// written inside the caller's transaction when there is one so it appears exactly when the change does,
// and a realtime `notification` event (with the new unread count) in that same transaction, so the
// header's bell updates live when, and only when, the change commits.
import { db } from "@/lib/db";
import { pgTransaction, type SqlTx } from "@/lib/sql-tx";
import { publishAll } from "@/lib/realtime";
import { randomUUID } from "node:crypto";
import { toNotificationDto } from "@/lib/notifications/queries";
import type { Notification } from "@/lib/generated/prisma/client";

type Creator = NonNullable<Parameters<typeof toNotificationDto>[1]>;

export type NotifyInput = {
  userId: string;
  message: string;
  /** e.g. "proposal", "hire", "booking_request_sent", "booking_request_declined" */
  type: string;
  creatorId?: string | null;
  jobId?: string | null;
  requestId?: string | null;
};

export async function notify(client: SqlTx | typeof db, input: NotifyInput): Promise<Notification> {
  // without a transaction of the caller's, the row and its event still commit together
  if (client === db) return (await pgTransaction((tx) => notifyAll(tx, [input])))[0];
  return (await notifyAll(client, [input]))[0];
}

/**
 * Several notifications in one go, inside the caller's transaction: the same rows and `notification` events
 * as notify() for each, in 2 statements instead of 4 per notification (one that inserts the rows and reads
 * their creators and unread counts, one publish). A money call that tells both sides uses it (issue 10).
 */
export async function notifyAll(tx: SqlTx, inputs: NotifyInput[]) {
  if (!inputs.length) return [];
  // ONE statement writes the rows and reads what their events carry: each row's creator and the person's
  // unread count (the rows unread before this statement, in its snapshot, plus the new ones, all unread).
  // Ids and the time are made here as Prisma makes them (the time in UTC, not the database's time zone);
  // ids have no hyphen and no colon (public URLs rely on it).
  const ids = inputs.map(() => `c${randomUUID().replace(/-/g, "")}`);
  const found = await tx.$queryRaw<(Notification & { cId: string | null; cFirstName: string | null; cLastName: string | null; cCompany: string | null; cAccountType: string | null; cAvatar: string | null; unread: bigint })[]>`
    WITH v AS (
      SELECT * FROM unnest(${ids}::text[], ${inputs.map((i) => i.userId)}::text[], ${inputs.map((i) => i.message)}::text[], ${inputs.map((i) => i.type)}::text[],
        ${inputs.map((i) => i.creatorId ?? null)}::text[], ${inputs.map((i) => i.jobId ?? null)}::text[], ${inputs.map((i) => i.requestId ?? null)}::text[])
        AS t("id", "userId", "message", "type", "creatorId", "jobId", "requestId")
    ), ins AS (
      INSERT INTO "Notification" ("id", "userId", "message", "type", "creatorId", "jobId", "requestId", "createdAt")
      SELECT "id", "userId", "message", "type", "creatorId", "jobId", "requestId", ${new Date()}::timestamp(3) FROM v
      RETURNING *
    )
    SELECT ins.*, c."id" AS "cId", c."firstName" AS "cFirstName", c."lastName" AS "cLastName", c."company" AS "cCompany",
      c."accountType"::text AS "cAccountType", c."avatar" AS "cAvatar",
      (SELECT count(*) FROM "Notification" n WHERE n."userId" = ins."userId" AND n."isRead" = false)
        + (SELECT count(*) FROM v WHERE v."userId" = ins."userId") AS unread
    FROM ins LEFT JOIN "User" c ON c."id" = ins."creatorId"`;
  const byId = new Map(found.map((r) => [r.id, r]));
  const rows = ids.map((id) => byId.get(id)!);
  await publishAll(
    rows.map((r) => {
      const { cId, cFirstName, cLastName, cCompany, cAccountType, cAvatar, unread, ...row } = r;
      const creator = cId ? { id: cId, firstName: cFirstName ?? "", lastName: cLastName ?? "", company: cCompany ?? "", accountType: cAccountType as Creator["accountType"], avatar: cAvatar ?? "" } : null;
      return { userIds: [row.userId], event: { type: "notification" as const, notification: toNotificationDto(row, creator), unreadCount: Number(unread) } };
    }),
    { tx },
  );
  return rows.map(({ cId, cFirstName, cLastName, cCompany, cAccountType, cAvatar, unread, ...row }) => {
    void [cId, cFirstName, cLastName, cCompany, cAccountType, cAvatar, unread];
    return row as Notification;
  });
}
