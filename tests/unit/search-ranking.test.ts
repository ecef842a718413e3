// Ranking inputs and the ranked window pager (pure).
import { describe, expect, it } from "vitest";
import { distanceSignal, jobScore, rankedPage, recencySignal, RANK_WINDOW, sortByScore, textSignal, userScore } from "@/lib/search/ranking";
import { buildTsQuery, tokenize } from "@/lib/search/text-query";
import { cellOf, cellsForCircle, roundMiles } from "@/lib/geo/distance";

describe("ranking signals", () => {
  it("distance halves at 15 miles and never goes negative", () => {
    expect(distanceSignal(0)).toBe(1);
    expect(distanceSignal(15)).toBeCloseTo(0.5);
    expect(distanceSignal(30)).toBeCloseTo(1 / 3);
    expect(distanceSignal(-5)).toBe(1);
  });

  it("recency halves every two weeks", () => {
    expect(recencySignal(0)).toBe(1);
    expect(recencySignal(14)).toBeCloseTo(0.5);
    expect(recencySignal(28)).toBeCloseTo(0.25);
  });

  it("text rank is stretched into [0, 1]", () => {
    expect(textSignal(0)).toBe(0);
    expect(textSignal(0.2)).toBeCloseTo(0.5);
    expect(textSignal(0.9)).toBe(1);
  });

  it("a title hit outranks a description hit for jobs of the same age and place", () => {
    // ts_rank with weights A=1.0, C=0.2 and normalisation 32 gives about these values
    const title = jobScore({ textRank: 0.38, miles: 5, ageDays: 3 });
    const description = jobScore({ textRank: 0.11, miles: 5, ageDays: 3 });
    expect(title).toBeGreaterThan(description);
  });

  it("between equal text matches, nearer and newer jobs come first", () => {
    const base = { textRank: 0.3, miles: 5, ageDays: 2 };
    expect(jobScore(base)).toBeGreaterThan(jobScore({ ...base, miles: 40 }));
    expect(jobScore(base)).toBeGreaterThan(jobScore({ ...base, ageDays: 30 }));
  });

  it("missing signals do not drag the score down (weights are shared among present ones)", () => {
    expect(jobScore({ textRank: null, miles: null, ageDays: 0 })).toBe(1);
    expect(jobScore({ textRank: null, miles: 0, ageDays: 0 })).toBe(1);
    expect(userScore({ textRank: null, miles: null, quality: 0.8 })).toBeCloseTo(0.8);
  });

  it("people: better rated and more completed jobs (quality) first when text and distance tie", () => {
    const a = userScore({ textRank: 0.3, miles: 3, quality: 0.9 });
    const b = userScore({ textRank: 0.3, miles: 3, quality: 0.5 });
    expect(a).toBeGreaterThan(b);
  });
});

describe("rankedPage", () => {
  const rows = Array.from({ length: 1000 }, (_, i) => ({ i, score: (i * 7919) % 101 }));
  const fetch = async (offset: number, count: number) => rows.slice(offset, offset + count);
  const score = (r: { score: number }) => r.score;

  it("sorts each window by score and pages through it with hasMore from one extra row", async () => {
    const p1 = await rankedPage(fetch, score, 1, 20);
    expect(p1.rows).toHaveLength(20);
    expect(p1.hasMore).toBe(true);
    const scores = p1.rows.map((r) => r.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
  });

  it("walks every row exactly once to the end, across window borders, with any page size", async () => {
    for (const limit of [7, 20, 100]) {
      const seen: number[] = [];
      let page = 1;
      for (;;) {
        const p = await rankedPage(fetch, score, page, limit);
        seen.push(...p.rows.map((r) => r.i));
        if (!p.hasMore) {
          expect(p.rows.length).toBeLessThanOrEqual(limit);
          break;
        }
        expect(p.rows).toHaveLength(limit);
        page += 1;
      }
      expect(seen.sort((a, b) => a - b)).toEqual(rows.map((r) => r.i));
    }
  });

  it("never ranks across windows: rows of the second window come after the first window's", async () => {
    const firstWindow = new Set(rows.slice(0, RANK_WINDOW).map((r) => r.i));
    const all: number[] = [];
    for (let page = 1; page <= Math.ceil(1000 / 50); page++) all.push(...(await rankedPage(fetch, score, page, 50)).rows.map((r) => r.i));
    expect(all.slice(0, RANK_WINDOW).every((i) => firstWindow.has(i))).toBe(true);
  });

  it("an empty list has no rows and no more", async () => {
    expect(await rankedPage(async () => [], score, 1, 20)).toEqual({ rows: [], hasMore: false });
  });

  it("ties keep the index order", () => {
    expect(sortByScore([{ k: "a" }, { k: "b" }, { k: "c" }], () => 1).map((x) => x.k)).toEqual(["a", "b", "c"]);
  });
});

describe("query text", () => {
  it("splits on anything but letters and digits, lower case, no duplicates, at most 8 words", () => {
    expect(tokenize("Line-Cook & bartender's  BARTENDER")).toEqual(["line", "cook", "bartender", "s"]);
    expect(tokenize("a b c d e f g h i j")).toHaveLength(8);
    expect(tokenize('\'); DROP TABLE "Job"; --')).toEqual(["drop", "table", "job"]);
    expect(tokenize("café Zürich")).toEqual(["café", "zürich"]);
  });

  it("builds tsquery text: every word required, corrections as alternatives", () => {
    const words = [
      { word: "line", correction: null },
      { word: "cok", correction: "cook" },
    ];
    expect(buildTsQuery(words, "&")).toBe("line & (cok | cook)");
    expect(buildTsQuery(words, "|")).toBe("line | (cok | cook)");
  });
});

describe("grid cells", () => {
  it("the cells of a circle include the centre's cell and the cells at its edges", () => {
    const cells = cellsForCircle(30.2672, -97.7431, 25)!;
    expect(cells).toContain(cellOf(30.2672, -97.7431));
    expect(cells).toContain(cellOf(30.2672 + 25 / 69.17, -97.7431));
    expect(cells).toContain(cellOf(30.2672, -97.7431 - 25 / (69.17 * Math.cos((30.2672 * Math.PI) / 180))));
  });

  it("a huge circle gives no cells (the GiST box serves it instead)", () => {
    expect(cellsForCircle(40, -100, 1000)).toBeNull();
  });

  it("distances are shown with one decimal", () => {
    expect(roundMiles(12.345)).toBe(12.3);
    expect(roundMiles(null)).toBeNull();
  });
});
