"use client";
// Passkeys: the account's list (name, when added and last used, synced or on one device), adding one (a name,
// the password and, while two-step sign-in is on, a code, then the browser's own passkey prompt), renaming
// and removing one (password and code again).
import { useState } from "react";
import { Button } from "@/components/ui/button";
import type { MfaStatus } from "@/lib/auth/mfa/manage";
import type { PasskeyDto } from "@/lib/auth/passkeys/manage";
import { lastSeenText, signedInText } from "@/components/security/format";
import { useMfaStatus } from "@/components/security/use-mfa-status";
import { AddModal, RemoveModal, RenameModal } from "@/components/security/passkey-modals";
import { usePasskeys, useWebAuthnSupport } from "@/components/security/use-passkeys";

type Dialog = { kind: "add" } | { kind: "rename" | "remove"; passkey: PasskeyDto } | null;

export function PasskeysSection({ mfa }: { mfa: MfaStatus }) {
  const mfaEnabled = useMfaStatus(mfa).enabled;
  const supported = useWebAuthnSupport();
  const { data, isPending, error, refetch } = usePasskeys();
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);

  return (
    <section aria-labelledby="passkeys-title" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 flex-1 basis-64">
          <h2 id="passkeys-title" className="text-lg font-semibold text-slate-900">
            Passkeys
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            Sign in with your fingerprint, face or screen lock instead of your password. A passkey counts as both steps of two-step sign-in.
          </p>
        </div>
        {supported && <Button onClick={() => setDialog({ kind: "add" })}>Add a passkey</Button>}
      </div>
      {supported === false && (
        <p className="mt-3 text-sm text-slate-600">This browser cannot create passkeys. Open this page in a current browser to add one.</p>
      )}

      {isPending ? (
        <p className="mt-4 text-sm text-slate-500" role="status">
          Loading your passkeys…
        </p>
      ) : error ? (
        <div className="mt-4 flex flex-wrap items-center gap-3 text-sm text-red-700" role="alert">
          {error.message || "Your passkeys could not be loaded."}
          <Button variant="secondary" size="sm" onClick={() => refetch()}>
            Try again
          </Button>
        </div>
      ) : data.length === 0 ? (
        <p className="mt-4 text-sm text-slate-500">No passkeys yet.</p>
      ) : (
        <ul className="mt-4 divide-y divide-slate-100" aria-label="Your passkeys">
          {data.map((p) => (
            <li key={p.id} className="flex flex-wrap items-center gap-x-4 gap-y-2 py-4 first:pt-0 last:pb-0">
              <div className="min-w-0 flex-1 basis-48">
                <p className="flex flex-wrap items-center gap-2 font-medium text-slate-900">
                  <span className="break-words">{p.name}</span>
                  {p.backedUp && <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-700">Synced</span>}
                </p>
                <p className="mt-0.5 text-sm text-slate-500">
                  Added {signedInText(p.createdAt)} · {p.lastUsedAt ? `Last used ${lastSeenText(p.lastUsedAt)}` : "Not used yet"}
                </p>
              </div>
              <div className="flex gap-2">
                <Button
                  variant="secondary"
                  size="sm"
                  onClick={() => setDialog({ kind: "rename", passkey: p })}
                  aria-label={`Rename ${p.name}`}
                >
                  Rename
                </Button>
                <Button
                  variant="secondary"
                  size="sm"
                  onClick={() => setDialog({ kind: "remove", passkey: p })}
                  aria-label={`Remove ${p.name}`}
                >
                  Remove
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}

      {dialog?.kind === "add" && <AddModal mfaEnabled={mfaEnabled} onClose={close} />}
      {dialog?.kind === "rename" && <RenameModal passkey={dialog.passkey} onClose={close} />}
      {dialog?.kind === "remove" && <RemoveModal passkey={dialog.passkey} mfaEnabled={mfaEnabled} onClose={close} />}
    </section>
  );
}
