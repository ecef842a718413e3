// The bank deposit's status → screen flow (money-and-time §4) with the spec's messages, and the Stripe.js steps
// (collectBankAccountForPayment → confirmUsBankAccountPayment → verifyMicrodepositsForPayment) driven by a
// stand-in of Stripe.js that answers as Stripe's test mode does. Real Stripe.js is not exercised here.
import { describe, expect, it } from "vitest";
import { bankScreen, stripeCollectBank, stripeConfirmBank, stripeVerifyBank, type StripeBankJs } from "@/lib/money/deposits/bank-flow";
import { PAY_MSG } from "@/lib/money/processor-base/payment-messages";

describe("bankScreen", () => {
  it.each([
    [{ status: "requires_confirmation" }, { step: "confirm", message: "You may now press the first 'Confirm' button." }],
    [
      { status: "requires_action", next_action: { type: "verify_with_microdeposits" } },
      { step: "verify", message: PAY_MSG.MustVerify },
    ],
    [{ status: "processing" }, { step: "history", message: "The debit has been successfully submitted and is now processing." }],
    // the spec's sentence, with the amount and where it went in place of "currency: USD"
    [
      { status: "succeeded", currency: "usd", amount: 2500 },
      { step: "history", message: "The payment was confirmed successfully! $25.00 was added to your wallet." },
    ],
    [
      { status: "succeeded", currency: "usd" },
      { step: "history", message: "The payment was confirmed successfully!" },
    ],
    [
      { status: "requires_action", next_action: { type: "redirect_to_url" } },
      { step: "error", message: "Payment status: requires_action" },
    ],
    [{ status: "canceled" }, { step: "error", message: "Payment status: canceled" }],
    [{ status: "requires_payment_method" }, { step: "error", message: "Payment status: requires_payment_method" }],
  ])("%j → %j", (intent, screen) => {
    expect(bankScreen(intent)).toEqual(screen);
  });

  it("with Stripe.js on, requires_payment_method means: collect the bank account first", () => {
    expect(bankScreen({ status: "requires_payment_method" }, true)).toEqual({ step: "collect", message: null });
  });
});

/** Stripe.js as Stripe's test mode answers it: test micro-deposits 32 and 45 cents, descriptor SM11AA. */
function fakeStripe(opts: { closeForm?: boolean } = {}) {
  const calls: unknown[][] = [];
  let status = "requires_payment_method";
  const pi = () => ({
    paymentIntent: { status, currency: "usd", next_action: status === "requires_action" ? { type: "verify_with_microdeposits" } : null },
  });
  const js: StripeBankJs = {
    async collectBankAccountForPayment(o) {
      calls.push(["collect", o]);
      if (!opts.closeForm) status = "requires_confirmation";
      return pi();
    },
    async confirmUsBankAccountPayment(secret) {
      calls.push(["confirm", secret]);
      status = "requires_action";
      return pi();
    },
    async verifyMicrodepositsForPayment(secret, data) {
      calls.push(["verify", secret, data]);
      const ok = "amounts" in data ? data.amounts.join(",") === "32,45" : data.descriptor_code === "SM11AA";
      if (!ok) return { error: { message: PAY_MSG.AmountsMismatch } };
      status = "processing";
      return pi();
    },
  };
  return { js, calls };
}

describe("the Stripe.js bank steps", () => {
  it("collect → Confirm → verify-deposit modal → transaction history", async () => {
    const { js, calls } = fakeStripe();
    const collected = await stripeCollectBank(js, "pi_1_secret_x", { name: "Erin Employer", email: "erin@example.test" });
    expect(collected.screen).toEqual({ step: "confirm", message: PAY_MSG.PressConfirm });
    expect(calls[0]).toEqual([
      "collect",
      {
        clientSecret: "pi_1_secret_x",
        params: {
          payment_method_type: "us_bank_account",
          payment_method_data: { billing_details: { name: "Erin Employer", email: "erin@example.test" } },
        },
        expand: ["payment_method"],
      },
    ]);
    expect((await stripeConfirmBank(js, "pi_1_secret_x")).screen).toEqual({ step: "verify", message: PAY_MSG.MustVerify });
    const wrong = await stripeVerifyBank(js, "pi_1_secret_x", "1,2");
    expect(wrong.screen).toEqual({ step: "error", message: PAY_MSG.AmountsMismatch });
    const right = await stripeVerifyBank(js, "pi_1_secret_x", " 32, 45 ");
    expect(calls.at(-1)).toEqual(["verify", "pi_1_secret_x", { amounts: [32, 45] }]);
    expect(right.screen).toEqual({ step: "history", message: PAY_MSG.DebitSubmitted });
  });

  it("a descriptor code is sent as descriptor_code (upper-cased)", async () => {
    const { js, calls } = fakeStripe();
    await stripeCollectBank(js, "s", { name: "A", email: "a@b.co" });
    await stripeConfirmBank(js, "s");
    expect((await stripeVerifyBank(js, "s", "sm11aa")).screen.step).toBe("history");
    expect(calls.at(-1)).toEqual(["verify", "s", { descriptor_code: "SM11AA" }]);
  });

  it("closing Stripe's bank form stays on the collect step (no error shown)", async () => {
    const { js } = fakeStripe({ closeForm: true });
    expect((await stripeCollectBank(js, "s", { name: "A", email: "a@b.co" })).screen).toEqual({ step: "collect", message: null });
  });
});
