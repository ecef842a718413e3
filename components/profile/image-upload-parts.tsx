"use client";
// The parts both image uploads of the profile editor share (the profile photo, the company logo): the hidden
// file field and the spinner over the image while it is saved.
import type { RefObject } from "react";

export function ImageFileInput({
  inputRef,
  testId,
  label,
  onPick,
}: {
  inputRef: RefObject<HTMLInputElement | null>;
  testId: string;
  label: string;
  onPick: (file: File | undefined) => void;
}) {
  return (
    <input
      ref={inputRef}
      type="file"
      accept="image/jpeg,image/png,image/webp"
      className="hidden"
      data-testid={testId}
      aria-label={label}
      onChange={(e) => onPick(e.target.files?.[0])}
    />
  );
}

/** Over the image while it is saved; `rounded` follows the image's own corners. */
export function UploadSpinner({ rounded }: { rounded: "rounded-full" | "rounded-xl" }) {
  return (
    <span className={`absolute inset-0 flex items-center justify-center ${rounded} bg-white/60`}>
      <span className="h-6 w-6 animate-spin rounded-full border-2 border-brand-600 border-t-transparent" />
    </span>
  );
}
