// How the help assistant reads a question (words, synonyms, personal intents) and which links an answer may carry.
import { describe, expect, it } from "vitest";
import { correctSpelling, editDistance, queryTerms, synonymsOf, tokenize } from "@/lib/assistant/help/query";
import { matchTopic } from "@/lib/assistant/help/topics";
import { matchIntent } from "@/lib/assistant/help/intents";
import { fold, matchAsked, nearestAsked } from "@/lib/assistant/help/asked";
import { answerParts } from "@/lib/assistant/help/schemas";
import { keepOwnLinks } from "@/lib/assistant/help/ai";

describe("help question words", () => {
  it("keeps only lower-case letters and digits (always safe inside to_tsquery)", () => {
    expect(tokenize("What's the FEE? It's 10% & more | !(x)")).toEqual(["whats", "the", "fee", "its", "10", "more", "x"]);
    expect(tokenize("Café résumé")).toEqual(["cafe", "resume"]);
  });

  it("drops filler words and adds synonyms, also of inflected forms and two-word phrases", () => {
    const t = queryTerms("Please help, I want to quit Gigline");
    expect(t.words).toEqual(["to", "quit"]);
    expect(t.extra).toEqual(["delete", "account"]);
    expect(synonymsOf("harassing")).toContain("report");
    expect(synonymsOf("scammers")).toContain("safe");
    expect(queryTerms("how do I cash out").extra).toContain("withdraw");
    expect(queryTerms("my gig").groups).toEqual([["my"], ["gig", "job"]]);
    // a doubled final consonant and an inflected first word of a phrase
    expect(synonymsOf("logged")).toEqual(synonymsOf("log"));
    expect(queryTerms("how long do I stay logged in").extra).toContain("sign");
  });

  it("lets the synonyms of a word no article uses stand in for it at full weight", () => {
    const t = queryTerms("reject an applicant");
    expect(t.strong).toEqual(["decline"]);
    // "applicant" is the help centre's own word: its synonyms stay half-weight extras
    expect(t.extra).toEqual(expect.arrayContaining(["decline", "proposal"]));
    expect(t.strong).not.toContain("proposal");
  });
});

describe("personal intents", () => {
  it("match questions about one's own figures, not how-to questions", () => {
    expect(matchIntent("How many proposals do I have?")?.id).toBe("proposals");
    expect(matchIntent("how many applications have I sent")?.id).toBe("proposals");
    expect(matchIntent("What is my balance?")?.id).toBe("balance");
    expect(matchIntent("how much money do I have")?.id).toBe("balance");
    expect(matchIntent("When is my next shift?")?.id).toBe("next_shift");
    expect(matchIntent("How many jobs have I posted?")?.id).toBe("jobs_posted");
    expect(matchIntent("how many active contracts do I have")?.id).toBe("contracts");
    expect(matchIntent("what plan am I on")?.id).toBe("plan");
    expect(matchIntent("How do I top up my wallet?")).toBeNull();
    expect(matchIntent("how do I withdraw a proposal")).toBeNull();
    expect(matchIntent("what are proposals")).toBeNull();
    expect(matchIntent("are there any jobs near me?")).toBeNull();
    expect(matchIntent("do I have any proposals?")?.id).toBe("proposals");
  });
});

describe("spelling, topic routes and personal figures", () => {
  it("corrects misspelt words to the help centre's own words", () => {
    expect(editDistance("withdrawl", "withdrawal")).toBe(1);
    expect(editDistance("teh", "the")).toBe(1);
    expect(correctSpelling("comission")).toBe("commission");
    expect(correctSpelling("cancle my membership")).toBe("cancel my membership");
    expect(correctSpelling("gmail")).toBe("gmail");
  });

  it("routes cancel, undo, payout and report questions to their article", () => {
    expect(matchTopic("How do I cancel my subscription")?.slug).toBe("cancel-a-plan");
    expect(matchTopic("my payout failed")?.slug).toBe("withdrawal-failed");
    expect(matchTopic("I applied by mistake, can I take it back")?.slug).toBe("withdraw-a-proposal");
    expect(matchTopic("I entered the wrong hours on my timesheet")?.slug).toBe("timesheets-manual-time");
    expect(matchTopic("cancel that booking request I just sent")?.slug).toBe("cancel-a-booking-request");
    expect(matchTopic("oops I made a typo in my job description")?.slug).toBe("edit-or-cancel-a-job");
    expect(matchTopic("How do I report someone")?.slug).toBe("block-and-report");
    // a route to one side's article is not taken when the other side asks
    expect(matchTopic("I declined a proposal by mistake", "employee")?.slug).toBe("withdraw-a-proposal");
    expect(matchTopic("I declined a proposal by mistake", "employer")?.slug).not.toBe("withdraw-a-proposal");
    expect(matchTopic("can i reapply after withdrawing")?.slug).not.toBe("withdraw-earnings");
    expect(matchTopic("withdrew money days ago and it never showed up")?.slug).toBe("withdrawal-failed");
    expect(matchTopic("What are the fees")?.slug).toBe("service-fee");
    expect(matchTopic("my card was charged but the plan did not change")).toBeNull();
    expect(matchTopic("how do I post a job")?.slug).toBe("post-a-job");
    expect(matchTopic("how do I post a job with the AI helper")).toBeNull();
  });

  it("corrects misspellings one edit from another word and keeps everyday words", () => {
    expect(correctSpelling("the employer never payed me")).toBe("the employer never paid me");
    expect(correctSpelling("i think my wallett is empty")).toBe("i think my wallet is empty");
    expect(correctSpelling("when will i recieve it")).toBe("when will i receive it");
  });

  it("reads two-word phrases by what they mean together", () => {
    expect(queryTerms("add my work history").extra).toContain("experience");
    expect(queryTerms("gigs close to me").extra).toContain("distance");
    expect(queryTerms("gigs close to me").extra).not.toContain("delete");
    expect(queryTerms("does my credit run out").extra).toContain("expire");
  });

  it("routes what a plan gives, how one hears of a proposal and an employee who wants to hire", () => {
    expect(matchTopic("what extra does the standard plan give", "employer")?.slug).toBe("subscription-plans");
    expect(matchTopic("whats the difference between the plans", "employer")?.slug).toBe("subscription-plans");
    expect(matchTopic("i want to stop my premium plan", "employer")?.slug).toBe("cancel-a-plan");
    expect(matchTopic("will i get an email when somebody applies", "employer")?.slug).toBe("notifications");
    expect(matchTopic("how would i know if they hired me", "employee")?.slug).toBe("notifications");
    expect(matchTopic("how do i see who applied", "employer")?.slug).not.toBe("notifications");
    expect(matchTopic("can i also hire workers", "employee")?.slug).toBe("employer-or-employee");
    expect(matchTopic("can i also hire workers", "employer")?.slug).not.toBe("employer-or-employee");
    expect(matchTopic("withdrew on monday and still nothing in my bank")?.slug).toBe("withdrawal-failed");
  });

  it("finds the article whose example question is worded like the question, small words included", () => {
    expect(fold("applies")).toBe(fold("apply"));
    expect(fold("logged")).toBe(fold("log"));
    // "how do i know if i got the job" is in the notifications article's examples
    expect(matchAsked("how do i know if i got the job?", "employee")).toBe("notifications");
    expect(nearestAsked("how do i know if i got the job?")!.similarity).toBeGreaterThan(0.9);
    // an article for the other side is never named
    expect(matchAsked("who applied to my job", "employee")).not.toBe("review-proposals-and-hire");
    expect(matchAsked("recommend a good movie")).toBeNull();
  });

  it("answer how-to and policy questions from articles, not with the asker's figures", () => {
    expect(matchIntent("do i have to pay to post jobs")).toBeNull();
    expect(matchIntent("how many jobs do i have")?.id).toBe("jobs_posted");
    expect(matchIntent("I want to cancel my subscription")).toBeNull();
    expect(matchIntent("my balance is wrong after a withdrawal")).toBeNull();
    expect(matchIntent("why did my plan change")).toBeNull();
    expect(matchIntent("what is my current plan?")?.id).toBe("plan");
  });
});

describe("links in answers", () => {
  it("only /help pages become links; everything else stays text", () => {
    expect(answerParts("See [Posting a job](/help/post-a-job) or [evil](https://evil.example) or [x](javascript:alert(1)).")).toEqual([
      { text: "See " },
      { title: "Posting a job", href: "/help/post-a-job" },
      { text: " or [evil](https://evil.example) or [x](javascript:alert(1))." },
    ]);
    expect(answerParts("[Help](/help)")).toEqual([{ title: "Help", href: "/help" }]);
    expect(answerParts("[a](/help/../dashboard)")).toEqual([{ text: "[a](/help/../dashboard)" }]);
  });

  it("a model's links to pages it was not given are reduced to their text", () => {
    const allowed = new Set(["/help/post-a-job"]);
    expect(keepOwnLinks("[a](/help/post-a-job) [b](/help/other) [c](http://x.y) [d](/help/contact-support)", allowed)).toBe(
      "[a](/help/post-a-job) b c [d](/help/contact-support)",
    );
  });
});
