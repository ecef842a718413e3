// The signed-in home's tabs (app/dashboard/home/page.tsx, POST job/get_home_tab): every tab's count, and the
// cards of ONE tab. The page renders the open tab only; the board fetches another tab's cards when it is
// opened or searched. Employers get OPEN / ACTIVE / COMPLETED (lib/jobs/home-lists.ts, as job/get_my_jobs),
// employees and admins FOR YOU (recommendJobs), PROPOSED (open invitations first, then the proposals) and SAVED.
import "server-only";
import { jobCardsInOrder, type JobCardDto } from "@/lib/jobs/cards";
import { jobIdReader } from "@/lib/jobs/queries";
import { employerHomeIds, providerHomeIds } from "@/lib/jobs/home-lists";
import { recommendJobs } from "@/lib/matching/recommend-jobs";

export const EMPLOYER_HOME_TABS = ["open", "active", "completed"] as const;
export const EMPLOYEE_HOME_TABS = ["for-you", "proposed", "saved"] as const;
export type HomeTab = (typeof EMPLOYER_HOME_TABS)[number] | (typeof EMPLOYEE_HOME_TABS)[number];

/** A job of the lists: what its card shows, its categories (the home search looks in them) and, FOR YOU, why it is there. */
export type HomeJob = JobCardDto & { score?: number; reasons?: string[] };

/** What the page hands the board: the tabs' counts and the open tab's cards. */
export type HomeBoardData = {
  employer: boolean;
  /** an employee saves and unsaves open jobs; an admin sees the employee's tabs without it */
  canSave: boolean;
  tab: HomeTab;
  jobs: HomeJob[];
  counts: Partial<Record<HomeTab, number>>;
};

type HomeViewer = Parameters<typeof recommendJobs>[0];
type EmployerIds = Awaited<ReturnType<typeof employerHomeIds>>;
type EmployeeIds = Awaited<ReturnType<typeof providerHomeIds>>;
export type HomeIds = Promise<EmployerIds> | Promise<EmployeeIds>;

const isEmployer = (user: { type: string }) => user.type === "customer";

/** `tab` when it is one of the viewer's tabs, else the first. */
export function homeTabOf(user: { type: string }, tab: string | null | undefined): HomeTab {
  const tabs: readonly HomeTab[] = isEmployer(user) ? EMPLOYER_HOME_TABS : EMPLOYEE_HOME_TABS;
  return tabs.find((t) => t === tab) ?? tabs[0];
}

/** The lists' ids in one statement per role, started early by the page (beside its other reads). */
export function homeIds(user: { id: string; type: string }): HomeIds {
  return isEmployer(user) ? employerHomeIds(user.id) : providerHomeIds(user.id);
}

/** PROPOSED: open invitations first (they carry the 'Invited' marker), then the proposals. */
function proposedIds({ invited, proposals }: EmployeeIds) {
  const invitedIds = new Set(invited.map((j) => j._id));
  return [...invited, ...proposals.filter((j) => !invitedIds.has(j._id))].map((j) => j._id);
}

const FOR_YOU = { page: 1, limit: 20 } as const;

/** The board: every tab's count and the cards of `tab` (the first tab when it is not one of the viewer's). */
export async function homeBoard(user: HomeViewer, tab: string | undefined, ids: HomeIds = homeIds(user)): Promise<HomeBoardData> {
  const open = homeTabOf(user, tab);
  if (isEmployer(user)) {
    const lists = await (ids as Promise<EmployerIds>);
    const key = open as (typeof EMPLOYER_HOME_TABS)[number];
    const jobs = await jobCardsInOrder(
      user,
      lists[key].map((j) => j._id),
    );
    return { employer: true, canSave: false, tab: open, jobs, counts: lists.counts };
  }
  // FOR YOU's count is its total, so the recommendation runs whichever tab is open
  const [forYou, lists] = await Promise.all([recommendJobs(user, FOR_YOU, jobIdReader), ids as Promise<EmployeeIds>]);
  const proposed = proposedIds(lists);
  const counts = { "for-you": forYou.total, proposed: proposed.length, saved: lists.saved.length };
  const jobs =
    open === "for-you"
      ? await forYouCards(user, forYou.jobs)
      : await jobCardsInOrder(user, open === "proposed" ? proposed : lists.saved.map((j) => j._id), user);
  return { employer: false, canSave: user.type === "provider", tab: open, jobs, counts };
}

/** One tab's cards (job/get_home_tab): only that tab's reads. */
export async function homeTabJobs(user: HomeViewer, tab: string): Promise<HomeJob[]> {
  const open = homeTabOf(user, tab);
  if (open === "for-you") return forYouCards(user, (await recommendJobs(user, FOR_YOU, jobIdReader)).jobs);
  const lists = await homeIds(user);
  if ("counts" in lists)
    return jobCardsInOrder(
      user,
      lists[open as (typeof EMPLOYER_HOME_TABS)[number]].map((j) => j._id),
    );
  return jobCardsInOrder(user, open === "proposed" ? proposedIds(lists) : lists.saved.map((j) => j._id), user);
}

/** FOR YOU's cards, each with its score and reasons (the match's factors and distance are the call's, not the card's);
 *  each card says how far the job is from the employee's place ("12 mi away"), or "Remote". */
async function forYouCards(user: HomeViewer, jobs: { _id: string; score: number; reasons: string[] }[]): Promise<HomeJob[]> {
  const cards = await jobCardsInOrder(
    user,
    jobs.map((j) => j._id),
    user,
  );
  const byId = new Map(jobs.map((j) => [j._id, j]));
  return cards.map((c) => ({ ...c, score: byId.get(c._id)?.score, reasons: byId.get(c._id)?.reasons }));
}
