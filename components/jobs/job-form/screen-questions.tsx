"use client";
// Screening questions of the job form: a list with Add / Edit / Remove and the 700px question modal.
// Questions are trimmed and an emptied one is dropped. A drafted question carries where it came from: "AI"
// when a language model wrote it, "Suggested" when Gigline's templates did (lib/jobs/screen-questions.ts);
// editing one makes it the employer's own. Each question is required unless the employer marks it optional.
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Modal } from "@/components/ui/modal";
import { Textarea } from "@/components/ui/field";
import { Icon } from "@/components/dashboard/icons";
import { MAX_SCREEN_QUESTIONS } from "@/lib/jobs/constants";
import type { ScreenQuestion } from "@/lib/jobs/schemas";
import { questionBadge } from "@/lib/jobs/screen-questions";

type Props = { value: ScreenQuestion[]; onChange: (v: ScreenQuestion[]) => void; error?: string };

export function ScreenQuestions({ value, onChange, error }: Props) {
  // null: closed; -1: a new question; otherwise the index being edited
  const [editing, setEditing] = useState<number | null>(null);
  const [text, setText] = useState("");

  const open = (index: number) => {
    setText(index >= 0 ? value[index].question : "");
    setEditing(index);
  };
  const close = () => setEditing(null);
  const save = () => {
    const question = text.trim();
    if (editing === null) return;
    if (editing === -1) {
      if (question) onChange([...value, { question, generatedByAI: false, suggested: false, required: true }]);
    } else if (!question) {
      onChange(value.filter((_, i) => i !== editing));
    } else {
      const before = value[editing];
      // a drafted question the employer rewrote is theirs now
      const changed = before.question !== question;
      onChange(value.map((q, i) => (i === editing ? (changed ? { ...q, question, generatedByAI: false, suggested: false } : q) : q)));
    }
    close();
  };

  return (
    <section aria-labelledby="screen-questions-heading" className="flex flex-col gap-3">
      <div className="flex items-center justify-between gap-3">
        <div>
          <h2 id="screen-questions-heading" className="text-sm font-medium text-slate-700">
            Screening questions
          </h2>
          <p className="text-xs text-slate-500">
            Applicants answer these with their proposal. Each is required unless you mark it optional.
          </p>
        </div>
        <Button variant="secondary" size="sm" onClick={() => open(-1)} disabled={value.length >= MAX_SCREEN_QUESTIONS}>
          <Icon name="plus" className="h-4 w-4" />
          Add Question
        </Button>
      </div>
      {value.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 px-4 py-5 text-center text-sm text-slate-500">
          No screening questions yet. Add your own or let &ldquo;Write with AI&rdquo; draft some.
        </p>
      ) : (
        <ol className="flex flex-col gap-2" aria-label="Screening questions">
          {value.map((q, i) => {
            const badge = questionBadge(q);
            return (
              <li
                key={`${i}-${q.question}`}
                className="flex items-start gap-3 rounded-lg border border-slate-200 bg-slate-50/60 px-3 py-2.5"
                data-testid="screen-question"
              >
                <span className="mt-0.5 text-sm font-semibold text-slate-500">{i + 1}.</span>
                <div className="min-w-0 flex-1">
                  <p className="text-sm text-slate-800">
                    {q.question}
                    {badge === "AI" && (
                      <span
                        className="ml-2 inline-flex items-center gap-1 rounded-full bg-violet-50 px-2 py-0.5 align-middle text-xs font-semibold text-violet-700"
                        title="Written by an AI model"
                      >
                        <Icon name="sparkle" className="h-3 w-3" />
                        AI
                      </span>
                    )}
                    {badge === "Suggested" && (
                      <span
                        className="ml-2 inline-flex items-center rounded-full bg-slate-200/70 px-2 py-0.5 align-middle text-xs font-semibold text-slate-700"
                        title="Suggested from Gigline's question templates"
                      >
                        Suggested
                      </span>
                    )}
                  </p>
                  {/* required by default; the employer may let applicants skip it */}
                  <label className="mt-1 inline-flex min-h-6 cursor-pointer items-center gap-2 text-xs text-slate-600">
                    <input
                      type="checkbox"
                      className="h-4 w-4 rounded border-slate-300 text-brand-600"
                      checked={!q.required}
                      onChange={(e) => onChange(value.map((x, j) => (j === i ? { ...x, required: !e.target.checked } : x)))}
                      aria-label={`Optional (question ${i + 1})`}
                    />
                    Optional
                  </label>
                </div>
                <div className="flex shrink-0 gap-1">
                  <button
                    type="button"
                    onClick={() => open(i)}
                    aria-label={`Edit question ${i + 1}`}
                    className="rounded p-1.5 text-slate-500 hover:bg-white hover:text-brand-700"
                  >
                    <Icon name="pencil" className="h-4 w-4" />
                  </button>
                  <button
                    type="button"
                    onClick={() => onChange(value.filter((_, j) => j !== i))}
                    aria-label={`Remove question ${i + 1}`}
                    className="rounded p-1.5 text-slate-500 hover:bg-white hover:text-red-600"
                  >
                    <Icon name="trash" className="h-4 w-4" />
                  </button>
                </div>
              </li>
            );
          })}
        </ol>
      )}
      {error && (
        <p className="text-xs text-red-600" role="alert">
          {error}
        </p>
      )}

      <Modal
        open={editing !== null}
        onClose={close}
        title={editing === -1 ? "Add Screening Question" : "Edit Screening Question"}
        width={700}
        footer={
          <>
            <Button variant="secondary" onClick={close}>
              Cancel
            </Button>
            <Button onClick={save}>Save</Button>
          </>
        }
      >
        <Textarea
          label="Question"
          rows={4}
          maxLength={500}
          autoFocus
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder="e.g. Have you worked a similar event before?"
          hint={editing !== null && editing >= 0 ? "Leave it empty to remove the question." : undefined}
        />
      </Modal>
    </section>
  );
}
