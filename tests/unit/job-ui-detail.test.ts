// Pure rules of the job detail page: which tabs show (spec §2), the URL's page parameter, the Read more
// threshold of a proposal (spec §9: cover text plus answers past 300 characters), labels and directions.
import { describe, expect, it } from "vitest";
import { detailTabs, tabIndexFromPage } from "@/components/jobs/detail/tabs";
import { clipProposal, needsReadMore, proposalTextLength } from "@/components/jobs/proposals/read-more";
import { durationLabel, priceLabel, rateCaption } from "@/components/jobs/detail/labels";
import { directionsUrl, hasCoordinates } from "@/components/jobs/location/directions";

describe("detailTabs", () => {
  it("gives the owner of an open job Overview and Proposals (n)", () => {
    expect(detailTabs({ status: 0, isOwner: true, proposalsCount: 3 })).toEqual([
      { value: "overview", label: "Overview" },
      { value: "proposals", label: "Proposals (3)" },
    ]);
    expect(detailTabs({ status: 0, isOwner: true, proposalsCount: 0 })[1].label).toBe("Proposals (0)");
  });

  it("gives Overview and Contract to the owner once the job is not open", () => {
    for (const status of [1, 2, 3]) {
      expect(detailTabs({ status, isOwner: true, proposalsCount: 4 }).map((t) => t.label)).toEqual(["Overview", "Contract"]);
    }
  });

  it("gives Overview and Contract to anyone else, even on an open job", () => {
    for (const status of [0, 1, 2, 3]) {
      expect(detailTabs({ status, isOwner: false, proposalsCount: 7 }).map((t) => t.value)).toEqual(["overview", "contract"]);
    }
  });
});

describe("tabIndexFromPage", () => {
  it("opens the second tab only for page=1", () => {
    expect(tabIndexFromPage("1")).toBe(1);
    expect(tabIndexFromPage(["1", "0"])).toBe(1);
    expect(tabIndexFromPage("0")).toBe(0);
    expect(tabIndexFromPage(undefined)).toBe(0);
    expect(tabIndexFromPage("2")).toBe(0);
    expect(tabIndexFromPage("abc")).toBe(0);
  });
});

describe("Read more (300 characters of cover text plus answers)", () => {
  const a = (n: number) => "a".repeat(n);

  it("counts the cover text and every answer", () => {
    expect(proposalTextLength(a(100), [a(50), a(25)])).toBe(175);
  });

  it("toggles only past 300 characters", () => {
    expect(needsReadMore(a(300), [])).toBe(false);
    expect(needsReadMore(a(301), [])).toBe(true);
    expect(needsReadMore(a(200), [a(100)])).toBe(false);
    expect(needsReadMore(a(200), [a(60), a(41)])).toBe(true);
  });

  it("leaves short proposals untouched", () => {
    expect(clipProposal("Short cover letter here.", ["Yes"])).toEqual({ coverText: "Short cover letter here.", answers: ["Yes"] });
  });

  it("cuts a long cover letter at 300 characters and hides the answers", () => {
    const clipped = clipProposal(a(400), ["an answer"]);
    expect(clipped.coverText).toBe(`${a(300)}…`);
    expect(clipped.answers).toEqual([]);
  });

  it("keeps whole answers that fit and cuts the one crossing the limit", () => {
    const clipped = clipProposal(a(200), [a(50), "b".repeat(80), "never shown"]);
    expect(clipped.coverText).toBe(a(200));
    expect(clipped.answers).toEqual([a(50), `${"b".repeat(50)}…`]);
  });
});

describe("labels", () => {
  it("uses hours for hourly pay and days for fixed pay", () => {
    expect(durationLabel(4, "Hourly")).toBe("4 hours");
    expect(durationLabel(1, "Hourly")).toBe("1 hour");
    expect(durationLabel(3, "Fixed")).toBe("3 days");
    expect(durationLabel(1, "Fixed")).toBe("1 day");
  });

  it("shows a rate for hourly pay and an amount for fixed pay", () => {
    expect(priceLabel(45.5, "Hourly")).toBe("$45.50/hr");
    expect(priceLabel(1200, "Fixed")).toBe("$1,200.00");
    expect(rateCaption("Hourly")).toBe("Hourly rate");
    expect(rateCaption("Fixed")).toBe("Fixed amount");
  });
});

describe("directions", () => {
  it("points Google Maps at the coordinates when the job has them", () => {
    expect(directionsUrl({ lat: 30.2672, lng: -97.7431, location: "Austin, TX" })).toBe(
      "https://www.google.com/maps/dir/?api=1&destination=30.2672,-97.7431",
    );
  });

  it("falls back to the written address without coordinates", () => {
    expect(hasCoordinates({ lat: 0, lng: 0 })).toBe(false);
    expect(directionsUrl({ lat: 0, lng: 0, location: "Austin, TX 78701" })).toBe(
      "https://www.google.com/maps/dir/?api=1&destination=Austin%2C%20TX%2078701",
    );
  });
});
