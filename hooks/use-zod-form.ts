"use client";
// One form helper: react-hook-form validated by a zod schema (usually the server's own, so form and handler
// share rules and messages). The form's values are the schema's input and the submit handler gets its parsed
// output, so forms need no resolver casts.
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, type FieldValues, type Resolver, type UseFormProps, type UseFormReturn } from "react-hook-form";
import type { z } from "zod";

/** A zod schema whose input is an object of form fields. */
export type FormSchema = z.ZodType<unknown, FieldValues>;

/**
 * `useZodForm(schema, { defaultValues })`: values typed `z.input<typeof schema>`, `handleSubmit` gets
 * `z.output<typeof schema>`. A form may hold narrower values than the schema accepts (text boxes for fields
 * the schema parses from `unknown`): pass them as the second type argument, e.g.
 * `useZodForm<typeof applySchema, ApplyFields>(applySchema, …)` — they must still be a valid input.
 */
export function useZodForm<S extends FormSchema, TValues extends FieldValues & z.input<S> = z.input<S> & FieldValues>(
  schema: S,
  options: Omit<UseFormProps<TValues, unknown, z.output<S>>, "resolver"> = {},
): UseFormReturn<TValues, unknown, z.output<S>> {
  return useForm<TValues, unknown, z.output<S>>({ ...options, resolver: zodFormResolver<S, TValues>(schema) });
}

/**
 * The resolver of a schema for form values `TValues`. The one cast of the house lives here: the resolver
 * validates `z.input<S>`, and `TValues` is that or narrower (enforced by the type parameter's bound).
 */
export function zodFormResolver<S extends FormSchema, TValues extends FieldValues & z.input<S> = z.input<S> & FieldValues>(
  schema: S,
): Resolver<TValues, unknown, z.output<S>> {
  return zodResolver(schema as z.ZodType<z.output<S>, TValues>) as Resolver<TValues, unknown, z.output<S>>;
}
