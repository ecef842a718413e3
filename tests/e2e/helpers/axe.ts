// The axe walk of the screens (a11y.spec.ts, a11y-public.spec.ts): WCAG 2 A and AA rules, a serious or critical
// violation reported with where it was found; each screen's structure from the same run; at phone width, what
// does not fit the screen (helpers/screens.ts's sticksOut) from the same visit.
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { sticksOut, type ScreenCheck } from "./screens";

const WCAG = ["wcag2a", "wcag2aa"];
/** Heading levels that skip (h1 → h3), landmarks without a (unique) name, and controls whose name does not
 *  contain their visible text (the bell, the user box). Reported whatever their
 *  impact (heading-order is "moderate"). */
const STRUCTURE = ["heading-order", "landmark-unique", "page-has-heading-one", "label-content-name-mismatch"];

type Violation = { id: string; impact?: string | null; help: string; nodes: { target: unknown[] }[] };
const line = (v: Violation, impact: boolean) =>
  `${v.id}${impact ? ` (${v.impact})` : ""}: ${v.help} — ${v.nodes
    .slice(0, 4)
    .map((n) => n.target.join(" "))
    .join(", ")}${v.nodes.length > 4 ? ` and ${v.nodes.length - 4} more` : ""}`;
const serious = (v: Violation) => v.impact === "serious" || v.impact === "critical";

/** The serious and critical WCAG 2 A/AA violations of the screen as it is now, one line each. */
export async function violations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(WCAG).analyze();
  return result.violations.filter(serious).map((v) => line(v, true));
}

/** A screen: its serious WCAG violations and its structure (STRUCTURE, and navigation regions without a name),
 *  from ONE axe run (the structure rules switched on beside the tags': a rule enabled in the options runs
 *  whatever the tags). */
async function screenProblems(page: Page): Promise<string[]> {
  // options() first: it replaces every option, the runOnly that withTags() sets too
  const result = await new AxeBuilder({ page })
    .options({ rules: Object.fromEntries(STRUCTURE.map((id) => [id, { enabled: true }])) })
    .withTags(WCAG)
    .analyze();
  const out = result.violations.filter((v) => !STRUCTURE.includes(v.id) && serious(v)).map((v) => line(v, true));
  out.push(...result.violations.filter((v) => STRUCTURE.includes(v.id)).map((v) => line(v, false)));
  const navs = await page.locator("nav:not([aria-label]):not([aria-labelledby])").count();
  if (navs) out.push(`${navs} navigation region(s) without a name`);
  return out;
}

const format = (where: string, found: string[]) => `${where}:\n    ${found.join("\n    ")}`;
/** Every screen: the violations and the page's structure; on a phone, also what does not fit its width. */
export const screenAt = (width: number): ScreenCheck => ({
  find: async (page) => {
    const found = await screenProblems(page);
    if (width <= 400) found.push(...(await sticksOut(page, width)).map((s) => `does not fit ${width} px: ${s}`));
    return found;
  },
  format,
});
/** An overlay over a screen already checked: its violations. */
export const overlay: ScreenCheck = { find: violations, format };
