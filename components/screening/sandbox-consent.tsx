"use client";
// The sandbox screening partner's hosted page: the candidate's consent and details (a stand-in for Checkr's).
import { useState } from "react";
import { useRouter } from "next/navigation";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/field";
import { useApiMutation } from "@/hooks/use-api-mutation";

export function SandboxConsentForm({ invitationId }: { invitationId: string }) {
  const router = useRouter();
  const [fullName, setFullName] = useState("");
  const [dateOfBirth, setDateOfBirth] = useState("");
  const [ssn, setSsn] = useState("");
  const [consent, setConsent] = useState(false);
  const submit = useApiMutation("sandbox/screening_consent", {
    success: (d) => d.message,
    refresh: false,
    onSuccess: () => router.push("/dashboard/background-checks"),
  });
  return (
    <form
      className="flex flex-col gap-4"
      onSubmit={(e) => {
        e.preventDefault();
        void submit.run({ invitationId, fullName, dateOfBirth, ssn, consent: consent as true });
      }}
    >
      <Input label="Full legal name" autoComplete="name" value={fullName} onChange={(e) => setFullName(e.target.value)} />
      <Input label="Date of birth" type="date" value={dateOfBirth} onChange={(e) => setDateOfBirth(e.target.value)} />
      <Input label="Social Security number" inputMode="numeric" value={ssn} onChange={(e) => setSsn(e.target.value)} />
      <label className="flex min-h-6 items-start gap-2 text-sm text-slate-800">
        <input type="checkbox" className="mt-0.5 h-5 w-5 shrink-0" checked={consent} onChange={(e) => setConsent(e.target.checked)} />I
        authorize this background check and have read the disclosure and A Summary of Your Rights Under the Fair Credit Reporting Act.
      </label>
      <Button type="submit" loading={submit.isPending || submit.isSuccess}>
        Give consent and submit
      </Button>
    </form>
  );
}
