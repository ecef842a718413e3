import { REQ } from "@/lib/assistant/templates/common";
import type { TemplateGroup } from "@/lib/assistant/templates/types";

export const ADMINISTRATIVE: TemplateGroup = {
  category: "Administrative & Office",
  fallback: "Office Assistant",
  templates: {
    Receptionist: {
      role: "receptionist",
      summary: "You will be the welcoming first contact for our visitors and callers and keep the front office running smoothly.",
      duties: [
        "Greet visitors, check them in and direct them to the right person.",
        "Answer and route phone calls and take clear messages.",
        "Manage the meeting room calendar and appointment bookings.",
        "Receive and sort mail and deliveries.",
        "Keep the reception area tidy and professional.",
      ],
      requirements: ["You have receptionist or front office experience.", "You have a clear, friendly phone manner.", REQ.computer],
      certifications: [],
      questions: [
        "How many lines or calls per day have you handled on a busy switchboard?",
        "A visitor arrives without an appointment and insists on seeing a manager. What do you do?",
        "Which scheduling or phone systems have you used?",
        "How do you keep track of several tasks while being interrupted all day?",
      ],
      match: /\breception|\bfront office|\bswitchboard|\bphone answering/i,
    },
    "Data Entry": {
      role: "data entry clerk",
      summary: "You will enter and check data accurately and quickly so that our records stay complete and correct.",
      duties: [
        "Enter data from documents, forms and files into our systems.",
        "Check entries for errors and missing information and correct them.",
        "Update and maintain spreadsheets and databases.",
        "Follow procedures for confidential and personal data.",
        "Report recurring data problems to the team.",
      ],
      requirements: [
        "You type at least 45 words per minute with high accuracy.",
        "You are comfortable with Excel or Google Sheets.",
        "You are detail-oriented and can concentrate on repetitive work.",
      ],
      certifications: [],
      questions: [
        "What is your typing speed and accuracy, and how was it measured?",
        "How do you check your own work for errors before submitting it?",
        "Which spreadsheet functions do you use regularly (for example VLOOKUP, filters or pivot tables)?",
        "How do you handle confidential information such as personal or financial data?",
      ],
      match: /\bdata entry|\btyping|\bspreadsheet|\bexcel\b|\bgoogle sheets/i,
    },
    "Office Assistant": {
      role: "office assistant",
      summary: "You will keep our office organized and support the team with the administrative work that keeps everything on track.",
      duties: [
        "Manage calendars, schedule meetings and book rooms.",
        "Prepare documents, spreadsheets and presentations.",
        "Order office supplies and keep the office organized.",
        "File paper and digital records accurately.",
        "Answer phones and emails and route requests to the right person.",
      ],
      requirements: [
        "You have office or administrative experience.",
        "You are skilled with Microsoft Office or Google Workspace.",
        "You are organized and able to juggle several priorities.",
      ],
      certifications: [],
      questions: [
        "Which office software do you use daily, and how would you rate your Excel skills?",
        "How do you prioritize when several people ask you for something urgent at once?",
        "What filing or organizing system have you set up that made an office run better?",
        "How do you manage a shared calendar with conflicting meeting requests?",
      ],
      match: /\boffice assist|\bclerical|\bfiling|\bmicrosoft office|\bgoogle workspace|\bcalendar manage/i,
      broad: /\badmin|\boffice\b/i,
    },
    Bookkeeper: {
      role: "bookkeeper",
      summary: "You will keep our books accurate and up to date, from daily transactions to the month-end close.",
      duties: [
        "Record income, expenses and journal entries in our accounting software.",
        "Reconcile bank and credit card accounts each month.",
        "Manage accounts payable and receivable and follow up on overdue invoices.",
        "Prepare monthly financial reports for the owner or accountant.",
        "Keep receipts and records organized for tax time.",
      ],
      requirements: [
        "You have at least two years of bookkeeping experience.",
        "You are proficient with QuickBooks Online or a similar accounting package.",
        "You understand double-entry bookkeeping and accrual versus cash accounting.",
        "You are discreet with financial information.",
      ],
      certifications: ["QuickBooks Certified User or ProAdvisor certification is a plus."],
      questions: [
        "Which accounting software have you used, and are you QuickBooks certified?",
        "Your bank reconciliation is off by $312. How do you track down the difference?",
        "How do you handle a month-end close for a small business?",
        "How many clients or companies have you kept books for at the same time?",
      ],
      match: /\bbookkeep|\baccounting|\bquickbooks|\baccounts (payable|receivable)|\bpayroll/i,
    },
    "Customer Service Rep": {
      role: "customer service representative",
      summary:
        "You will be the friendly voice of our company for customers with questions, solving their problems patiently and accurately.",
      duties: [
        "Answer customer calls, emails and chats within our response-time targets.",
        "Resolve questions about orders, billing and accounts.",
        "Log every interaction accurately in the CRM or ticketing system.",
        "Escalate complex problems to the right team and follow up.",
        "Calm frustrated customers and turn complaints into solutions.",
      ],
      requirements: [
        "You have customer service or call center experience.",
        "You write clearly and speak clearly and patiently.",
        REQ.computer,
      ],
      certifications: [],
      questions: [
        "Which CRM or ticketing systems have you used (for example Zendesk, Salesforce or Freshdesk)?",
        "How do you handle a caller who is angry before you have even said hello?",
        "How many tickets or calls did you handle per day in your last role?",
        "Tell us about a time you solved a problem the customer thought could not be fixed. What did you do?",
      ],
      match: /\bcustomer (service|support|care)|\bcall cent|\bhelp ?line|\bclient service/i,
    },
  },
};
