"use client";
// The "Appeal" button of one reliability mark: it opens a note form (10–1000 characters) that sends
// reliability/appeal; the page then shows the mark as "Appeal pending".
import { useState } from "react";
import { useZodForm } from "@/hooks/use-zod-form";
import { useApiMutation } from "@/hooks/use-api-mutation";
import { appealSchema } from "@/lib/reliability/schemas";
import { Button } from "@/components/ui/button";
import { Textarea } from "@/components/ui/field";

export function AppealButton({ eventId, label }: { eventId: string; label: string }) {
  const [open, setOpen] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useZodForm(appealSchema, { defaultValues: { eventId, note: "" } });
  const send = useApiMutation("reliability/appeal", {
    success: "Appeal sent. An admin reviews it and you are notified of the decision.",
    fallbackError: "Could not send the appeal",
    onSuccess: () => setOpen(false),
  });
  const onSubmit = handleSubmit(async (values) => {
    await send.run(values);
  });

  if (!open)
    return (
      <Button variant="secondary" size="sm" onClick={() => setOpen(true)} aria-label={`Appeal the ${label.toLowerCase()}`}>
        Appeal
      </Button>
    );
  return (
    <form onSubmit={onSubmit} noValidate className="mt-3 flex w-full flex-col gap-3" aria-label={`Appeal the ${label.toLowerCase()}`}>
      <Textarea
        label="What happened?"
        hint="10 to 1000 characters. An admin reads it with the shift's details."
        maxLength={1000}
        autoFocus
        error={errors.note?.message}
        {...register("note")}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" loading={send.isPending}>
          Send appeal
        </Button>
        <Button variant="ghost" size="sm" onClick={() => setOpen(false)}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
