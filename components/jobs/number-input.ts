// The number fields of the job, apply and profile forms share one input filter and one rule
// (lib/money/amounts/parse.ts): the box keeps digits, a dot and a minus, so decimals are never dropped
// ("28.50" stays 28.50) and a minus stays visible for the field's message to answer it.
import type { ChangeEvent } from "react";
import { keepNumberChars } from "@/lib/money/amounts/parse";

export { amountInputText } from "@/lib/money/amounts/format";

/** onChange of a react-hook-form number field: filters the typed text in place. */
export function keepNumberInput(e: ChangeEvent<HTMLInputElement>) {
  const kept = keepNumberChars(e.target.value);
  if (kept !== e.target.value) e.target.value = kept;
}

/** A react-hook-form registration whose typed text is filtered before the form reads it. */
export function numberField<R extends { onChange: (e: ChangeEvent<HTMLInputElement>) => unknown }>(reg: R): R {
  return {
    ...reg,
    onChange: (e: ChangeEvent<HTMLInputElement>) => {
      keepNumberInput(e);
      return reg.onChange(e);
    },
  };
}
