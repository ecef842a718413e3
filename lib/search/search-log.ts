// searchlog/create and searchlog/get_recent: a person's recent keywords and the people and jobs they
// opened from search, newest first. One row per distinct entry (searching the same word again moves it to
// the top), at most LOG_CAP of each kind per person. Nobody reads anyone else's log.
import "server-only";
import { db } from "@/lib/db";
import { notFound } from "@/lib/http/errors";
import { SEARCH_MSG } from "@/lib/search/messages";
import type { SearchLogCreateInput } from "@/lib/search/schemas";
import { loadUserCards } from "@/lib/search/user-cards";
import { loadJobCards } from "@/lib/search/job-cards";

export const LOG_CAP = 10;

type Kind = "keyword" | "user" | "job";

export async function createSearchLog(userId: string, input: SearchLogCreateInput) {
  let kind: Kind;
  let value: string;
  if (input.keyword) {
    kind = "keyword";
    value = input.keyword.toLowerCase().replace(/\s+/g, " ");
  } else if (input.userId) {
    const target = await db.user.findFirst({ where: { id: input.userId, deletedAt: null }, select: { id: true } });
    if (!target) throw notFound(SEARCH_MSG.LogUserNotFound);
    kind = "user";
    value = target.id;
  } else {
    const job = await db.job.findUnique({ where: { id: input.jobId! }, select: { id: true } });
    if (!job) throw notFound(SEARCH_MSG.LogJobNotFound);
    kind = "job";
    value = job.id;
  }
  return db.$transaction(async (tx) => {
    const log = await tx.searchLog.upsert({
      where: { userId_kind_value: { userId, kind, value } },
      create: {
        userId,
        kind,
        value,
        keyword: input.keyword ?? "",
        targetUserId: kind === "user" ? value : null,
        jobId: kind === "job" ? value : null,
      },
      update: { createdAt: new Date(), keyword: input.keyword ?? "" },
    });
    // keep the newest LOG_CAP of this kind
    await tx.$executeRaw`
      DELETE FROM "SearchLog" WHERE "userId" = ${userId} AND "kind" = ${kind} AND "id" NOT IN (
        SELECT "id" FROM "SearchLog" WHERE "userId" = ${userId} AND "kind" = ${kind} ORDER BY "createdAt" DESC, "id" DESC LIMIT ${LOG_CAP}
      )`;
    return {
      _id: log.id,
      kind: log.kind,
      keyword: log.keyword,
      userId: log.targetUserId,
      jobId: log.jobId,
      createdAt: log.createdAt.toISOString(),
    };
  });
}

export async function getRecent(userId: string, viewerId: string) {
  const logs = await db.searchLog.findMany({
    where: { userId },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    select: { kind: true, keyword: true, value: true },
  });
  const pick = (k: Kind) => logs.filter((l) => l.kind === k);
  const [users, jobs] = await Promise.all([
    loadUserCards(
      pick("user").map((l) => ({ id: l.value, miles: null })),
      { text: null, categories: [] },
    ),
    loadJobCards(
      pick("job").map((l) => ({ id: l.value, miles: null })),
      { text: null, categories: [], viewerId },
    ),
  ]);
  return {
    keywords: pick("keyword").map((l) => l.keyword || l.value),
    users: users.map(({ match: _match, ...u }) => u),
    jobs: jobs.map(({ match: _match, ...j }) => j),
  };
}
