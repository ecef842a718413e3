"use client";
// /dashboard/new-booking-request, "New Booking Request": three steps (booking info, employee selection,
// recurring page). Forward only on valid input, back any time, a step header goes only to earlier steps;
// the data of each step accumulates into one request. Done creates it (or, without credit and at basic
// level or below, offers the subscription) and goes to booking-requests. Opened from an employee's profile
// (Book), that person starts out selected.
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { BookingInfoStep, EmployeesStep, WizardStepNav } from "@/components/booking/booking-wizard-steps";
import { RecurringStep } from "@/components/booking/booking-wizard-recurring";
import { ShiftPolicyNote } from "@/components/cancellations/shift-policy-note";
import { useBookingWizard } from "@/components/booking/use-booking-wizard";

export { shiftOf, wizardZone } from "@/components/booking/use-booking-wizard";

export function BookingWizard({ premium, preselected = null }: { premium: boolean; preselected?: { _id: string; name: string } | null }) {
  const w = useBookingWizard(premium, preselected);
  const { step, s, set, errors } = w;

  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold text-slate-900">New Booking Request</h1>
      <WizardStepNav step={step} onGo={w.setStep} />

      <Card className="p-4 sm:p-6">
        {step === 0 && (
          <BookingInfoStep
            s={s}
            set={set}
            errors={errors}
            today={w.today}
            zoneHint={w.zoneHint}
            endHint={w.endHint}
            preselected={preselected}
          />
        )}
        {step === 1 && <EmployeesStep s={s} set={set} shift={w.shift} timezone={w.timezone} />}
        {step === 2 && <RecurringStep s={s} set={set} errors={errors} premium={premium} />}
        {step === 2 && <ShiftPolicyNote side="employer" className="mt-4" />}
        <div className="mt-6 flex justify-between gap-2">
          <Button variant="secondary" onClick={() => w.setStep(step - 1)} disabled={step === 0}>
            Back
          </Button>
          {step < 2 ? (
            <Button onClick={w.next}>Next</Button>
          ) : (
            <Button loading={w.saving} onClick={w.done}>
              Done
            </Button>
          )}
        </div>
      </Card>
      <ConfirmDialog
        open={w.askCredit}
        title="Not enough connects"
        message="You do not have enough connects to create a booking request. Would you like to buy more?"
        confirmLabel="Buy more"
        cancelLabel="Cancel"
        onConfirm={w.buyCredit}
        onClose={w.closeAskCredit}
      />
    </div>
  );
}
