"use client";
// Benefits: two offers; each asks for name, e-mail and phone, sends user/send_benefit and thanks.
import { useState } from "react";
import { useZodForm } from "@/hooks/use-zod-form";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/field";
import { FormActions, Modal } from "@/components/ui/modal";
import { Icon, type IconName } from "@/components/dashboard/icons";
import { useApiMutation } from "@/hooks/use-api-mutation";
import { sendBenefitSchema } from "@/lib/accounts/schemas";

type BenefitType = "health" | "financial";
type Contact = { name: string; email: string; phone: string };

export const BENEFIT_THANKS = "Thank you! We will be contacting you soon.";

const OFFERS: { type: BenefitType; icon: IconName; title: string; text: string; points: string[]; action: string }[] = [
  {
    type: "health",
    icon: "heart",
    title: "Health Insurance",
    text: "Coverage that fits temporary and independent work, for you and your family.",
    points: ["Plans from national carriers", "Options for individuals and small teams", "A licensed agent walks you through it"],
    action: "Get Health Insurance",
  },
  {
    type: "financial",
    icon: "dollar",
    title: "Free Financial Review",
    text: "A one-on-one review of your savings, taxes and retirement with a certified advisor, at no cost.",
    points: ["Budgeting for variable income", "Tax tips for 1099 and W-2 work", "Retirement and savings plans"],
    action: "Get a Free Review",
  },
];

const formSchema = sendBenefitSchema.omit({ type: true });

export function BenefitsBoard({ contact }: { contact: Contact }) {
  const [asking, setAsking] = useState<BenefitType | null>(null);
  const [thanked, setThanked] = useState(false);
  return (
    <>
      <div className="grid gap-6 md:grid-cols-2">
        {OFFERS.map((o) => (
          <section key={o.type} className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
            <span className="flex h-12 w-12 items-center justify-center rounded-xl bg-brand-50 text-brand-600">
              <Icon name={o.icon} className="h-6 w-6" />
            </span>
            <h2 className="mt-4 text-xl font-semibold text-slate-900">{o.title}</h2>
            <p className="mt-1 text-slate-600">{o.text}</p>
            <ul className="mt-4 flex-1 space-y-2 text-sm text-slate-600">
              {o.points.map((p) => (
                <li key={p} className="flex items-start gap-2">
                  <Icon name="check" className="mt-0.5 h-4 w-4 shrink-0 text-emerald-600" />
                  {p}
                </li>
              ))}
            </ul>
            <Button className="mt-6 w-full" onClick={() => setAsking(o.type)}>
              {o.action}
            </Button>
          </section>
        ))}
      </div>
      {asking && (
        <BenefitModal
          type={asking}
          title={OFFERS.find((o) => o.type === asking)?.title ?? ""}
          contact={contact}
          onClose={() => setAsking(null)}
          onSent={() => {
            setAsking(null);
            setThanked(true);
          }}
        />
      )}
      <Modal
        open={thanked}
        onClose={() => setThanked(false)}
        title="Request sent"
        footer={<Button onClick={() => setThanked(false)}>OK</Button>}
      >
        <div className="flex flex-col items-center py-4 text-center">
          <span className="flex h-14 w-14 items-center justify-center rounded-full bg-emerald-50 text-emerald-600">
            <Icon name="check" className="h-7 w-7" />
          </span>
          <p className="mt-4 text-lg font-medium text-slate-800">{BENEFIT_THANKS}</p>
        </div>
      </Modal>
    </>
  );
}

function BenefitModal({
  type,
  title,
  contact,
  onClose,
  onSent,
}: {
  type: BenefitType;
  title: string;
  contact: Contact;
  onClose: () => void;
  onSent: () => void;
}) {
  const send = useApiMutation("user/send_benefit", { refresh: false, onSuccess: onSent });
  const { register, handleSubmit, formState } = useZodForm(formSchema, { defaultValues: contact });
  const errors = formState.errors;
  const submit = handleSubmit(async (v) => {
    await send.run({ type, ...v });
  });
  return (
    <Modal
      open
      onClose={onClose}
      title={title}
      footer={<FormActions form="benefit-form" onCancel={onClose} label="Submit" loading={formState.isSubmitting} />}
    >
      <form id="benefit-form" onSubmit={submit} noValidate className="flex flex-col gap-4">
        <p className="text-sm text-slate-600">Leave your details and a specialist will get in touch.</p>
        <Input label="Name" autoComplete="name" error={errors.name?.message} {...register("name")} />
        <Input label="Email" type="email" autoComplete="email" error={errors.email?.message} {...register("email")} />
        <Input label="Phone" type="tel" autoComplete="tel" error={errors.phone?.message} {...register("phone")} />
      </form>
    </Modal>
  );
}
