"use client";
// Recommended Employees of one job: ranked cards with the score and its reasons, Skip (hides
// the card), select several and Invite to Job ('{n} employee(s) have been invited successfully.'),
// Show more for the next page, Done to the job's detail.
import Link from "next/link";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Icon } from "@/components/dashboard/icons";
import { api } from "@/lib/api-client";
import { useApiMutation } from "@/hooks/use-api-mutation";
import type { JobDto } from "@/lib/jobs/dto";
import type { recommendEmployees } from "@/lib/matching/recommend-employees";
import { EmployeeMatchCard } from "@/components/jobs/recommend/employee-match-card";

type Page = Awaited<ReturnType<typeof recommendEmployees>>;
export type RecommendedEmployee = Page["users"][number];
type JobSummary = Pick<JobDto, "_id" | "title" | "city" | "state" | "categories"> & { remote?: boolean };

export function RecommendBoard({ job, initial }: { job: JobSummary; initial: Page }) {
  const [users, setUsers] = useState(initial.users);
  const [page, setPage] = useState(initial.page);
  const [total, setTotal] = useState(initial.total);
  const [skipped, setSkipped] = useState<Set<string>>(new Set());
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [invited, setInvited] = useState<Set<string>>(new Set());

  const visible = users.filter((u) => !skipped.has(u._id));
  const toggle = (id: string) =>
    setSelected((s) => {
      const next = new Set(s);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const skip = (id: string) => {
    setSkipped((s) => new Set(s).add(id));
    setSelected((s) => {
      const next = new Set(s);
      next.delete(id);
      return next;
    });
  };

  const inviteCall = useApiMutation((employees: string[]) => api("job/invite", { id: job._id, employees }), {
    success: (res) => res.message,
    onSuccess: (_, employees) => {
      setInvited((s) => new Set([...s, ...employees]));
      setSelected(new Set());
    },
  });
  const invite = () => {
    const employees = [...selected];
    if (employees.length) void inviteCall.run(employees);
  };

  // the next page: a read, so no refresh of the page's server data
  const more = useApiMutation(() => api("job/get_recommend_employees", { id: job._id, page: page + 1, limit: initial.limit }), {
    refresh: false,
    onSuccess: (next) => {
      const known = new Set(users.map((u) => u._id));
      setUsers((u) => [...u, ...next.users.filter((x) => !known.has(x._id))]);
      setPage(next.page);
      setTotal(next.total);
    },
  });

  const place = [job.city, job.state].filter(Boolean).join(", ");
  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold text-slate-900">Recommended Employees</h1>
          <p className="mt-1 text-sm text-slate-500">
            People who fit <span className="font-medium text-slate-700">{job.title}</span>
            {job.remote
              ? ", best match first (remote work: the distance does not count)."
              : place
                ? `, those near ${place} first, best match first.`
                : ", best match first."}{" "}
            Select the ones you like and invite them to apply.
          </p>
        </div>
        <Link
          href={`/dashboard/detail-job/${job._id}`}
          className="inline-flex shrink-0 items-center justify-center rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50"
        >
          Done
        </Link>
      </div>

      <div className="sticky top-0 z-20 flex flex-wrap items-center justify-between gap-3 rounded-xl border border-slate-200 bg-white/95 px-4 py-3 shadow-sm backdrop-blur">
        <p className="text-sm text-slate-600" aria-live="polite">
          {selected.size
            ? `${selected.size} selected`
            : `${total} ${total === 1 ? "match" : "matches"}${skipped.size ? `, ${skipped.size} skipped` : ""}`}
        </p>
        <Button onClick={invite} loading={inviteCall.isPending} disabled={selected.size === 0}>
          <Icon name="plus" className="h-4 w-4" />
          Invite to Job
        </Button>
      </div>

      {visible.length === 0 ? (
        <div className="flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-14 text-center">
          <span className="mb-3 rounded-full bg-brand-50 p-3 text-brand-600">
            <Icon name="user" className="h-7 w-7" />
          </span>
          <p className="font-semibold text-slate-800">
            {users.length ? "You skipped everyone on this list." : "No recommended employees yet."}
          </p>
          <p className="mt-1 max-w-md text-sm text-slate-500">
            We suggest people whose categories or skills match {job.categories.length ? job.categories.join(", ") : "the job"}. You can also
            search employees yourself.
          </p>
          <Link href="/dashboard/search-users" className="mt-4 text-sm font-semibold text-brand-700 hover:underline">
            Search employees →
          </Link>
        </div>
      ) : (
        <ul className="flex flex-col gap-4" aria-label="Recommended employees">
          {visible.map((u) => (
            <li key={u._id}>
              <EmployeeMatchCard
                user={u}
                selected={selected.has(u._id)}
                invited={invited.has(u._id)}
                onToggle={() => toggle(u._id)}
                onSkip={() => skip(u._id)}
              />
            </li>
          ))}
        </ul>
      )}

      {users.length < total && (
        <div className="flex justify-center">
          <Button variant="secondary" onClick={() => more.run()} loading={more.isPending}>
            Show more
          </Button>
        </div>
      )}
    </div>
  );
}
