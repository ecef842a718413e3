// The operations queues on real PostgreSQL: each kind of item appears when what it is about happens (a chat
// report, a refused contact-detail attempt, a review reported by its subject, an appealed mark), with its counts,
// list and detail; assign-to-me is a guarded change (two admins at once: one wins); hiding a job, a review or a
// message takes it off the public page, search, the employer's profile and the chat for everyone but admins and
// its owner, who reads why and may reply once.
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { call } from "../helpers/api";
import { createUser, pngFile } from "../helpers/factories";
import { applyTo, employee, employer, hireOn, jobCategories, postJob } from "./job-kit";
import { QUEUE_MSG } from "@/lib/admin/queues/messages";
import { REVIEW_REPORT_MSG } from "@/lib/reviews/report-review";
import { forgetClosedState } from "@/lib/public-pages/closed-state-memo";
import { isClosedPublicJob } from "@/lib/public-jobs/closed-state";
import { getPublicJob } from "@/lib/public-jobs/queries";
import { POST as searchJobsCall } from "@/app/api/search/jobs/route";
import { previousMessages } from "@/lib/chat/queries";
import { listEmployerReviews } from "@/lib/reviews/employer-reviews";
import { publishTask } from "@/lib/reviews/employer-rating";
import { GET as queues } from "@/app/api/admin/queues/route";
import { GET as queueItems } from "@/app/api/admin/queue_items/route";
import { GET as queueItem } from "@/app/api/admin/queue_item/route";
import { POST as assign } from "@/app/api/admin/queue_assign/route";
import { POST as closeItem } from "@/app/api/admin/queue_close/route";
import { POST as hide } from "@/app/api/admin/hide_content/route";
import { POST as restore } from "@/app/api/admin/restore_content/route";
import { POST as decideAppeal } from "@/app/api/admin/decide_appeal/route";
import { POST as replyNotice } from "@/app/api/notice/reply_notice/route";
import { POST as reportReview } from "@/app/api/job/report_review/route";
import { POST as joinChannel } from "@/app/api/chat/join_channel/route";
import { POST as sendMessage } from "@/app/api/chat/send_message/route";
import { POST as sendImage } from "@/app/api/chat/send_image/route";
import { GET as chatImage } from "@/app/api/chat/image/[id]/route";
import { POST as reportMessage } from "@/app/api/chat/report_message/route";
import { POST as getJob } from "@/app/api/job/get_job/route";
import { POST as completeContract } from "@/app/api/job/complete_contract/route";
import { POST as writeEmployerReview } from "@/app/api/job/write_employer_review/route";
import { POST as writeReview } from "@/app/api/job/write_review/route";
import { POST as appealMark } from "@/app/api/reliability/appeal/route";

const admin = (firstName = "Ada") => createUser({ type: "admin", firstName, lastName: "Admin", data: { totpEnabledAt: new Date() } });
const REASON = "Abusive or threatening messages to other members.";

let category: string;
beforeAll(async () => {
  category = (await jobCategories()).plumbing;
});

async function conversation() {
  const a = await createUser({ type: "customer", firstName: "Rude", lastName: "Sender" });
  const b = await createUser({ type: "provider", firstName: "Pat", lastName: "Reporter" });
  const joined = await call(joinChannel, { token: a.token, body: { userId: b.user.id } });
  const channelId = joined.json.channel._id as string;
  const ids: string[] = [];
  for (const [token, content] of [
    [b.token, "Hello, about the shift"],
    [a.token, "You are useless, I will find you"],
    [b.token, "Please keep it civil"],
  ] as const) {
    const sent = await call(sendMessage, { token, body: { channelId, content } });
    expect(sent.status, JSON.stringify(sent.json)).toBe(200);
    ids.push(sent.json.message._id);
  }
  return { a, b, channelId, ids };
}

async function reportedConversation() {
  const c = await conversation();
  expect((await call(reportMessage, { token: c.b.token, body: { messageId: c.ids[1], reason: "Harassment or hate" } })).status).toBe(200);
  const item = await db.queueItem.findFirstOrThrow({ where: { kind: "chat_report", subjectId: c.a.user.id } });
  return { ...c, item };
}

const list = (token: string, query: Record<string, string>) => call(queueItems, { token, method: "GET", query });
const detail = (token: string, itemId: string) => call(queueItem, { token, method: "GET", query: { itemId } });

describe("the chat-report queue", () => {
  it("holds a report with the message, the conversation around it and both people's history", async () => {
    const boss = await admin();
    const { a, ids, item } = await reportedConversation();
    expect(item.state).toBe("open");

    const counts = await call(queues, { token: boss.token, method: "GET" });
    expect(counts.status).toBe(200);
    const chat = counts.json.queues.find((q: { kind: string }) => q.kind === "chat_report");
    expect(chat.open).toBeGreaterThanOrEqual(1);
    expect(counts.json.queues.map((q: { kind: string }) => q.kind)).toEqual([
      "chat_report",
      "contact_attempts",
      "review_report",
      "reliability_appeal",
      "dispute",
      "adverse_action",
    ]);

    const mine = await list(boss.token, { kind: "chat_report", subjectId: a.user.id });
    expect(mine.status).toBe(200);
    expect(mine.json.total).toBe(1);
    expect(mine.json.items[0]).toMatchObject({ _id: item.id, state: "open", subject: { _id: a.user.id } });
    expect(mine.json.items[0].preview).toContain("You are useless");
    expect((await list(boss.token, { kind: "nope" })).status).toBe(400);

    const d = await detail(boss.token, item.id);
    expect(d.status).toBe(200);
    expect(d.json.item.detail).toMatchObject({ kind: "chat_report", reason: "Harassment or hate", message: { _id: ids[1] } });
    expect(d.json.item.detail.context.map((m: { _id: string }) => m._id)).toEqual(ids);
    expect(d.json.item.detail.reporter.history).toMatchObject({ reportsFiled: 1, reportsAgainst: 0 });
    expect(d.json.item.subjectHistory).toMatchObject({ reportsAgainst: 1, reportsFiled: 0 });
    expect((await detail(boss.token, "nosuchitem")).status).toBe(404);
  });

  it("assign-to-me: of two admins at once one wins; closing needs the assignee and a reason, once", async () => {
    const [first, second] = await Promise.all([admin("First"), admin("Second")]);
    const { item } = await reportedConversation();
    const race = await Promise.all([
      call(assign, { token: first.token, body: { itemId: item.id } }),
      call(assign, { token: second.token, body: { itemId: item.id } }),
    ]);
    expect(race.map((r) => r.status).sort()).toEqual([200, 409]);
    const loser = race.find((r) => r.status === 409)!;
    expect(loser.json.error).toBe(QUEUE_MSG.TakenByOther);
    const winner = race[0].status === 200 ? first : second;
    const other = winner === first ? second : first;
    const row = await db.queueItem.findUniqueOrThrow({ where: { id: item.id } });
    expect(row).toMatchObject({ state: "assigned", assigneeId: winner.user.id });
    // taking it again is no change
    expect((await call(assign, { token: winner.token, body: { itemId: item.id } })).status).toBe(200);

    expect((await call(closeItem, { token: winner.token, body: { itemId: item.id, outcome: "dismissed", reason: "short" } })).status).toBe(
      400,
    );
    const stolen = await call(closeItem, { token: other.token, body: { itemId: item.id, outcome: "dismissed", reason: REASON } });
    expect(stolen.status).toBe(409);
    const closed = await call(closeItem, { token: winner.token, body: { itemId: item.id, outcome: "dismissed", reason: REASON } });
    expect(closed.status).toBe(200);
    expect(closed.json.item.state).toBe("dismissed");
    const again = await call(closeItem, { token: winner.token, body: { itemId: item.id, outcome: "resolved", reason: REASON } });
    expect(again.status).toBe(409);
    expect(again.json.error).toBe(QUEUE_MSG.NotLive);
    expect((await call(assign, { token: other.token, body: { itemId: item.id } })).status).toBe(409);
    const audit = await db.auditLog.findMany({ where: { targetType: "queue_item", targetId: item.id } });
    expect(audit).toEqual([expect.objectContaining({ actorId: winner.user.id, action: "dismiss", reason: REASON })]);
    expect(audit[0].before).toMatchObject({ state: "assigned" });
    expect(audit[0].after).toMatchObject({ state: "dismissed" });
  });
});

describe("the refused-contact-details queue", () => {
  it("gathers a person's refused attempts in one item (count, last, examples) and opens a new one after it closes", async () => {
    const boss = await admin();
    const { a, channelId } = await conversation();
    for (const content of ["call me at 555 123 4567", "or mail me: rude.sender@example.com"]) {
      expect((await call(sendMessage, { token: a.token, body: { channelId, content } })).status).toBe(400);
    }
    const items = await db.queueItem.findMany({ where: { kind: "contact_attempts", subjectId: a.user.id } });
    expect(items).toHaveLength(1);
    const d = await detail(boss.token, items[0].id);
    expect(d.json.item.detail).toMatchObject({ kind: "contact_attempts", total: 2, sinceOpened: 2, people: 1 });
    expect(d.json.item.detail.examples.map((e: { text: string }) => e.text)).toEqual([
      "or mail me: rude.sender@example.com",
      "call me at 555 123 4567",
    ]);
    expect((await list(boss.token, { kind: "contact_attempts", subjectId: a.user.id })).json.items[0].preview).toBe("2 refused messages");

    await call(closeItem, {
      token: boss.token,
      body: { itemId: items[0].id, outcome: "resolved", reason: "Warned about sharing numbers." },
    });
    await call(sendMessage, { token: a.token, body: { channelId, content: "text 555 987 6543" } });
    const after = await db.queueItem.findMany({ where: { kind: "contact_attempts", subjectId: a.user.id }, orderBy: { openedAt: "asc" } });
    expect(after.map((i) => i.state)).toEqual(["resolved", "open"]);
  });
});

async function publishedEmployerReview() {
  const boss = await employer();
  const job = await postJob(boss.token, category, { price: "50" });
  const worker = await employee({ firstName: "Wes", lastName: "Writer" });
  await applyTo(worker.token, job._id);
  await hireOn(boss.token, job._id, worker.user.id);
  expect((await call(completeContract, { token: boss.token, body: { id: job._id } })).status).toBe(200);
  expect(
    (await call(writeEmployerReview, { token: worker.token, body: { id: job._id, score: 1, text: "The owner is a crook and a liar." } }))
      .status,
  ).toBe(200);
  // the employer's own review publishes both
  expect((await call(writeReview, { token: boss.token, body: { id: job._id, score: 5, text: "Good work." } })).status).toBe(200);
  const review = await db.employerReview.findUniqueOrThrow({ where: { jobId: job._id } });
  expect(review.publishedAt).not.toBeNull();
  return { boss, worker, job, review };
}

describe("the reported-review queue", () => {
  it("takes one report per review from the employer it is about; hiding it takes it off their profile", async () => {
    const boss = await admin();
    const { boss: owner, worker, review } = await publishedEmployerReview();
    const body = { reviewId: review.id, reason: "This is a lie: I paid on time." };
    expect((await call(reportReview, { token: (await employer()).token, body })).status).toBe(404);
    const first = await call(reportReview, { token: owner.token, body });
    expect(first.status).toBe(200);
    const second = await call(reportReview, { token: owner.token, body });
    expect(second.status).toBe(409);
    expect(second.json.error).toBe(REVIEW_REPORT_MSG.Already);
    expect((await listEmployerReviews(owner.user.id, new Date(), owner.user.id)).reviews[0].reported).toBe(true);

    const item = await db.queueItem.findFirstOrThrow({ where: { kind: "review_report", subjectId: worker.user.id } });
    const d = await detail(boss.token, item.id);
    expect(d.json.item.detail).toMatchObject({ kind: "review_report", reason: body.reason, review: { _id: review.id, score: 1 } });

    const hidden = await call(hide, {
      token: boss.token,
      body: { target: "review", id: review.id, reason: "Personal attacks instead of a review.", itemId: item.id },
    });
    expect(hidden.status).toBe(200);
    expect((await listEmployerReviews(owner.user.id, new Date(), owner.user.id)).reviews).toEqual([]);
    expect((await listEmployerReviews(owner.user.id)).reviews).toEqual([]);
    const writerView = (await listEmployerReviews(owner.user.id, new Date(), worker.user.id)).reviews;
    expect(writerView).toEqual([
      expect.objectContaining({ hidden: true, text: "Hidden by Gigline: Personal attacks instead of a review." }),
    ]);
    // and on the job: the writer reads why, the employer no longer reads it
    const asWriter = await call(getJob, { token: worker.token, body: { id: review.jobId } });
    expect(asWriter.json.job.employerReview).toMatchObject({
      hidden: true,
      text: "Hidden by Gigline: Personal attacks instead of a review.",
    });
    const asOwner = await call(getJob, { token: owner.token, body: { id: review.jobId } });
    expect(asOwner.json.job.employerReview).toMatchObject({ hidden: true, text: null });
  });

  it("a hidden review counts for nothing in the employer's rating, recomputed on hide and restore", async () => {
    const boss = await admin();
    const { boss: owner, review } = await publishedEmployerReview();
    const rating = async () =>
      db.user.findUniqueOrThrow({ where: { id: owner.user.id }, select: { employerRating: true, employerRatingCount: true } });
    const shown = { employerRating: 1, employerRatingCount: 1 };
    expect(await rating()).toEqual(shown);
    const body = { target: "review", id: review.id, reason: "Personal attacks instead of a review." };
    expect((await call(hide, { token: boss.token, body })).status).toBe(200);
    expect(await rating()).toEqual({ employerRating: 0, employerRatingCount: 0 });
    // the profile's figure, the job's and a later recompute (the publish task) agree
    expect(await listEmployerReviews(owner.user.id)).toMatchObject({ rating: 0, count: 0 });
    const asOther = await call(getJob, { token: (await employee()).token, body: { id: review.jobId } });
    expect(asOther.json.job.creator).toMatchObject({ employerRating: 0, employerRatingCount: 0 });
    await publishTask({ contractId: review.contractId });
    expect(await rating()).toEqual({ employerRating: 0, employerRatingCount: 0 });
    expect((await call(restore, { token: boss.token, body: { ...body, reason: "Reviewed: nothing here breaks the rules." } })).status).toBe(
      200,
    );
    expect(await rating()).toEqual(shown);
  });
});

describe("the reliability-appeal queue", () => {
  it("holds an appeal until it is decided, by the console or the old admin/decide_appeal call", async () => {
    const boss = await admin();
    const bossCo = await employer();
    const worker = await employee();
    const job = await postJob(bossCo.token, category);
    const start = new Date(Date.now() - 48 * 3600_000);
    const shift = await db.shift.create({
      data: {
        jobId: job._id,
        userId: worker.user.id,
        employerId: bossCo.user.id,
        start,
        end: new Date(start.getTime() + 4 * 3600_000),
        timezone: "America/Chicago",
        status: "canceled",
      },
    });
    const mark = await db.reliabilityEvent.create({
      data: { userId: worker.user.id, shiftId: shift.id, kind: "late_cancel", occurredAt: start },
    });
    expect(await db.queueItem.count({ where: { sourceId: mark.id } })).toBe(0);
    const note = "My car broke down on the way; I called the manager at once.";
    expect((await call(appealMark, { token: worker.token, body: { eventId: mark.id, note } })).status).toBe(200);
    const item = await db.queueItem.findFirstOrThrow({ where: { kind: "reliability_appeal", sourceId: mark.id } });
    expect(item).toMatchObject({ state: "open", subjectId: worker.user.id });
    const d = await detail(boss.token, item.id);
    expect(d.json.item.detail).toMatchObject({ kind: "reliability_appeal", eventId: mark.id, appealNote: note, appealStatus: "pending" });

    expect(
      (await call(decideAppeal, { token: boss.token, body: { eventId: mark.id, outcome: "overturned", note: "Documented." } })).status,
    ).toBe(200);
    const done = await db.queueItem.findUniqueOrThrow({ where: { id: item.id } });
    expect(done).toMatchObject({ state: "resolved", closedById: boss.user.id, closeReason: "overturned: Documented." });
  });
});

describe("hiding and restoring", () => {
  it("a job: off the public page (410), search and get_job for others; its employer reads why; restored, back", async () => {
    const boss = await admin();
    const owner = await employer();
    const stranger = await employee();
    const job = await postJob(owner.token, category, { title: "Scam plumbing gig with upfront fee" });
    const found = async () =>
      (await call(searchJobsCall, { token: stranger.token, body: { query: "upfront fee" } })).json.jobs.some(
        (j: { _id: string }) => j._id === job._id,
      );
    expect(await getPublicJob(job._id)).not.toBeNull();
    expect(await found()).toBe(true);

    const reason = "Asks workers to pay a fee before the job.";
    const res = await call(hide, { token: boss.token, body: { target: "job", id: job._id, reason } });
    expect(res.status).toBe(200);
    expect((await call(hide, { token: boss.token, body: { target: "job", id: job._id, reason } })).status).toBe(409);
    forgetClosedState();
    expect(await isClosedPublicJob(job._id)).toBe(true);
    expect(await getPublicJob(job._id)).toBeNull();
    expect(await found()).toBe(false);
    expect((await call(getJob, { token: stranger.token, body: { id: job._id } })).status).toBe(404);
    const own = await call(getJob, { token: owner.token, body: { id: job._id } });
    expect(own.status).toBe(200);
    expect(own.json.job.hiddenNotice).toBe(`Hidden by Gigline: ${reason}`);
    expect((await call(getJob, { token: boss.token, body: { id: job._id } })).status).toBe(200);

    const note = await db.notification.findFirstOrThrow({ where: { userId: owner.user.id, type: "gigline_notice" } });
    expect(note.message).toContain(reason);
    const mail = await db.mailOutbox.findFirstOrThrow({ where: { to: owner.user.email }, orderBy: { createdAt: "desc" } });
    expect(mail.text).toContain(reason);
    const audit = await db.auditLog.findFirstOrThrow({ where: { targetType: "job", targetId: job._id, action: "hide" } });
    expect(audit).toMatchObject({ actorId: boss.user.id, reason, before: expect.objectContaining({ hiddenAt: null }) });

    expect(
      (await call(restore, { token: boss.token, body: { target: "job", id: job._id, reason: "The employer removed the fee." } })).status,
    ).toBe(200);
    expect(
      (await call(restore, { token: boss.token, body: { target: "job", id: job._id, reason: "The employer removed the fee." } })).status,
    ).toBe(409);
    forgetClosedState();
    expect(await isClosedPublicJob(job._id)).toBe(false);
    expect(await getPublicJob(job._id)).not.toBeNull();
    expect(await found()).toBe(true);
    expect((await call(hide, { token: boss.token, body: { target: "job", id: "nosuchjob", reason } })).status).toBe(404);
  });

  it("a message: gone from the receiver's chat; its sender reads why; the person replies once from the notice", async () => {
    const boss = await admin();
    const { a, b, channelId, ids, item } = await reportedConversation();
    const reason = "Threatening another member is not allowed.";
    const res = await call(hide, { token: boss.token, body: { target: "message", id: ids[1], reason, itemId: item.id } });
    expect(res.status).toBe(200);
    expect((await previousMessages(b.user.id, channelId)).messages.map((m) => m._id)).toEqual([ids[0], ids[2]]);
    const senderView = (await previousMessages(a.user.id, channelId)).messages;
    expect(senderView.find((m) => m._id === ids[1])?.content).toBe(`Hidden by Gigline: ${reason}`);

    const noticeId = res.json.content.noticeId as string;
    const note = await db.notification.findFirstOrThrow({ where: { userId: a.user.id, type: "gigline_notice" } });
    expect(note.requestId).toBe(noticeId);
    expect((await call(replyNotice, { token: b.token, body: { noticeId, text: "Not mine" } })).status).toBe(404);
    const reply = await call(replyNotice, { token: a.token, body: { noticeId, text: "I was angry. It will not happen again." } });
    expect(reply.status).toBe(200);
    const twice = await call(replyNotice, { token: a.token, body: { noticeId, text: "And another thing" } });
    expect(twice.status).toBe(409);
    expect(twice.json.error).toBe(QUEUE_MSG.AlreadyReplied);
    const d = await detail(boss.token, item.id);
    expect(d.json.item.notices).toEqual([expect.objectContaining({ _id: noticeId, reply: "I was angry. It will not happen again." })]);

    expect(
      (await call(restore, { token: boss.token, body: { target: "message", id: ids[1], reason: "Restored after the appeal." } })).status,
    ).toBe(200);
    expect((await previousMessages(b.user.id, channelId)).messages.map((m) => m._id)).toEqual(ids);
  });

  it("an image message: its picture is served to nobody while hidden", async () => {
    const boss = await admin();
    const { a, b, channelId } = await conversation();
    const form = new FormData();
    form.set("channelId", channelId);
    form.set("picture", pngFile());
    const sent = await call(sendImage, { token: a.token, body: form });
    expect(sent.status).toBe(200);
    const id = sent.json.message._id as string;
    const picture = (token: string) => call(chatImage, { token, method: "GET", params: { id } });
    expect((await picture(b.token)).status).toBe(200);
    expect(
      (await call(hide, { token: boss.token, body: { target: "message", id, reason: "An explicit photo sent without asking." } })).status,
    ).toBe(200);
    expect((await picture(b.token)).status).toBe(404);
    expect((await picture(a.token)).status).toBe(404);
    const senderView = (await previousMessages(a.user.id, channelId)).messages.find((m) => m._id === id);
    expect(senderView).toMatchObject({ contentType: "text", content: "Hidden by Gigline: An explicit photo sent without asking." });
  });
});
