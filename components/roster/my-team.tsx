"use client";
// My team (/dashboard/my-team): the employer's favourite workers and the ones they blocked, each with its
// action, and "Add from your hires" (the workers they hired before who are in neither list).
import { useState } from "react";
import type { HiredWorker, RosterWorker } from "@/lib/roster/list";
import { useApiMutation } from "@/hooks/use-api-mutation";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { RosterRow } from "@/components/roster/roster-row";

type Props = { favorites: RosterWorker[]; blocked: RosterWorker[]; hired: HiredWorker[] };

export function MyTeam({ favorites, blocked, hired }: Props) {
  const [pick, setPick] = useState("");
  const [error, setError] = useState("");
  const add = useApiMutation("roster/add", { success: "Added to your team", onSuccess: () => setPick("") });
  const remove = useApiMutation("roster/remove", { success: "Removed from your team" });
  const unblock = useApiMutation("roster/unblock", { success: "Unblocked" });
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (!pick) return setError("Please choose a worker.");
    setError("");
    void add.run({ userId: pick });
  };

  return (
    <div className="flex flex-col gap-8">
      <section aria-labelledby="team-add" className="rounded-xl border border-slate-200 bg-white p-4">
        <h2 id="team-add" className="text-lg font-semibold text-slate-900">
          Add from your hires
        </h2>
        {hired.length ? (
          <form onSubmit={submit} className="mt-3 flex flex-wrap items-end gap-3">
            <label className="flex min-w-0 flex-1 basis-56 flex-col gap-1 text-sm font-medium text-slate-700">
              Worker you hired
              <select
                value={pick}
                onChange={(e) => setPick(e.target.value)}
                className="w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-800"
                data-testid="team-pick"
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? "team-pick-error" : undefined}
              >
                <option value="">Choose a worker…</option>
                {hired.map((h) => (
                  <option key={h.userId} value={h.userId}>
                    {h.name}
                  </option>
                ))}
              </select>
            </label>
            <Button type="submit" loading={add.isPending} data-testid="team-add">
              Add to my team
            </Button>
            {error && (
              <p id="team-pick-error" role="alert" className="basis-full text-xs text-red-600">
                {error}
              </p>
            )}
          </form>
        ) : (
          <p className="mt-2 text-sm text-slate-500">
            Everyone you hired is already in a list. You can also add a worker from their profile or a finished job.
          </p>
        )}
      </section>

      <RosterList
        id="team-favorites"
        title="Favourites"
        hint="Workers you like to book again."
        label="Favourite workers"
        workers={favorites}
        action={(w) => ({ text: "Remove", aria: `Remove ${w.name}`, run: () => void remove.run({ userId: w.userId }) })}
        empty={
          <div className="mt-3">
            <EmptyState title="No favourites yet.">Add workers you hired to find and book them quickly.</EmptyState>
          </div>
        }
      />
      <RosterList
        id="team-blocked"
        title="Blocked"
        hint="They do not see your jobs and never get your booking requests."
        label="Blocked workers"
        workers={blocked}
        action={(w) => ({ text: "Unblock", aria: `Unblock ${w.name}`, run: () => void unblock.run({ userId: w.userId }) })}
        empty={<p className="mt-3 text-sm text-slate-500">You have not blocked anyone.</p>}
      />
    </div>
  );
}

type ListProps = {
  id: string;
  title: string;
  hint: string;
  label: string;
  workers: RosterWorker[];
  action: (w: RosterWorker) => { text: string; aria: string; run: () => void };
  empty: React.ReactNode;
};

/** One of the two lists: its heading with the count, a line saying what it means, a row per worker with its action. */
function RosterList({ id, title, hint, label, workers, action, empty }: ListProps) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-lg font-semibold text-slate-900">
        {title} ({workers.length})
      </h2>
      <p className="mt-1 text-sm text-slate-500">{hint}</p>
      {workers.length ? (
        <ul className="mt-3 flex flex-col gap-3" aria-label={label}>
          {workers.map((w) => {
            const a = action(w);
            return (
              <RosterRow
                key={w.userId}
                worker={w}
                action={
                  <Button variant="secondary" size="sm" onClick={a.run} aria-label={a.aria}>
                    {a.text}
                  </Button>
                }
              />
            );
          })}
        </ul>
      ) : (
        empty
      )}
    </section>
  );
}
