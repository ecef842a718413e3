"use client";
// The employer's "Only hire when funded" (user/hire_when_funded), saved as it is flipped: on, a hire the balance
// cannot hold is refused (with the amount missing) instead of being made Not funded.
import { useState } from "react";
import { useApiMutation } from "@/hooks/use-api-mutation";
import { HOLD_MSG } from "@/lib/money/holds/hold-messages";
import { ToggleSwitch } from "@/components/ui/toggle-switch";

export function HireWhenFundedSwitch({ initial }: { initial: boolean }) {
  const [on, setOn] = useState(initial);
  const save = useApiMutation("user/hire_when_funded", {
    refresh: false,
    success: (d) => `${HOLD_MSG.OnlyWhenFundedLabel}: ${d.onlyWhenFunded ? "on" : "off"}.`,
    onSuccess: (d) => setOn(d.onlyWhenFunded),
  });
  const id = "hire-when-funded";
  return (
    <div className="flex items-start justify-between gap-4">
      <div className="min-w-0">
        <label id={`${id}-label`} htmlFor={id} className="block text-sm font-medium text-slate-900">
          {HOLD_MSG.OnlyWhenFundedLabel}
        </label>
        <p id={`${id}-help`} className="mt-0.5 text-sm text-slate-500">
          {HOLD_MSG.OnlyWhenFundedHelp}
        </p>
      </div>
      <ToggleSwitch id={id} on={on} disabled={save.isPending} onFlip={() => void save.run({ on: !on })} />
    </div>
  );
}
