// The demo jobs: every job state (open, progressing, completed, canceled) with proposals, invitations
// (sent, accepted, declined), saves, contracts and reviews, across the demo employers and providers.
// The well-known pair: employer@gigline.test has open jobs with proposals and invites, an active contract
// with worker@gigline.test, a completed job with a review and a canceled one; worker@gigline.test has
// open Austin jobs that fit (FOR YOU), a pending invitation, a proposal and a saved job.
// Times are relative to the seed's `now`, so the demo always looks recent.
import type { CityKey } from "@/prisma/seed/cities";

export type SeedJobStatus = "open" | "progressing" | "completed" | "canceled";

export type SeedJob = {
  employer: string;
  title: string;
  description: string;
  /** sub-category names of prisma/seed/categories.ts */
  categories: string[];
  skills: string[];
  payType: "Hourly" | "Fixed";
  /** dollars: per hour (Hourly) or for the whole job (Fixed) */
  price: number;
  /** hours (Hourly) or days (Fixed) */
  duration: number;
  type: "One-time job" | "Ongoing job" | "I am not sure";
  city: CityKey;
  street: string;
  questions: { question: string; ai?: boolean }[];
  postedDaysAgo: number;
  status: SeedJobStatus;
  proposals?: { by: string; cover: string; price: number; duration: number; answers: string[]; daysAgo: number; viaInvite?: boolean }[];
  invites?: { to: string; status: "sent" | "accepted" | "declined"; reason?: string; daysAgo: number }[];
  saves?: { by: string; daysAgo: number }[];
  /** the contract: its provider must have applied or hold a sent/accepted invitation */
  hire?: { user: string; price: number; duration: number; extraPay?: number; daysAgo: number };
  /** completed / canceled: when the job (or its contract) ended */
  endedDaysAgo?: number;
  review?: { score: number; text: string };
  /** the hired worker's review of the employer (published: the employer reviewed them first) */
  employerReview?: { score: number; text: string };
};

const EMPLOYER = "employer@gigline.test";
const WORKER = "worker@gigline.test";

export const SEED_JOBS: SeedJob[] = [
  // ---- employer@gigline.test (Lone Star Events Co., Austin) ----
  {
    employer: EMPLOYER,
    title: "Bartender for a 150-guest wedding reception",
    description:
      "We are staffing the bar for a Saturday wedding reception at a ranch venue just outside downtown Austin. Expect about 150 guests, a beer and wine bar plus two signature cocktails the couple chose.\n\n" +
      "You will set up the bar from our pack list at 4 pm, serve from 5 to 10 pm and help break down by 10:30. We provide ice, glassware, mixers and a barback; you bring a wine key, a jigger and black attire.\n\n" +
      "A current TABC certification is required. Experience with batch cocktails and high-volume service is a big plus.",
    categories: ["Bartender", "Event Staff"],
    skills: ["Mixology", "TABC Certified", "Batch Cocktails", "Wine Service"],
    payType: "Hourly",
    price: 35,
    duration: 6,
    type: "One-time job",
    city: "austin",
    street: "E 6th St",
    questions: [
      { question: "Is your TABC certification current? Until when?" },
      { question: "How do you keep service quick and friendly during the busiest hour of an event?", ai: true },
      { question: "Describe a recent job where you used batch cocktails. What was the problem, and how did you solve it?", ai: true },
    ],
    postedDaysAgo: 2,
    status: "open",
    proposals: [
      {
        by: "megan.foster@gigline.test",
        cover:
          "I have worked dozens of Austin weddings as event staff and bar support. I am TABC certified and comfortable running a beer and wine station on my own.",
        price: 30,
        duration: 6,
        answers: [
          "Yes, it is valid until next March.",
          "I pre-pour wine during speeches and keep the line moving with one drink per guest per pass.",
          "For a 200-guest gala I batched two cocktails the day before, so pours took seconds.",
        ],
        daysAgo: 1.5,
      },
      {
        by: "chloe.bennett@gigline.test",
        cover:
          "Miami rooftop bartender visiting family in Austin that weekend. High-volume weddings are my favourite shifts, and I can design a quick third signature drink if you want one.",
        price: 38,
        duration: 6,
        answers: [
          "I hold the Florida responsible vendor training; I will complete TABC online before the event.",
          "Two wells, a tip jar that speaks for itself and a smile. I call out drinks as I pour.",
          "I batch margaritas and old fashioneds for most private events.",
        ],
        daysAgo: 1,
      },
    ],
    invites: [{ to: WORKER, status: "sent", daysAgo: 1.8 }],
  },
  {
    employer: EMPLOYER,
    title: "Event staff for a downtown brand activation",
    description:
      "A beverage brand is taking over a warehouse space on the east side for four days during a music festival, and we need friendly, reliable event staff.\n\n" +
      "Shifts cover guest check-in with a ticket scanner, sampling at the bar counter and keeping the lounge tidy. You will get a short product briefing on the first morning. Comfortable shoes and a positive attitude are a must; branded shirts are provided.",
    categories: ["Brand Ambassador", "Event Staff", "Ticket Scanner"],
    skills: ["Guest Check-in", "Product Demos", "Customer Service", "Cash Handling"],
    payType: "Hourly",
    price: 24,
    duration: 30,
    type: "One-time job",
    city: "austin",
    street: "Congress Ave",
    questions: [
      { question: "Which of the four days can you work?" },
      { question: "Have you worked a brand activation before? Which brand?" },
    ],
    postedDaysAgo: 0.25,
    status: "open",
    proposals: [
      {
        by: "megan.foster@gigline.test",
        cover:
          "Thanks for the invite! Brand activations are most of what I do: I ran check-in for three festival pop-ups last spring and love talking to guests about a product.",
        price: 25,
        duration: 30,
        answers: ["All four days.", "Yes, a sparkling water launch and a sunglasses pop-up during the same festival."],
        daysAgo: 0.15,
        viaInvite: true,
      },
      {
        by: WORKER,
        cover:
          "I am behind a bar most nights of festival week anyway and would be glad to run the sampling counter. Fast with a POS and comfortable talking to a crowd.",
        price: 26,
        duration: 30,
        answers: [
          "Thursday through Saturday, and Sunday until 6 pm.",
          "Not a full activation, but I poured for a whiskey brand's tasting tour in 2023.",
        ],
        daysAgo: 0.1,
      },
    ],
    invites: [
      { to: "megan.foster@gigline.test", status: "accepted", daysAgo: 0.2 },
      { to: "ethan.walker@gigline.test", status: "declined", reason: "Too busy on other jobs", daysAgo: 0.2 },
    ],
  },
  {
    employer: EMPLOYER,
    title: "Barback for Friday and Saturday nights",
    description:
      "Our partner cocktail lounge on Rainey Street needs a steady barback for Friday and Saturday nights through the end of the season.\n\n" +
      "You keep the wells stocked, run ice and glassware, change kegs and help the bartenders close. Shifts run 8 pm to 2 am. Reliability matters more than years of experience; we will train the right person.",
    categories: ["Barback"],
    skills: ["Stocking", "Keg Changes", "Customer Service"],
    payType: "Hourly",
    price: 20,
    duration: 48,
    type: "Ongoing job",
    city: "austin",
    street: "W 2nd St",
    questions: [],
    postedDaysAgo: 1,
    status: "open",
    saves: [{ by: WORKER, daysAgo: 0.5 }],
  },
  {
    employer: EMPLOYER,
    title: "Wine pourer for a vineyard tasting evening",
    description:
      "A Hill Country winery is hosting a tasting evening for 60 members at our downtown venue. We need one experienced pourer to run the tasting table with the winemaker.\n\n" +
      "You pour measured tastes of five wines, keep the table clean and answer basic questions about the wines from the tasting notes we share in advance.",
    categories: ["Bartender", "Server"],
    skills: ["Wine Service", "Customer Service"],
    payType: "Hourly",
    price: 30,
    duration: 4,
    type: "One-time job",
    city: "austin",
    street: "Congress Ave",
    questions: [{ question: "Do you have formal wine training (for example a sommelier course)?" }],
    postedDaysAgo: 3,
    status: "open",
  },
  {
    employer: EMPLOYER,
    title: "Bar lead for a corporate holiday party series",
    description:
      "Three corporate holiday parties on consecutive evenings at a downtown hotel ballroom, 250 guests each. We need a bar lead who sets up two bars, briefs the bartending team and keeps the night on schedule.\n\n" +
      "Fixed price for the three evenings, including a walkthrough with the venue the week before.",
    categories: ["Bartender", "Event Staff"],
    skills: ["Mixology", "Team Lead", "TABC Certified", "Batch Cocktails"],
    payType: "Fixed",
    price: 1200,
    duration: 3,
    type: "One-time job",
    city: "austin",
    street: "E 6th St",
    questions: [{ question: "How many bartenders have you led at one event?" }],
    postedDaysAgo: 9,
    status: "progressing",
    proposals: [
      {
        by: WORKER,
        cover:
          "I led the bar team at Lone Star's fall festival and at the Driskill's New Year's Eve party. Happy to build a pack list and a batching plan for all three nights.",
        price: 1150,
        duration: 3,
        answers: ["Six bartenders and two barbacks at a 400-guest gala."],
        daysAgo: 8,
      },
      {
        by: "chloe.bennett@gigline.test",
        cover:
          "I run a team of four on busy rooftop nights in Miami and would travel for this series. Strong on bottle service and upselling premium packages.",
        price: 1400,
        duration: 3,
        answers: ["Four bartenders on a regular basis, eight for a yacht party once."],
        daysAgo: 7.5,
      },
    ],
    hire: { user: WORKER, price: 1150, duration: 3, daysAgo: 4 },
  },
  {
    employer: EMPLOYER,
    title: "Bartenders for the Lone Star Fall Festival",
    description:
      "Two-day outdoor festival with food trucks and a main stage. We ran four beer and cocktail stations and needed experienced bartenders who could keep lines short in the Texas heat.",
    categories: ["Bartender"],
    skills: ["Mixology", "Cash Handling", "POS Systems", "TABC Certified"],
    payType: "Hourly",
    price: 32,
    duration: 16,
    type: "One-time job",
    city: "austin",
    street: "W 2nd St",
    questions: [],
    postedDaysAgo: 45,
    status: "completed",
    proposals: [
      {
        by: WORKER,
        cover:
          "Festival bars are my favourite: fast, loud and fun. I have worked ACL and SXSW bars for five years and know how to keep a POS line moving.",
        price: 32,
        duration: 16,
        answers: [],
        daysAgo: 44,
      },
    ],
    hire: { user: WORKER, price: 32, duration: 16, extraPay: 50, daysAgo: 40 },
    endedDaysAgo: 30,
    review: {
      score: 5,
      text: "Jordan ran the busiest station of the festival without a single complaint, trained two new barbacks on the spot and balanced the drawer to the dollar. We will book him again.",
    },
    employerReview: {
      score: 5,
      text: "Clear briefing the week before, a stocked bar on arrival and paid the morning after. The best-run festival I have worked this year.",
    },
  },
  {
    employer: EMPLOYER,
    title: "Forklift operator for stage load-in",
    description:
      "We needed a certified forklift operator for a morning of stage and lighting load-in. The show moved to a venue with its own crew, so the job was cancelled.",
    categories: ["Forklift Operator"],
    skills: ["Forklift", "Pallet Jack"],
    payType: "Hourly",
    price: 26,
    duration: 5,
    type: "One-time job",
    city: "austin",
    street: "Congress Ave",
    questions: [],
    postedDaysAgo: 20,
    status: "canceled",
    proposals: [
      {
        by: "marcus.johnson@gigline.test",
        cover: "OSHA-certified forklift operator with five years on loading docks. I can be there at 6 am with my own safety gear.",
        price: 24,
        duration: 5,
        answers: [],
        daysAgo: 19,
      },
    ],
    endedDaysAgo: 15,
  },

  // ---- employer2@gigline.test (Daniel Brooks, Chicago) ----
  {
    employer: "employer2@gigline.test",
    title: "Line cook for weekend brunch rush",
    description:
      "Our 60-seat West Loop restaurant needs an extra line cook for Saturday and Sunday brunch, 7 am to 3 pm. You will run the egg and griddle station with our sous chef.\n\nServSafe certification required; please bring your own knives.",
    categories: ["Line Cook", "Prep Cook"],
    skills: ["Sauté", "Grill", "Knife Skills", "ServSafe"],
    payType: "Hourly",
    price: 25,
    duration: 16,
    type: "Ongoing job",
    city: "chicago",
    street: "W Randolph St",
    questions: [
      { question: "Do you hold a food handler certificate, and how do you handle allergies and dietary restrictions?", ai: true },
    ],
    postedDaysAgo: 1.5,
    status: "open",
    proposals: [
      {
        by: "worker2@gigline.test",
        cover:
          "Six years on sauté and grill in West Loop kitchens, including four years of weekend brunch. I am fast on eggs to order and keep a clean station.",
        price: 24,
        duration: 16,
        answers: ["ServSafe certified. I read every ticket for allergy flags and use separate pans and boards for them."],
        daysAgo: 1,
      },
    ],
    invites: [{ to: "isabella.rossi@gigline.test", status: "sent", daysAgo: 1.2 }],
  },
  {
    employer: "employer2@gigline.test",
    title: "Install POS terminals in my café",
    description:
      "Set up three new POS terminals, a receipt printer and the kitchen display in my café, and connect everything to the Wi-Fi. Then a short training for my staff.",
    categories: ["POS Setup"],
    skills: ["POS Installation", "Cat6 Cabling", "Windows & macOS"],
    payType: "Fixed",
    price: 450,
    duration: 2,
    type: "One-time job",
    city: "chicago",
    street: "N Halsted St",
    questions: [],
    postedDaysAgo: 60,
    status: "completed",
    invites: [{ to: "david.okafor@gigline.test", status: "accepted", daysAgo: 59 }],
    proposals: [
      {
        by: "david.okafor@gigline.test",
        cover:
          "I install POS systems for restaurants every week. I will run new cable to the counter, test every printer and leave your team a one-page cheat sheet.",
        price: 450,
        duration: 2,
        answers: [],
        daysAgo: 58,
        viaInvite: true,
      },
    ],
    hire: { user: "david.okafor@gigline.test", price: 450, duration: 2, daysAgo: 56 },
    endedDaysAgo: 52,
    review: {
      score: 4,
      text: "Clean cabling and everything worked on day one. The training ran a little short, but David answered our follow-up questions the next morning.",
    },
  },

  // ---- employer3@gigline.test (Mile High Logistics, Denver) ----
  {
    employer: "employer3@gigline.test",
    title: "Warehouse pickers for peak season",
    description:
      "We are adding pickers and packers for the holiday peak at our Denver distribution center. Day shift 7 am to 3:30 pm, Monday to Friday, for about six weeks.\n\nYou will pick with an RF scanner, pack orders and help with cycle counts. Steel-toe boots required.",
    categories: ["Picker & Packer", "Inventory Associate"],
    skills: ["Order Picking", "RF Scanning", "Packing", "Inventory Counts"],
    payType: "Hourly",
    price: 21,
    duration: 240,
    type: "Ongoing job",
    city: "denver",
    street: "Blake St",
    questions: [
      { question: "Can you lift 50 lb repeatedly during a shift?" },
      { question: "Which RF scanners or warehouse systems have you used?" },
    ],
    postedDaysAgo: 4,
    status: "open",
    proposals: [
      {
        by: "jamal.harris@gigline.test",
        cover:
          "Picker and packer for three peak seasons in Atlanta fulfillment centers. I keep my pick rate above target and I am moving to Denver next month.",
        price: 20,
        duration: 240,
        answers: ["Yes, every day at my current job.", "Zebra RF guns with Manhattan WMS, and some SAP."],
        daysAgo: 3,
      },
      {
        by: "marcus.johnson@gigline.test",
        cover:
          "Warehouse associate and forklift operator with RF scanning experience. I could cover the full six weeks and help on the forklift when you are short.",
        price: 23,
        duration: 240,
        answers: ["Yes.", "Zebra and Honeywell scanners; Blue Yonder WMS."],
        daysAgo: 2.5,
      },
    ],
  },
  {
    employer: "employer3@gigline.test",
    title: "Repaint our office and break room",
    description:
      "Repaint about 2,000 sq ft of office walls and the break room over a long weekend while the office is closed. Paint is supplied; you bring rollers, tape and drop cloths.",
    categories: ["Painter"],
    skills: ["Interior Painting", "Drywall Repair"],
    payType: "Fixed",
    price: 2400,
    duration: 4,
    type: "One-time job",
    city: "denver",
    street: "Wazee St",
    questions: [],
    postedDaysAgo: 12,
    status: "progressing",
    proposals: [
      {
        by: "ryan.oconnor@gigline.test",
        cover:
          "After-hours commercial repaints are a big part of my work. I patch and sand first, cut in clean lines and leave the office ready for Monday.",
        price: 2300,
        duration: 4,
        answers: [],
        daysAgo: 11,
      },
    ],
    hire: { user: "ryan.oconnor@gigline.test", price: 2300, duration: 4, daysAgo: 6 },
  },
  {
    employer: "employer3@gigline.test",
    title: "Merchandising reset at our showroom",
    description:
      "Reset the product displays of our showroom to a new planogram. The contract was cancelled after the first day because the new fixtures were delayed by the supplier.",
    categories: ["Merchandiser", "Visual Display"],
    skills: ["Planograms", "Store Resets", "Fixture Assembly"],
    payType: "Hourly",
    price: 24,
    duration: 16,
    type: "One-time job",
    city: "denver",
    street: "Larimer St",
    questions: [],
    postedDaysAgo: 35,
    status: "canceled",
    proposals: [
      {
        by: "brianna.scott@gigline.test",
        cover: "I reset planograms for national brands every week and can bring a helper for the heavy fixtures if needed.",
        price: 23,
        duration: 16,
        answers: [],
        daysAgo: 34,
      },
    ],
    hire: { user: "brianna.scott@gigline.test", price: 23, duration: 16, daysAgo: 30 },
    endedDaysAgo: 28,
    review: {
      score: 5,
      text: "Brianna was ready, organised and finished the first wall before lunch. The cancellation was entirely on our supplier; we will hire her for the reset when the fixtures arrive.",
    },
  },

  // ---- employer4@gigline.test (Puget Sound Catering, Seattle) ----
  {
    employer: "employer4@gigline.test",
    title: "Banquet servers for a gala dinner",
    description:
      "Plated four-course gala dinner for 300 guests at a waterfront venue. We need experienced banquet servers for a 5 pm briefing and service until 11 pm. Black-tie uniform; MAST permit required.",
    categories: ["Banquet Server", "Server"],
    skills: ["Banquet Service", "Fine Dining", "Wine Pouring", "MAST Permit"],
    payType: "Hourly",
    price: 28,
    duration: 6,
    type: "One-time job",
    city: "seattle",
    street: "Pike St",
    questions: [{ question: "Do you hold a current Washington MAST permit?" }],
    postedDaysAgo: 2.5,
    status: "open",
    proposals: [
      {
        by: "emily.nguyen@gigline.test",
        cover:
          "Banquet captain with five years of plated galas in Seattle. I can also help brief the team and pace courses with your kitchen.",
        price: 30,
        duration: 6,
        answers: ["Yes, valid through next year."],
        daysAgo: 2,
      },
    ],
    invites: [{ to: "sophie.kim@gigline.test", status: "declined", reason: "Job is not a fit for my skills", daysAgo: 2.2 }],
    saves: [{ by: "chloe.bennett@gigline.test", daysAgo: 1 }],
  },
  {
    employer: "employer4@gigline.test",
    title: "Bookkeeping catch-up for Q3",
    description:
      "Reconcile three months of bank and card transactions in QuickBooks Online, clean up vendor records and prepare the quarter-end reports for our accountant.",
    categories: ["Bookkeeper"],
    skills: ["QuickBooks Online", "Bank Reconciliation", "Accounts Payable"],
    payType: "Fixed",
    price: 900,
    duration: 5,
    type: "One-time job",
    city: "seattle",
    street: "4th Ave",
    questions: [],
    postedDaysAgo: 80,
    status: "completed",
    proposals: [
      {
        by: "priya.patel@gigline.test",
        cover:
          "QuickBooks ProAdvisor; quarterly catch-ups are my specialty. I will send a short list of questions after the first pass so nothing is guessed.",
        price: 900,
        duration: 5,
        answers: [],
        daysAgo: 79,
      },
    ],
    hire: { user: "priya.patel@gigline.test", price: 900, duration: 5, daysAgo: 75 },
    endedDaysAgo: 68,
    review: {
      score: 5,
      text: "Priya reconciled everything ahead of schedule and our accountant said the books were the cleanest they had seen from us.",
    },
  },

  // ---- employer5@gigline.test (Keisha Williams, Atlanta) ----
  {
    employer: "employer5@gigline.test",
    title: "Help moving a 2-bedroom apartment",
    description:
      "Moving from Midtown to Decatur on a Saturday morning. I have the truck; I need two strong, careful movers to load, unload and reassemble two bed frames.",
    categories: ["Mover", "Loader & Unloader"],
    skills: ["Furniture Moving", "Truck Loading", "Furniture Assembly"],
    payType: "Hourly",
    price: 30,
    duration: 6,
    type: "One-time job",
    city: "atlanta",
    street: "Peachtree St NE",
    questions: [
      {
        question: "How do you protect fragile or heavy items when moving them, and what equipment do you bring (dolly, straps, blankets)?",
        ai: true,
      },
    ],
    postedDaysAgo: 1,
    status: "open",
    proposals: [
      {
        by: "ethan.walker@gigline.test",
        cover:
          "Mover with four years at Metro Atlanta Moving. I wrap every piece, load tight and reassemble beds quickly. Free on Saturday morning.",
        price: 28,
        duration: 6,
        answers: [
          "Moving blankets and stretch wrap on everything, ratchet straps in the truck, and I bring a dolly and a furniture tool kit.",
        ],
        daysAgo: 0.8,
      },
      {
        by: "tyrone.washington@gigline.test",
        cover:
          "Experienced box truck driver and mover. I can also drive your truck if you would rather not, and I know the route to Decatur well.",
        price: 32,
        duration: 6,
        answers: ["Blankets and corner guards, two straps per tier, and a hand truck for appliances."],
        daysAgo: 0.6,
      },
    ],
    invites: [{ to: "jamal.harris@gigline.test", status: "sent", daysAgo: 0.9 }],
  },
  {
    employer: "employer5@gigline.test",
    title: "Box truck deliveries for a pop-up shop",
    description:
      "Deliver furniture orders from our pop-up shop to customers around metro Atlanta, two days a week for the next month. Liftgate truck provided.",
    categories: ["Delivery Driver"],
    skills: ["Box Truck", "Liftgate", "Route Planning"],
    payType: "Hourly",
    price: 34,
    duration: 64,
    type: "Ongoing job",
    city: "atlanta",
    street: "Marietta St NW",
    questions: [],
    postedDaysAgo: 10,
    status: "progressing",
    invites: [{ to: "tyrone.washington@gigline.test", status: "accepted", daysAgo: 9.5 }],
    proposals: [
      {
        by: "tyrone.washington@gigline.test",
        cover:
          "Ten years of box truck and liftgate deliveries around Atlanta with a clean record. I plan routes the night before and text customers a window.",
        price: 34,
        duration: 64,
        answers: [],
        daysAgo: 9,
        viaInvite: true,
      },
    ],
    hire: { user: "tyrone.washington@gigline.test", price: 34, duration: 64, daysAgo: 7 },
  },

  // ---- employer6@gigline.test (Hearth & Vine Hospitality Group, Brooklyn) ----
  {
    employer: "employer6@gigline.test",
    title: "Barista for morning shifts",
    description:
      "Our Court Street café needs a barista for weekday openings, 6:30 to 11:30 am. Espresso dialing, milk drinks and a friendly morning rush.",
    categories: ["Barista"],
    skills: ["Espresso", "Latte Art", "Opening & Closing"],
    payType: "Hourly",
    price: 22,
    duration: 25,
    type: "Ongoing job",
    city: "brooklyn",
    street: "Court St",
    questions: [{ question: "Which espresso machines have you worked on?" }],
    postedDaysAgo: 0.5,
    status: "open",
    proposals: [
      {
        by: "sophie.kim@gigline.test",
        cover:
          "Specialty barista and shift lead three blocks away. I open a café every weekday already and can dial in your grinder on the first morning.",
        price: 22,
        duration: 25,
        answers: ["La Marzocco Linea and GB5, Slayer, and a Synesso at my last café."],
        daysAgo: 0.3,
      },
    ],
  },
  {
    employer: "employer6@gigline.test",
    title: "Host for a private dinner",
    description:
      "Greet and seat guests for a private chef's table dinner. The event was postponed, so the job was cancelled before anyone was hired.",
    categories: ["Host"],
    skills: ["Guest Relations", "Reservations"],
    payType: "Fixed",
    price: 180,
    duration: 1,
    type: "I am not sure",
    city: "brooklyn",
    street: "Atlantic Ave",
    questions: [],
    postedDaysAgo: 14,
    status: "canceled",
    endedDaysAgo: 11,
  },
  // the demo employee's hourly contract with the demo employer: the time clock and the timesheet have a job
  // to show in the demo (its entries: prisma/seed/timesheets.ts)
  {
    employer: EMPLOYER,
    title: "Event setup crew lead, hourly",
    description:
      "Help our crew set up and strike tents, staging and furniture for a run of weekend events in Austin over the next two weeks. Paid by the hour; clock in and out in Gigline so we can pay the hours you work.",
    categories: ["Event Staff"],
    skills: ["Event Setup", "Team Lead", "Forklift"],
    payType: "Hourly",
    price: 28,
    duration: 30,
    type: "Ongoing job",
    city: "austin",
    street: "Congress Ave",
    questions: [],
    postedDaysAgo: 12,
    status: "progressing",
    proposals: [
      {
        by: WORKER,
        cover:
          "I have set up and struck festival stages and tent rows for three seasons and can lead a crew of six. Available every weekend this month.",
        price: 28,
        duration: 30,
        answers: [],
        daysAgo: 11,
      },
    ],
    hire: { user: WORKER, price: 28, duration: 30, daysAgo: 10 },
  },
];
