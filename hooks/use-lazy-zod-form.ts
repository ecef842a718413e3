"use client";
// useZodForm (hooks/use-zod-form.ts) for a page whose first load must stay small: the schema and its resolver
// (zod and @hookform/resolvers, ~31 kB gzip) are not part of the page's JavaScript. They load on the first
// key press or pointer press in the form (`warm`, spread on the <form>), and at the latest on the first
// validation, which waits for them. The sign-in page `/` uses it: Lighthouse's total blocking time there is
// mostly the parsing and running of the page's scripts on a slow phone.
import { useCallback, useState } from "react";
import { useForm, type FieldValues, type Resolver, type UseFormProps, type UseFormReturn } from "react-hook-form";
import type { z } from "zod";
import type { FormSchema } from "@/hooks/use-zod-form";

export function useLazyZodForm<S extends FormSchema, TValues extends FieldValues & z.input<S> = z.input<S> & FieldValues>(
  loadSchema: () => Promise<S>,
  options: Omit<UseFormProps<TValues, unknown, z.output<S>>, "resolver"> = {},
): UseFormReturn<TValues, unknown, z.output<S>> & { warm: { onKeyDown: () => void; onPointerDown: () => void } } {
  // one loader per form: the resolver is made once, then reused
  const [load] = useState(() => {
    let loaded: Promise<Resolver<TValues, unknown, z.output<S>>> | null = null;
    return () => {
      loaded ??= Promise.all([loadSchema(), import("@/hooks/use-zod-form")]).then(([schema, m]) => m.zodFormResolver<S, TValues>(schema));
      loaded.catch(() => {
        loaded = null; // a failed chunk load is tried again on the next validation
      });
      return loaded;
    };
  });
  const [resolver] = useState(() => {
    const lazy: Resolver<TValues, unknown, z.output<S>> = async (values, context, opts) => (await load())(values, context, opts);
    return lazy;
  });
  const form = useForm<TValues, unknown, z.output<S>>({ ...options, resolver });
  const prefetch = useCallback(() => void load().catch(() => {}), [load]);
  return { ...form, warm: { onKeyDown: prefetch, onPointerDown: prefetch } };
}
