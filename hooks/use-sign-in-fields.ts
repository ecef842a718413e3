"use client";
// The sign-in form's two fields without react-hook-form, so the start page `/` loads none of it (13 kB gzip).
// It keeps what react-hook-form with the zod resolver gives the other forms: the server's schema (zod, loaded on the first
// key or pointer press in the form, at the latest on submit), its messages under the fields on submit and, once
// a submit was refused, again on every change of a field (react-hook-form's defaults), and the focus on the
// first refused field.
import { useCallback, useRef, useState } from "react";

export type SignInFields = { email: string; password: string };
type Name = keyof SignInFields;
type Errors = Partial<Record<Name, { message: string }>>;
/** What the form needs of a zod schema of the two fields. */
export type SignInSchema = {
  safeParse: (
    v: unknown,
  ) => { success: true; data: SignInFields } | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } };
};

const NAMES: Name[] = ["email", "password"];

export function useSignInFields(loadSchema: () => Promise<SignInSchema>, defaults: SignInFields) {
  const inputs = useRef<Partial<Record<Name, HTMLInputElement | null>>>({});
  const [errors, setErrors] = useState<Errors>({});
  const [refused, setRefused] = useState(false);
  const [load] = useState(() => {
    let loaded: Promise<SignInSchema> | null = null;
    return () => {
      loaded ??= loadSchema();
      loaded.catch(() => {
        loaded = null; // a failed chunk load is tried again on the next validation
      });
      return loaded;
    };
  });

  const check = useCallback(async () => {
    const values = Object.fromEntries(NAMES.map((n) => [n, inputs.current[n]?.value ?? ""])) as SignInFields;
    const parsed = (await load()).safeParse(values);
    if (parsed.success) return { data: parsed.data, errors: {} as Errors };
    const found: Errors = {};
    for (const issue of parsed.error.issues) {
      const name = issue.path[0] as Name;
      if (NAMES.includes(name) && !found[name]) found[name] = { message: issue.message };
    }
    return { data: null, errors: found };
  }, [load]);

  const register = (name: Name) => ({
    name,
    defaultValue: defaults[name],
    ref: (el: HTMLInputElement | null) => {
      inputs.current[name] = el;
    },
    onChange: () => {
      if (!refused) return;
      void check().then((r) => setErrors((e) => ({ ...e, [name]: r.errors[name] })));
    },
  });

  const handleSubmit = (onValid: (data: SignInFields) => Promise<void> | void) => async (e: React.FormEvent) => {
    e.preventDefault();
    const r = await check();
    setErrors(r.errors);
    if (r.data) return onValid(r.data);
    setRefused(true);
    const first = NAMES.find((n) => r.errors[n]);
    if (first) inputs.current[first]?.focus();
  };

  const setFocus = useCallback((name: Name) => inputs.current[name]?.focus(), []);
  const prefetch = useCallback(() => void load().catch(() => {}), [load]);
  return { register, handleSubmit, setFocus, errors, warm: { onKeyDown: prefetch, onPointerDown: prefetch } };
}
