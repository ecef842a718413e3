"use client";
// The New / Edit Job form's first section: what the work is (title, description, categories, skills). Its
// terms (pay type, price, duration, job type, location, remote) are in job-terms-section.tsx.
import { Button } from "@/components/ui/button";
import { Input, Textarea } from "@/components/ui/field";
import { Icon } from "@/components/dashboard/icons";
import { TagInput } from "@/components/auth/tag-input";
import { CategoryPicker } from "@/components/categories/category-picker";
import { useGlobalData } from "@/hooks/use-global-data";
import { JOB_MSG } from "@/lib/jobs/messages";
import type { JobSectionProps } from "@/components/jobs/job-form/use-job-form";

/** The longest job title (lib/jobs/schemas.ts refuses more with "Please input a valid title"). */
const TITLE_MAX = 120;

export function JobWorkSection({
  values,
  errors,
  set,
  titleFlag,
  descriptionFlag,
  draftLabel,
  drafting,
  onWriteWithAi,
}: JobSectionProps & {
  titleFlag: boolean;
  descriptionFlag: boolean;
  draftLabel: string | null;
  drafting: boolean;
  onWriteWithAi: () => void;
}) {
  const globals = useGlobalData();
  return (
    <section className="flex flex-col gap-5 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <div>
        {/* no maxLength: a longer title is shown with the counter and refused with the message, never cut */}
        <Input
          label="Job title"
          placeholder="e.g. Bartender for a 120-guest wedding"
          value={values.title}
          onChange={(e) => set("title", e.target.value)}
          error={errors.title ?? (values.title.length > TITLE_MAX ? JOB_MSG.InvalidTitle : undefined)}
          aria-describedby={titleFlag ? "job-title-count job-title-violation" : "job-title-count"}
        />
        <p
          id="job-title-count"
          data-testid="title-count"
          className={`mt-1 text-right text-xs ${values.title.length > TITLE_MAX ? "font-semibold text-red-700" : "text-slate-500"}`}
        >
          {values.title.length}/{TITLE_MAX}
        </p>
        {titleFlag && <Violation id="job-title-violation" />}
      </div>

      <div>
        <div className="mb-1 flex items-center justify-between gap-3">
          <label htmlFor="job-description" className="text-sm font-medium text-slate-700">
            Description
          </label>
          <Button variant="secondary" size="sm" onClick={onWriteWithAi} loading={drafting}>
            {!drafting && <Icon name="sparkle" className="h-4 w-4 text-violet-600" />}
            Write with AI
          </Button>
        </div>
        <Textarea
          id="job-description"
          rows={9}
          placeholder="What needs doing, when and where, and what a great applicant brings."
          value={values.description}
          onChange={(e) => set("description", e.target.value)}
          error={errors.description}
          aria-describedby={descriptionFlag ? "job-description-violation" : undefined}
        />
        {descriptionFlag && <Violation id="job-description-violation" />}
        {draftLabel && values.description.trim() && (
          <p className="mt-1.5 text-xs text-slate-500" data-testid="draft-label">
            {draftLabel}
          </p>
        )}
      </div>

      <div
        className="flex flex-col gap-2"
        data-error={errors.categories ? "true" : undefined}
        tabIndex={errors.categories ? -1 : undefined}
      >
        <span className="text-sm font-medium text-slate-700">Categories</span>
        <CategoryPicker
          categories={globals.data?.categories ?? []}
          loading={globals.isLoading}
          value={values.categories}
          onChange={(v) => set("categories", v)}
          error={errors.categories}
          max={10}
        />
      </div>

      <TagInput
        label="Skills"
        value={values.skills}
        onChange={(v) => set("skills", v)}
        error={errors.skills}
        max={30}
        placeholder="Type a skill and press Enter"
      />
    </section>
  );
}

function Violation({ id }: { id?: string }) {
  return (
    <p
      id={id}
      className="mt-1.5 flex items-start gap-2 rounded-lg bg-amber-50 px-3 py-2 text-xs text-amber-800"
      role="alert"
      data-testid="violation-warning"
    >
      <span aria-hidden>⚠</span>
      {JOB_MSG.ViolationWarning}
    </p>
  );
}
