"use client";
// The Personal Info and Job Details sections of the profile editor: the saved values, and Edit opens their modal.
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Icon } from "@/components/dashboard/icons";
import { PersonalInfoModal } from "@/components/profile/personal-info-modal";
import { JobDetailsModal } from "@/components/profile/job-details-modal";
import { OverviewText } from "@/components/profile/overview-text";
import { ChipList } from "@/components/profile/chip-list";
import { formatRate } from "@/components/profile/format";
import type { SelfUserDto } from "@/lib/accounts/dto";

type SectionProps = { user: SelfUserDto; onSaved: (u: SelfUserDto) => void };

export function PersonalInfo({ user, onSaved }: SectionProps) {
  const [open, setOpen] = useState(false);
  const company = user.accountType === "company";
  const rows: [string, string][] = [
    ...(company
      ? [["Company", user.company] as [string, string]]
      : [["First name", user.firstName] as [string, string], ["Last name", user.lastName] as [string, string]]),
    ["Email", user.email],
    ["Phone", user.phone],
    ["Location", user.location],
  ];
  return (
    <div>
      <SectionHeader title="Personal Info" onEdit={() => setOpen(true)} editLabel="Edit personal info" />
      <dl className="mt-4 grid gap-x-8 gap-y-4 sm:grid-cols-2">
        {rows.map(([label, value]) => (
          <div key={label} className="min-w-0">
            <dt className="text-xs font-semibold uppercase tracking-wide text-slate-400">{label}</dt>
            <dd className="mt-1 truncate text-slate-800" data-testid={`info-${label.toLowerCase().replace(/\s+/g, "-")}`}>
              {value || <span className="text-slate-400">Not set</span>}
            </dd>
          </div>
        ))}
      </dl>
      <PersonalInfoModal open={open} onClose={() => setOpen(false)} user={user} onSaved={onSaved} />
    </div>
  );
}

export function JobDetails({ user, onSaved }: SectionProps) {
  const [open, setOpen] = useState(false);
  return (
    <div>
      <SectionHeader title="Job Details" onEdit={() => setOpen(true)} editLabel="Edit job details" />
      <div className="mt-4 grid gap-6">
        <div className="grid gap-4 sm:grid-cols-2">
          <div>
            <p className="text-xs font-semibold uppercase tracking-wide text-slate-400">Title</p>
            <p className="mt-1 text-slate-800" data-testid="job-title">
              {user.title || <span className="text-slate-400">Not set</span>}
            </p>
          </div>
          <div>
            <p className="text-xs font-semibold uppercase tracking-wide text-slate-400">Hourly rate</p>
            <p className="mt-1 text-slate-800" data-testid="job-rate">
              {formatRate(user.hourlyRate)}
            </p>
          </div>
        </div>
        <div>
          <p className="text-xs font-semibold uppercase tracking-wide text-slate-400">Overview</p>
          <div className="mt-1">{user.overview ? <OverviewText text={user.overview} /> : <p className="text-slate-400">Not set</p>}</div>
        </div>
        <ChipList label="Skills" items={user.skills} />
        <ChipList label="Categories" items={user.categories} tone="slate" />
      </div>
      <JobDetailsModal open={open} onClose={() => setOpen(false)} user={user} onSaved={onSaved} />
    </div>
  );
}

function SectionHeader({ title, onEdit, editLabel }: { title: string; onEdit: () => void; editLabel: string }) {
  return (
    <div className="flex items-center justify-between gap-3">
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      <Button size="sm" variant="secondary" onClick={onEdit} aria-label={editLabel}>
        <Icon name="pencil" className="h-4 w-4" />
        Edit
      </Button>
    </div>
  );
}
