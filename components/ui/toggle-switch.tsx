// An on/off switch (role="switch") labelled by the row's label and help text (ids `${id}-label`, `${id}-help`).
export function ToggleSwitch({ id, on, disabled, onFlip }: { id: string; on: boolean; disabled?: boolean; onFlip: () => void }) {
  return (
    <button
      id={id}
      type="button"
      role="switch"
      aria-checked={on}
      aria-labelledby={`${id}-label`}
      aria-describedby={`${id}-help`}
      disabled={disabled}
      onClick={onFlip}
      data-testid={id}
      className={`relative mt-0.5 inline-flex h-7 w-12 shrink-0 items-center rounded-full transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-wait disabled:opacity-70 ${
        on ? "bg-brand-600" : "bg-slate-300"
      }`}
    >
      <span
        aria-hidden
        className={`inline-block h-5 w-5 rounded-full bg-white shadow transition ${on ? "translate-x-6" : "translate-x-1"}`}
      />
    </button>
  );
}
