"use client";
// Where the account is signed in: every live browser session and API token (user/get_sessions), this one
// marked "This device"; any other can be signed out, or all of them at once after the password (and the
// second-step code while two-step sign-in is on).
import { useMemo, useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { Button } from "@/components/ui/button";
import { FormActions, Modal } from "@/components/ui/modal";
import { DeviceIcon } from "@/components/security/device-icon";
import { useApiMutation } from "@/hooks/use-api-mutation";
import { useZodForm } from "@/hooks/use-zod-form";
import { ReauthFields, reauthFormSchema, showReauthError } from "@/components/security/reauth-fields";
import { lastSeenText, signedInText } from "@/components/security/format";
import { useMfaStatus } from "@/components/security/use-mfa-status";
import type { SessionDto } from "@/lib/accounts/sessions-list";
import type { MfaStatus } from "@/lib/auth/mfa/manage";

export const SESSIONS_QUERY_KEY = ["user", "sessions"] as const;

export function SessionsSection({ mfa }: { mfa: MfaStatus }) {
  const mfaEnabled = useMfaStatus(mfa).enabled;
  const { data, isPending, error, refetch } = useQuery({
    queryKey: SESSIONS_QUERY_KEY,
    queryFn: () => api("user/get_sessions").then((r) => r.sessions),
  });
  const [signOutAll, setSignOutAll] = useState(false);
  const others = data?.filter((s) => !s.current).length ?? 0;

  return (
    <section aria-labelledby="sessions-title" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id="sessions-title" className="text-lg font-semibold text-slate-900">
            Where you&apos;re signed in
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            Browsers and apps signed in to your account. Sign out any you don&apos;t recognise, then change your password.
          </p>
        </div>
        {others > 0 && (
          <Button variant="secondary" onClick={() => setSignOutAll(true)}>
            Sign out everywhere else
          </Button>
        )}
      </div>

      {isPending ? (
        <p className="mt-4 text-sm text-slate-500" role="status">
          Loading your sessions…
        </p>
      ) : error ? (
        <div className="mt-4 flex flex-wrap items-center gap-3 text-sm text-red-700" role="alert">
          {error.message || "Your sessions could not be loaded."}
          <Button variant="secondary" size="sm" onClick={() => refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <ul className="mt-4 divide-y divide-slate-100" aria-label="Signed-in sessions">
          {data.map((s) => (
            <SessionRow key={s.id} session={s} />
          ))}
        </ul>
      )}
      {signOutAll && <SignOutEverywhereModal mfaEnabled={mfaEnabled} onClose={() => setSignOutAll(false)} />}
    </section>
  );
}

function SessionRow({ session: s }: { session: SessionDto }) {
  const revoke = useApiMutation((v: { id: string }) => api("user/revoke_session", v), {
    refresh: false,
    success: (d) => d.message,
    invalidate: [SESSIONS_QUERY_KEY],
  });
  const title = s.os.startsWith("Unknown") ? s.browser : `${s.browser} on ${s.os}`;
  return (
    <li className="flex flex-wrap items-start gap-x-4 gap-y-2 py-4 first:pt-0 last:pb-0">
      <span className="mt-0.5 grid h-10 w-10 shrink-0 place-items-center rounded-full bg-slate-100 text-slate-600">
        <DeviceIcon kind={s.kind} device={s.device} />
      </span>
      <div className="min-w-0 flex-1 basis-48">
        <p className="flex flex-wrap items-center gap-2 font-medium text-slate-900">
          <span className="break-words">{title}</span>
          {s.current && <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-700">This device</span>}
        </p>
        <p className="mt-0.5 break-words text-sm text-slate-600">
          {s.kind === "api" ? "API token" : "Browser"} · {s.device}
          {s.ip ? ` · ${s.ip}` : ""}
        </p>
        <p className="mt-0.5 text-sm text-slate-500">
          Signed in {signedInText(s.createdAt)} · {s.current ? "Active now" : `Last seen ${lastSeenText(s.lastUsedAt)}`}
        </p>
      </div>
      {!s.current && (
        <Button
          variant="secondary"
          size="sm"
          className="ml-14 sm:ml-0"
          loading={revoke.isPending}
          onClick={() => revoke.run({ id: s.id })}
          aria-label={`Sign out ${title}`}
        >
          Sign out
        </Button>
      )}
    </li>
  );
}

function SignOutEverywhereModal({ mfaEnabled, onClose }: { mfaEnabled: boolean; onClose: () => void }) {
  const schema = useMemo(() => reauthFormSchema(mfaEnabled), [mfaEnabled]);
  const { register, handleSubmit, setError, formState } = useZodForm(schema, { defaultValues: { password: "", code: "" } });
  const revoke = useApiMutation((v: { password: string; code?: string }) => api("user/revoke_other_sessions", v), {
    refresh: false,
    success: (d) => d.message,
    invalidate: [SESSIONS_QUERY_KEY],
    onSuccess: onClose,
    onError: (err) =>
      showReauthError((field, message) => setError(field, { type: "server", message }, { shouldFocus: true }), err.message, mfaEnabled),
  });
  const submit = handleSubmit(async (v) => {
    await revoke.run({ password: v.password, ...(v.code ? { code: v.code } : {}) });
  });
  return (
    <Modal
      open
      onClose={onClose}
      title="Sign out everywhere else"
      footer={
        <FormActions form="sign-out-others-form" onCancel={onClose} label="Sign out other sessions" loading={formState.isSubmitting} />
      }
    >
      <form id="sign-out-others-form" onSubmit={submit} noValidate className="flex flex-col gap-4">
        <p className="text-sm text-slate-600">
          Every other browser and app signed in to your account is signed out. This device stays signed in.
        </p>
        <ReauthFields password={register("password")} code={register("code")} errors={formState.errors} codeRequired={mfaEnabled} />
      </form>
    </Modal>
  );
}
