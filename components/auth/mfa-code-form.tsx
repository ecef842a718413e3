"use client";
import Link from "next/link";
import { useEffect, useId, useRef, useState } from "react";
import { api, ApiError } from "@/lib/api-client";
import { MFA_MSG } from "@/lib/auth/mfa/messages";
import { useApiAction } from "@/hooks/use-api-action";
import { Button } from "@/components/ui/button";
import { useFinishSignIn } from "@/components/auth/use-finish-sign-in";

type Mode = "totp" | "recovery";

/**
 * The second step of a sign-in (password, Google or Facebook): a code from the authenticator app, or one of
 * the recovery codes, exchanged with the challenge for a session (user/login_mfa, then the "token" provider).
 */
export function MfaCodeForm({ challenge, next, onRestart }: { challenge: string; next?: string; onRestart?: () => void }) {
  const finish = useFinishSignIn();
  const [mode, setMode] = useState<Mode>("totp");
  const [code, setCode] = useState("");
  const [error, setError] = useState("");
  const [expired, setExpired] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const ids = { input: useId(), hint: useId(), error: useId(), heading: useId() };

  useEffect(() => {
    input.current?.focus();
  }, [mode]);

  const verify = useApiAction(
    async (typed: string) => {
      const data = await api("user/login_mfa", { challenge, code: typed });
      await finish(data.token, next);
    },
    {
      refresh: false,
      fallbackError: "Sign-in failed",
      onError: (err) => {
        setError(err.message);
        if (err instanceof ApiError && (err.status === 400 || (err.status === 401 && err.data?.triesLeft === 0))) setExpired(true);
        setCode("");
        input.current?.focus();
        return true;
      },
    },
  );
  const busy = verify.isPending || verify.isSuccess;

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const typed = code.trim();
    if (mode === "totp" && !/^\d{6}$/.test(typed.replace(/\s/g, ""))) return setError(MFA_MSG.CodeRequired);
    if (mode === "recovery" && typed.replace(/[\s-]/g, "").length !== 10)
      return setError("Enter one of your recovery codes, like abcde-fgh23.");
    setError("");
    void verify.run(typed);
  };

  const switchMode = () => {
    setMode((m) => (m === "totp" ? "recovery" : "totp"));
    setCode("");
    setError("");
  };

  const restart = onRestart ? (
    <Button variant="secondary" size="lg" className="w-full" onClick={onRestart}>
      Sign in again
    </Button>
  ) : (
    <Link
      href="/login"
      className="inline-flex w-full items-center justify-center rounded-lg border border-slate-300 bg-white px-6 py-3 text-base font-medium text-slate-800 hover:bg-slate-50"
    >
      Sign in again
    </Link>
  );

  return (
    <section aria-labelledby={ids.heading} className="flex flex-col gap-4">
      <div>
        <h2 id={ids.heading} className="text-lg font-semibold text-slate-900">
          Two-step sign-in
        </h2>
        <p id={ids.hint} className="mt-1 text-sm text-slate-600">
          {mode === "totp"
            ? "Enter the 6-digit code from your authenticator app."
            : "Enter one of the recovery codes you saved when you set up two-step sign-in. Each code works once."}
        </p>
      </div>
      {expired ? (
        <div className="flex flex-col gap-3">
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
            {error || MFA_MSG.ChallengeExpired}
          </p>
          {restart}
        </div>
      ) : (
        <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-label="Two-step sign-in code">
          <div className="flex flex-col gap-1">
            <label htmlFor={ids.input} className="text-sm font-medium text-slate-700">
              {mode === "totp" ? "Authentication code" : "Recovery code"}
            </label>
            <input
              ref={input}
              id={ids.input}
              name={mode === "totp" ? "otp" : "recovery-code"}
              value={code}
              onChange={(e) => setCode(mode === "totp" ? e.target.value.replace(/\D/g, "").slice(0, 6) : e.target.value.slice(0, 16))}
              inputMode={mode === "totp" ? "numeric" : "text"}
              autoComplete={mode === "totp" ? "one-time-code" : "off"}
              autoCapitalize="none"
              spellCheck={false}
              maxLength={mode === "totp" ? 6 : 16}
              placeholder={mode === "totp" ? "123456" : "abcde-fgh23"}
              aria-describedby={`${ids.hint}${error ? ` ${ids.error}` : ""}`}
              aria-invalid={!!error}
              className={`w-full rounded-xl border bg-white px-4 py-3 text-center font-mono text-xl tracking-[0.3em] outline-none transition focus:border-brand-500 focus:ring-2 focus:ring-brand-100 ${
                error ? "border-red-500" : "border-slate-300"
              }`}
            />
            {error && (
              <p id={ids.error} role="alert" className="text-xs text-red-600">
                {error}
              </p>
            )}
          </div>
          <Button type="submit" size="lg" loading={busy} className="w-full">
            Verify and sign in
          </Button>
          <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
            <button type="button" onClick={switchMode} className="font-medium text-brand-600 hover:underline">
              {mode === "totp" ? "Use a recovery code instead" : "Use the authenticator app instead"}
            </button>
            {onRestart ? (
              <button type="button" onClick={onRestart} className="font-medium text-slate-600 hover:underline">
                Cancel
              </button>
            ) : (
              <Link href="/login" className="font-medium text-slate-600 hover:underline">
                Cancel
              </Link>
            )}
          </div>
        </form>
      )}
    </section>
  );
}
