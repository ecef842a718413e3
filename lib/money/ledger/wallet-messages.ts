// The money screens' and calls' messages: the spec's wording where it gives one (money-and-time.md §8),
// ours where it is silent. Client-safe.
export const WALLET_MSG = {
  // spec
  InsufficientBalance: "Insufficient balance",
  AmountExceedsBalance: "Amount cannot exceed the balance",
  InvalidPaypalEmail: "Enter a valid email",
  NotEnoughToPay: "You do not have enough balance to complete this payment.",
  ConfirmPay: "This will complete the job and send payment to the provider. Do you want to proceed?",
  // ours
  InvalidAmount: "Please enter an amount above 0.",
  InvalidBankName: "Please enter the bank account holder's name (at least 2 characters).",
  InvalidRouting: "The routing number must be 9 digits.",
  InvalidRoutingChecksum: "This routing number is not valid: please check its 9 digits.",
  InvalidAccount: "The account number must be 6 to 17 digits.",
  InvalidPaymentType: "Please choose PayPal or bank.",
  StalePage:
    "The amounts on this page are out of date (the contract or the service fee changed). Please reload the page and check the new total.",
  AlreadyPaid: "This contract has already been paid.",
  NotPayable: "Only an active or completed contract can be paid.",
  NoContract: "This job has no contract to pay: nobody was hired.",
  NotYourPayment: "You can only pay for your own jobs.",
  WrongProvider: "The provider on this page is not the provider of this contract. Please reload the page.",
  PaySuccess: "Payment sent. The job is complete.",
  PeriodHourlyOnly: "Only an hourly contract is paid by pay period. Pay a fixed-price contract when it is complete.",
  PeriodNotActive: "Hours are paid by period only while the contract is active. Pay the rest of a completed contract with Pay Now.",
  NothingUnpaid: "There are no unpaid hours to pay on this contract.",
  NothingUnpaidWeek: "There are no unpaid hours before this week to pay on this contract.",
  PeriodAlreadyPaid: "These hours have already been paid.",
  PeriodPaySuccess: "Payment sent. The contract stays open.",
  ConfirmPayPeriod: "This will pay the employee for these hours now. The contract stays open and the rest is paid when you complete it.",
  NothingLeftToPay: "Every tracked hour of this contract has been paid: there is nothing left to pay.",
  WithdrawSuccess: "Your withdrawal request was received.",
} as const;
