"use client";
import { forwardRef } from "react";
import { Select } from "@/components/ui/field";
import { yearOptions } from "@/lib/profiles/schemas";

/** Year choices: the current year down to 1950. `emptyLabel` names the blank choice. */
export const YearSelect = forwardRef<
  HTMLSelectElement,
  React.SelectHTMLAttributes<HTMLSelectElement> & { label: string; error?: string; emptyLabel: string }
>(function YearSelect({ emptyLabel, ...rest }, ref) {
  return (
    <Select ref={ref} {...rest}>
      <option value="">{emptyLabel}</option>
      {yearOptions().map((y) => (
        <option key={y} value={y}>
          {y}
        </option>
      ))}
    </Select>
  );
});
