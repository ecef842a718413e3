import type { Metadata } from "next";
import { cookies } from "next/headers";
import Link from "next/link";
import { Avatar } from "@/components/ui/avatar";
import { Icon } from "@/components/dashboard/icons";
import { HomeBoard } from "@/components/dashboard/home-board";
import { WelcomeCard, type WelcomeStep } from "@/components/dashboard/welcome-card";
import { WELCOME_COOKIE } from "@/components/auth/welcome-cookie";
import { formatRate, shortLocation } from "@/components/profile/format";
import { displayName } from "@/lib/accounts/dto";
import { homeBoard, homeIds } from "@/lib/matching/home-tabs";
import { requireUser } from "@/app/dashboard/_lib/session";
import { profileSummary, type ProfileSummary } from "@/lib/profiles/queries";

export const metadata: Metadata = { title: "Home" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function HomePage({ searchParams }: Props) {
  // the layout's read of the session user (React's cache), and for a provider what the page shows of the profile
  const signedIn = await requireUser();
  // the lists' ids start at once, beside the profile's read (a provider's FOR YOU needs the profile)
  const lists = homeIds(signedIn);
  lists.catch(() => {}); // awaited below; a refusal of the profile's read first must not leave it unhandled
  const [summary, sp, jar] = await Promise.all([
    signedIn.type === "customer" ? NO_PROFILE : profileSummary(signedIn.id),
    searchParams,
    cookies(),
  ]);
  const user: HomeUser = { ...signedIn, ...summary };
  // the open tab lives in the URL (?tab=completed), so Back from a job lands on the tab it was opened from
  const tab = typeof sp.tab === "string" ? sp.tab : undefined;
  // set by a sign-up only (components/auth/use-finish-sign-in.ts): a new person is welcomed, not "back"
  const isNew = jar.get(WELCOME_COOKIE)?.value === "1";
  const employer = user.type === "customer";
  const name = displayName(user);
  const greetingName = employer && user.accountType === "company" ? user.company : user.firstName || name;
  const steps = employer ? [] : profileSteps(user);
  const done = steps.filter((s) => s.done).length;
  const percent = steps.length ? Math.round((done / steps.length) * 100) : 100;
  const links = employer
    ? [
        { href: "/dashboard/search-users", label: "Search employees", icon: "search" as const },
        { href: "/dashboard/background-checks", label: "Background checks", icon: "shield" as const },
        { href: "/dashboard/benefits", label: "Benefits", icon: "heart" as const },
      ]
    : [
        { href: "/dashboard/search-jobs", label: "Search jobs", icon: "search" as const },
        { href: "/dashboard/availability", label: "Set your availability", icon: "calendar" as const },
        { href: "/dashboard/benefits", label: "Benefits", icon: "heart" as const },
      ];

  return (
    <div className="flex flex-col gap-6">
      {isNew ? (
        <WelcomeCard name={greetingName} {...welcomeFor(employer, steps)} />
      ) : (
        <div>
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Welcome back, {greetingName}!</h1>
          <p className="mt-1 text-slate-500">
            {employer
              ? "Post jobs, hire people and follow your contracts in one place."
              : "Find work near you, send proposals and keep track of your jobs."}
          </p>
        </div>
      )}

      <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,1fr)_300px]">
        {/* only the open tab's cards are read and rendered; the board fetches another tab's when it is opened */}
        <HomeBoard data={await homeBoard(user, tab, lists)} />

        <aside className="flex flex-col gap-4">
          <section className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
            <div className="flex items-center gap-3">
              <Avatar src={user.avatar || null} name={name} size={52} />
              <div className="min-w-0">
                <p className="truncate font-semibold text-slate-900">{name}</p>
                <p className="truncate text-sm text-slate-500">
                  {employer
                    ? user.accountType === "company"
                      ? "Company account"
                      : "Personal account"
                    : user.profile?.title || "Add a professional title"}
                </p>
              </div>
            </div>
            <div className="mt-4 space-y-2 text-sm text-slate-600">
              {shortLocation(user) && (
                <p className="flex items-center gap-2">
                  <Icon name="mapPin" className="h-4 w-4 text-slate-400" />
                  <span className="truncate">{shortLocation(user)}</span>
                </p>
              )}
              {!employer && (
                <p className="flex items-center gap-2">
                  <Icon name="dollar" className="h-4 w-4 text-slate-400" />
                  {formatRate((user.profile?.hourlyRate ?? 0) / 100)}
                </p>
              )}
            </div>
            {!employer && (
              <div className="mt-4">
                <div className="flex items-center justify-between text-xs font-medium text-slate-500">
                  <span>Profile strength</span>
                  <span>{percent}%</span>
                </div>
                <div className="mt-1.5 h-2 overflow-hidden rounded-full bg-slate-100">
                  <div className="h-full rounded-full bg-brand-600" style={{ width: `${percent}%` }} />
                </div>
                {steps.some((s) => !s.done) && (
                  <ul className="mt-3 space-y-1 text-sm text-slate-500">
                    {steps
                      .filter((s) => !s.done)
                      .slice(0, 3)
                      .map((s) => (
                        <li key={s.label} className="flex items-center gap-2">
                          <span className="h-1.5 w-1.5 rounded-full bg-amber-400" />
                          {s.label}
                        </li>
                      ))}
                  </ul>
                )}
              </div>
            )}
            <Link
              href="/dashboard/edit-profile"
              className="mt-4 inline-flex w-full items-center justify-center rounded-lg border border-slate-300 px-4 py-2 text-sm font-medium text-slate-700 transition hover:bg-slate-50"
            >
              View and edit profile
            </Link>
          </section>

          <section className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
            <h2 className="text-sm font-semibold uppercase tracking-wide text-slate-500">Quick links</h2>
            <ul className="mt-3 space-y-1 text-sm">
              {links.map((l) => (
                <li key={l.href}>
                  <Link
                    href={l.href}
                    className="flex items-center gap-2 rounded-lg px-2 py-1.5 text-slate-700 hover:bg-slate-50 hover:text-brand-700"
                  >
                    <Icon name={l.icon} className="h-4 w-4 text-slate-400" />
                    {l.label}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        </aside>
      </div>
    </div>
  );
}

/** The first step of a new person: an employer posts a first job; an employee completes the profile (when
 * something is missing) or else goes looking for work. */
function welcomeFor(
  employer: boolean,
  steps: { label: string; done: boolean }[],
): { text: string; primary: WelcomeStep; secondary?: WelcomeStep } {
  const findJobs: WelcomeStep = { href: "/dashboard/search-jobs", label: "Find jobs", icon: "search" };
  if (employer) {
    return {
      text: "Your account is ready. Post your first job to start receiving proposals from skilled people near you.",
      primary: { href: "/dashboard/job", label: "Post your first job", icon: "plus" },
      secondary: { href: "/dashboard/search-users", label: "Search employees", icon: "search" },
    };
  }
  const missing = steps.filter((s) => !s.done);
  if (missing.length) {
    return {
      text: `Your profile is up. ${missing[0].label} and the rest of your profile for better matches, then find your first job.`,
      primary: { href: "/dashboard/edit-profile", label: "Complete your profile", icon: "user" },
      secondary: findJobs,
    };
  }
  return {
    text: "Your profile is complete. Find your first job nearby and send a proposal.",
    primary: findJobs,
    secondary: { href: "/dashboard/availability", label: "Set your availability", icon: "calendar" },
  };
}

type HomeUser = Awaited<ReturnType<typeof requireUser>> & ProfileSummary;

const NO_PROFILE: ProfileSummary = { profile: null, hasEducation: false, hasEmployment: false, hasResume: false };

/** What makes an employee profile complete, in the order an employer reads it. */
function profileSteps(u: HomeUser) {
  const p = u.profile;
  return [
    { label: "Add a profile photo", done: Boolean(u.avatar) },
    { label: "Add a professional title", done: Boolean(p?.title) },
    { label: "Write an overview", done: Boolean(p?.overview) },
    { label: "List your skills", done: (p?.skills.length ?? 0) > 0 },
    { label: "Choose your categories", done: (p?.categories.length ?? 0) > 0 },
    { label: "Set your hourly rate", done: (p?.hourlyRate ?? 0) > 0 },
    { label: "Add your education", done: u.hasEducation },
    { label: "Add your work experience", done: u.hasEmployment },
    { label: "Upload your resume", done: u.hasResume },
  ];
}
