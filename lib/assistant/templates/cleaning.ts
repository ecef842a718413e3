import { CERT, REQ } from "@/lib/assistant/templates/common";
import type { TemplateGroup } from "@/lib/assistant/templates/types";

export const CLEANING: TemplateGroup = {
  category: "Cleaning & Facilities",
  fallback: "Commercial Cleaner",
  templates: {
    Janitor: {
      role: "janitor",
      summary: "You will keep our building clean, safe and well stocked for the people who use it every day.",
      duties: [
        "Clean and disinfect restrooms and restock paper goods and soap.",
        "Sweep, mop and vacuum floors, and spot-clean carpets.",
        "Empty trash and recycling and take them to the collection area.",
        "Wipe down and disinfect high-touch surfaces such as door handles, rails and counters.",
        "Report repairs, leaks and safety hazards to the supervisor.",
      ],
      requirements: [
        "You have janitorial or custodial experience.",
        "You know how to use cleaning chemicals safely and read their labels and safety data sheets.",
        "You can work on your own and follow a cleaning checklist.",
        REQ.backgroundCheck,
      ],
      certifications: [],
      questions: [
        "Which floor care equipment have you used (auto-scrubber, buffer, carpet extractor)?",
        "How do you clean and disinfect a restroom so that it is actually sanitary, not just tidy?",
        "Why should you never mix bleach with other cleaners, and how do you store chemicals safely?",
        "Are you comfortable working evening or overnight shifts on your own?",
      ],
      match: /\bjanitor|\bcustodia|\bporter\b/i,
    },
    Housekeeper: {
      role: "housekeeper",
      summary: "You will clean homes or guest rooms thoroughly and carefully, leaving every room spotless and welcoming.",
      duties: [
        "Dust, vacuum and mop every room, including under and behind furniture.",
        "Clean and sanitize bathrooms and kitchens.",
        "Change linens, make beds and do laundry as needed.",
        "Take care with delicate surfaces, valuables and personal belongings.",
        "Report anything damaged or needing repair.",
      ],
      requirements: [
        "You have residential housekeeping or hotel room attendant experience.",
        "You are thorough, trustworthy and respect people's privacy and belongings.",
        "You work efficiently and can follow a room checklist.",
        REQ.backgroundCheck,
      ],
      certifications: [],
      questions: [
        "How long does it take you to clean a standard hotel room or a two-bedroom home?",
        "Which products would you use on marble, hardwood and stainless steel?",
        "What is your routine for cleaning a bathroom from start to finish?",
        "What would you do if you accidentally broke something in a client's home?",
      ],
      match: /\bhousekeep|\bhouse clean|\bmaid\b|\broom attendant|\bresidential clean/i,
    },
    "Commercial Cleaner": {
      role: "commercial cleaner",
      summary: "You will clean offices and commercial spaces to a consistent, professional standard on a set schedule.",
      duties: [
        "Clean offices, break rooms and restrooms to the site's checklist.",
        "Vacuum, mop and run floor care equipment.",
        "Empty trash and recycling and replace liners.",
        "Disinfect high-touch surfaces and restock supplies.",
        "Secure the building after hours and follow alarm and key procedures.",
      ],
      requirements: [
        "You have commercial or office cleaning experience.",
        "You can work after-hours shifts reliably.",
        "You handle cleaning chemicals safely.",
        REQ.backgroundCheck,
      ],
      certifications: [],
      questions: [
        "What kind of commercial sites have you cleaned (offices, medical, retail, industrial)?",
        "Have you run an auto-scrubber or a burnisher?",
        "How do you make sure nothing on the checklist is missed when you clean a large office on your own?",
        "Have you worked with building alarm codes and keys, and how do you keep them secure?",
      ],
      match: /\bcommercial clean|\boffice clean|\bpressure wash|\bfloor care/i,
      broad: /\bclean|\bsanitiz|\bdisinfect/i,
    },
    "Window Washer": {
      role: "window washer",
      summary: "You will clean windows and glass to a streak-free finish, safely and at any height the job requires.",
      duties: [
        "Clean interior and exterior glass, frames, sills and screens.",
        "Use squeegees, water-fed poles, ladders or lifts as the building requires.",
        "Set up and inspect fall protection and ladders before each job.",
        "Protect floors and landscaping and clean up after the job.",
        "Report cracked glass, failed seals or damaged frames.",
      ],
      requirements: [
        "You have professional window cleaning experience.",
        "You are comfortable and safe working at height.",
        "You bring your own squeegees and basic window cleaning tools.",
      ],
      certifications: [
        "Fall protection training for any work above ground level (for example IWCA or OSHA fall protection training).",
        "Aerial lift operator training if the job uses a boom or scissor lift.",
      ],
      questions: [
        "What is the highest building you have cleaned windows on, and with what equipment?",
        "How do you set up and check your ladder or fall protection before starting?",
        "How do you get a streak-free finish on exterior glass in direct sun?",
        "Have you used a water-fed pole system?",
      ],
      match: /\bwindow|\bglass clean|\bsqueegee/i,
    },
    "Maintenance Technician": {
      role: "maintenance technician",
      summary: "You will keep our building and equipment in good working order through repairs and preventive maintenance.",
      duties: [
        "Complete work orders for plumbing, electrical, HVAC and carpentry repairs.",
        "Carry out preventive maintenance on building systems and equipment.",
        "Diagnose problems and order the parts needed.",
        "Prepare units or spaces between tenants (make-ready): patching, painting and fixture repairs.",
        "Keep records of the work done and the materials used.",
      ],
      requirements: [
        "You have at least two years of building or property maintenance experience.",
        "You can troubleshoot basic plumbing, electrical and HVAC issues.",
        "You own a basic set of hand and power tools.",
        REQ.ownTransport,
      ],
      certifications: [CERT.epa608, CERT.osha10General],
      questions: [
        "Which repairs do you handle most confidently: plumbing, electrical, HVAC or carpentry?",
        "Do you hold an EPA 608 certification for refrigerant work?",
        "How do you prioritize ten open work orders when one of them is a leak?",
        "What does your checklist for a unit make-ready include, from start to finish?",
      ],
      match: /\bmaintenance|\bhandyman|\bfacilit|\bmake-?ready|\bbuilding repair/i,
    },
  },
};
