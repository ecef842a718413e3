// The job card's input: a server page hands client lists only what the card shows (cardJob), and the card's
// marker reads the same from the trimmed job as from the full one.
import { describe, expect, it } from "vitest";
import { jobMarker } from "@/components/jobs/job-card";
import { cardJob, type CardJob } from "@/lib/jobs/cards";
import { JOB_STATUS } from "@/lib/jobs/states";

const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(" ");

// a job as a JobDto carries it: the card's fields and much more (the proposal's cover letter, the invitation's
// person, screening questions)
const proposal = { _id: "p1", status: "shortlisted", coverLetter: "I have cooked on a busy line for six years.", price: 28.5 };
const invite = { _id: "i1", status: "sent", employee: { _id: "me", name: "Jordan Reyes", skills: ["Grill"] } };

function fullJob(over: Partial<CardJob> = {}): CardJob & { screenQuestions: { question: string; generatedByAI: boolean }[] } {
  return {
    _id: "job1",
    title: "Line cook for a Friday dinner service",
    description: "Prep and the grill line.",
    status: JOB_STATUS.open,
    payType: "Hourly",
    price: 28.5,
    duration: 6,
    skills: ["Grill", "Prep"],
    location: "Austin, TX 78701",
    city: "Austin",
    state: "TX",
    postedAgo: "2 hours ago",
    proposalsCount: 3,
    proposalsLabel: "3",
    isOwner: false,
    isFavorite: true,
    remote: false,
    distance: 12.4,
    myProposal: proposal,
    myInvite: invite,
    screenQuestions: [{ question: "Are you ServSafe certified?", generatedByAI: false }],
    ...over,
  };
}

describe("cardJob", () => {
  it("keeps every field the card shows and nothing else", () => {
    const job = fullJob();
    const card = cardJob(job);
    const { screenQuestions, ...shown } = job;
    expect(screenQuestions).toHaveLength(1);
    // the proposal and the invitation only as far as the card's marker reads them
    expect(card).toEqual({ ...shown, myProposal: { _id: "p1", status: "active" }, myInvite: { status: "sent" } });
    expect(JSON.stringify(card)).not.toContain("ServSafe");
    expect(JSON.stringify(card)).not.toContain("six years");
  });

  it("cuts a long description at a word, past what two lines of the card show", () => {
    const long = words(200);
    const d = cardJob(fullJob({ description: long })).description;
    expect(d.length).toBeLessThanOrEqual(321);
    expect(d.length).toBeGreaterThan(250);
    expect(d.endsWith("…")).toBe(true);
    expect(long.startsWith(d.slice(0, -1))).toBe(true);
    // …and at a whole word
    expect(long.charAt(d.length - 1)).toBe(" ");
  });

  it("gives the same marker as the full job", () => {
    for (const over of [
      {},
      { myProposal: null },
      { myProposal: null, myInvite: null },
      { myProposal: null, myInvite: null, isFavorite: false },
      { status: JOB_STATUS.completed },
    ]) {
      const job = fullJob(over);
      expect(jobMarker(cardJob(job))).toEqual(jobMarker(job));
    }
    expect(jobMarker(cardJob(fullJob({ myProposal: null })))).toEqual({ label: "Invited", tone: "violet" });
    // a declined proposal: "Not selected", on the card as on the full job
    const declined = fullJob({ myProposal: { ...proposal, status: "declined" } });
    expect(jobMarker(cardJob(declined))).toEqual(jobMarker(declined));
    expect(jobMarker(declined)).toEqual({ label: "Not selected", tone: "slate" });
  });
});
