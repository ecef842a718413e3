import { REQ } from "@/lib/assistant/templates/common";
import type { TemplateGroup } from "@/lib/assistant/templates/types";

export const EVENTS: TemplateGroup = {
  category: "Events & Promotions",
  fallback: "Event Staff",
  templates: {
    "Event Staff": {
      role: "event staff member",
      summary: "You will help our event run smoothly and safely, looking after guests wherever you are posted.",
      duties: [
        "Welcome guests, answer questions and direct them around the venue.",
        "Staff entrances, information points or wristband stations as assigned.",
        "Help with crowd flow and keep exits and walkways clear.",
        "Report incidents, lost children or medical issues to the supervisor by radio.",
        "Help set up before the event and tidy up afterwards.",
      ],
      requirements: [
        "You have worked at concerts, festivals, conferences or sports events.",
        "You stay calm, friendly and alert in large crowds.",
        REQ.punctual,
        REQ.onFeet,
      ],
      certifications: [],
      questions: [
        "What kinds of events have you worked, and what was the largest crowd?",
        "A guest without a wristband tries to get into a restricted area. What do you do?",
        "Have you used a two-way radio at an event, and do you know basic radio etiquette?",
        "Are you available for the full event, including setup and teardown?",
      ],
      match: /\bevent staff|\bfestival|\bconcert|\bconference staff|\bcrowd/i,
      broad: /\bevent/i,
    },
    "Brand Ambassador": {
      role: "brand ambassador",
      summary:
        "You will represent our brand to the public, starting conversations, sharing samples and creating real interest in the product.",
      duties: [
        "Engage passers-by and start genuine conversations about the brand.",
        "Demonstrate the product and hand out samples following the brand's rules.",
        "Capture leads or sign-ups with the tablet or app provided.",
        "Keep the booth or activation space clean, stocked and on brand.",
        "Report daily numbers, feedback and photos to the program manager.",
      ],
      requirements: [
        "You have promotional, sales or brand ambassador experience.",
        "You are outgoing, confident and comfortable talking to strangers all day.",
        "You learn product talking points quickly.",
      ],
      certifications: [
        "A responsible alcohol server certification (TABC, TIPS or ServSafe Alcohol) for sampling alcoholic products, and the minimum age your state sets for it.",
      ],
      questions: [
        "Which brands have you represented, and at what kinds of activations?",
        "How do you start a conversation with someone who is walking past quickly?",
        "How many samples or sign-ups did you typically achieve in a shift?",
        "How would you explain our product in 30 seconds after reading the brief?",
      ],
      match: /\bbrand ambassador|\bpromot|\bsampling|\bproduct demo|\bactivation|\bstreet team/i,
    },
    Usher: {
      role: "usher",
      summary: "You will help our audience find their seats and enjoy the performance, keeping the house orderly and safe.",
      duties: [
        "Scan or check tickets and direct guests to their sections.",
        "Show guests to their seats with a flashlight once the lights are down.",
        "Hand out programs and answer questions about the venue.",
        "Keep aisles and exits clear and watch for safety issues.",
        "Help with evacuation procedures if an emergency occurs.",
      ],
      requirements: [
        "You are courteous, calm and confident with the public.",
        "You can stand for long periods and climb stairs throughout the event.",
        "You can learn the venue's layout and seating plan quickly.",
      ],
      certifications: ["CPR and First Aid certification is a plus."],
      questions: [
        "Have you worked as an usher in a theater, arena or stadium?",
        "Two guests hold tickets for the same seat. How do you resolve it?",
        "How do you seat a latecomer during a performance without disturbing others?",
        "What would you do if a guest fell ill in the middle of the show?",
      ],
      match: /\busher|\btheat(er|re)|\bfront of house|\bseating/i,
    },
    "Ticket Scanner": {
      role: "ticket scanner",
      summary: "You will get our guests through the gates quickly by scanning tickets accurately and keeping the lines moving.",
      duties: [
        "Scan tickets on a handheld scanner or phone app and check wristbands.",
        "Spot invalid, duplicate or screenshot tickets and send guests to the box office.",
        "Keep lines organized and moving, and help guests have their tickets ready.",
        "Give clear directions to entrances, seating and facilities.",
        "Report scanner problems or crowd issues to your supervisor.",
      ],
      requirements: [
        "You have worked entry, box office or guest services at events.",
        "You are quick, friendly and firm when a ticket is not valid.",
        "You are comfortable using a handheld scanner or a smartphone app.",
      ],
      certifications: [],
      questions: [
        "Which ticketing scanners or apps have you used (for example Ticketmaster, Eventbrite or AXS)?",
        "A guest's ticket scans as already used. What do you say and do?",
        "How do you keep a long line moving when the scanner is slow?",
        "Are you comfortable working outdoors in any weather?",
      ],
      match: /\bticket|\bscann|\bentry staff|\bbox office|\bgate staff/i,
    },
    "Setup & Teardown Crew": {
      role: "setup and teardown crew member",
      summary: "You will build the event before the doors open and break it down safely and quickly afterwards.",
      duties: [
        "Unload trucks and move staging, tables, chairs, tents and equipment into place.",
        "Assemble stages, pipe and drape, booths and furniture to the event layout.",
        "Run and tape down cables safely so that nobody trips.",
        "Break down, pack and reload everything after the event.",
        "Follow the crew chief's instructions and site safety rules.",
      ],
      requirements: [
        REQ.heavyLift,
        "You can work early mornings and late nights, often on the same day.",
        "You are comfortable with basic hand tools and working on ladders.",
        "You bring closed-toe work shoes and work gloves.",
      ],
      certifications: ["Forklift or aerial lift operator certification meeting OSHA standards, if you will operate that equipment."],
      questions: [
        "What kind of events have you set up (weddings, trade shows, concerts, festivals)?",
        "Have you built staging, tents, truss or pipe and drape?",
        "Can you operate a forklift or scissor lift, and are you certified?",
        "Setup starts at 5 a.m. and teardown ends late at night. Can you work that schedule?",
      ],
      match: /\bsetup|\bset-up|\bteardown|\btear down|\bstagehand|\bstaging|\btent|\bload.?in/i,
    },
  },
};
