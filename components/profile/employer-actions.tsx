"use client";
// An employer on an employee's profile: Invite (a picker of the employer's open jobs → job/invite) and Book
// (New Booking Request with this person already selected). Workers and the person themselves never see it.
import Link from "next/link";
import { useState } from "react";
import { api } from "@/lib/api-client";
import { useApiMutation } from "@/hooks/use-api-mutation";
import type { InviteChoice } from "@/lib/proposals/invite-choices";
import { Button } from "@/components/ui/button";
import { Modal } from "@/components/ui/modal";

export function EmployerActions({ employee, jobs }: { employee: { _id: string; name: string }; jobs: InviteChoice[] }) {
  const [open, setOpen] = useState(false);
  const [jobId, setJobId] = useState("");
  const [error, setError] = useState("");
  const [sent, setSent] = useState<ReadonlySet<string>>(new Set());
  const choices = jobs.map((j) => ({ ...j, taken: j.taken ?? (sent.has(j._id) ? ("invited" as const) : null) }));

  const close = () => {
    setOpen(false);
    setJobId("");
    setError("");
  };
  const invite = useApiMutation((id: string) => api("job/invite", { id, employees: [employee._id] }), {
    success: (res) => res.message,
    onSuccess: (_, id) => {
      setSent((s) => new Set(s).add(id));
      close();
    },
  });
  const submit = () => {
    if (!jobId) return setError("Please choose a job.");
    void invite.run(jobId);
  };

  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)} data-testid="profile-invite">
        Invite
      </Button>
      <Link
        href={`/dashboard/new-booking-request?employee=${encodeURIComponent(employee._id)}`}
        className="inline-flex items-center justify-center rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50"
        data-testid="profile-book"
      >
        Book
      </Link>
      <Modal
        open={open}
        onClose={close}
        title={`Invite ${employee.name}`}
        footer={
          choices.some((j) => !j.taken) ? (
            <>
              <Button variant="secondary" onClick={close}>
                Cancel
              </Button>
              <Button loading={invite.isPending} onClick={submit} data-testid="invite-send">
                Send invitation
              </Button>
            </>
          ) : (
            <Button variant="secondary" onClick={close}>
              Close
            </Button>
          )
        }
      >
        {jobs.length === 0 ? (
          <div className="text-sm text-slate-600">
            <p>You have no open jobs to invite {employee.name} to.</p>
            <Link href="/dashboard/job" className="mt-2 inline-block font-semibold text-brand-700 hover:underline">
              Post a job
            </Link>
          </div>
        ) : (
          <fieldset>
            <legend className="text-sm font-medium text-slate-700">Which of your open jobs should {employee.name} apply to?</legend>
            <div role="radiogroup" aria-label="Open jobs" className="mt-3 flex max-h-[50vh] flex-col gap-2 overflow-y-auto">
              {choices.map((j) => (
                <label
                  key={j._id}
                  className={`flex items-center gap-3 rounded-lg border border-slate-200 px-3 py-2 text-sm has-[:checked]:border-brand-500 has-[:checked]:bg-brand-50 ${
                    j.taken ? "cursor-not-allowed bg-slate-50 text-slate-500" : "cursor-pointer hover:bg-slate-50"
                  }`}
                >
                  <input
                    type="radio"
                    name="invite-job"
                    value={j._id}
                    checked={jobId === j._id}
                    disabled={Boolean(j.taken)}
                    onChange={() => {
                      setJobId(j._id);
                      setError("");
                    }}
                    className="accent-brand-600"
                  />
                  <span className="min-w-0 flex-1">
                    <span className="block truncate font-medium text-slate-800">{j.title}</span>
                    <span className="block text-xs text-slate-500">
                      Posted {j.postedAgo}
                      {j.taken === "invited" ? " · Already invited" : j.taken === "applied" ? " · Already applied" : ""}
                    </span>
                  </span>
                </label>
              ))}
            </div>
            {error && (
              <p role="alert" className="mt-2 text-xs text-red-600">
                {error}
              </p>
            )}
          </fieldset>
        )}
      </Modal>
    </>
  );
}
