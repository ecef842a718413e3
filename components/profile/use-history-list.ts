"use client";
// The state of one profile history list (Education or Work Experience): which entry the modal edits, which one
// waits for the delete confirmation, and the save, which sends the whole new list (update_provider replaces
// the list with what is sent).
import { useState } from "react";
import { useToast } from "@/components/ui/toast";
import type { EducationItem } from "@/components/profile/education-modal";
import type { EmploymentItem } from "@/components/profile/employment-modal";
import { useUpdateProfile } from "@/hooks/use-update-profile";
import type { EducationInput, EmploymentInput } from "@/lib/profiles/schemas";
import type { SelfUserDto } from "@/lib/accounts/dto";

/** The two history lists of a profile: the item as listed and the modal's input. */
export type HistoryKinds = {
  educations: { item: EducationItem; input: EducationInput };
  employments: { item: EmploymentItem; input: EmploymentInput };
};

/** Modal and confirmation state of one list, and the save that sends the whole new list. */
export function useHistoryList<K extends keyof HistoryKinds>(user: SelfUserDto, onSaved: (u: SelfUserDto) => void, kind: K) {
  type Item = HistoryKinds[K]["item"];
  const items = user[kind] as Item[];
  const toast = useToast();
  const update = useUpdateProfile(user);
  // undefined: closed; null: adding; an item: editing it
  const [editing, setEditing] = useState<Item | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<Item | null>(null);

  const send = (next: unknown[], done: string, after: () => void) =>
    update.mutate(
      { [kind]: next },
      {
        onSuccess: (u) => {
          onSaved(u);
          toast.success(done);
          after();
        },
      },
    );

  return {
    editing,
    deleting,
    saving: update.isPending,
    openNew: () => setEditing(null),
    openEdit: (item: Item) => setEditing(item),
    close: () => setEditing(undefined),
    askDelete: (item: Item) => setDeleting(item),
    cancelDelete: () => setDeleting(null),
    save: (v: HistoryKinds[K]["input"]) => {
      const entry = { ...v, _id: editing?._id };
      const next = editing ? items.map((i) => (i._id === editing._id ? entry : i)) : [...items, entry];
      send(next, editing ? "Changes saved" : kind === "educations" ? "Education added" : "Work experience added", () =>
        setEditing(undefined),
      );
    },
    confirmDelete: () => {
      if (!deleting) return;
      send(
        items.filter((i) => i._id !== deleting._id),
        kind === "educations" ? "Education deleted" : "Work experience deleted",
        () => setDeleting(null),
      );
    },
  };
}
