// Sentences several trades share. They are defined once so that a draft for several categories
// (e.g. Bartender and Barback) de-duplicates them by identity instead of asking twice.

export const CERT = {
  foodHandler: "A current food handler card, as required by the state or county health department.",
  alcoholServer: "A current responsible alcohol server certification (TABC in Texas, or TIPS or ServSafe Alcohol elsewhere).",
  alcoholWhereRequired:
    "A responsible alcohol server certification (TABC, TIPS or ServSafe Alcohol) where state law requires it for staff who handle alcohol.",
  osha10: "An OSHA 10-Hour Construction card.",
  osha10General: "An OSHA 10-Hour General Industry card is a plus.",
  cprFirstAid: "Current CPR and First Aid certification.",
  driversLicence: "A valid driver's license with a clean motor vehicle record.",
  forklift:
    "Forklift operator training and certification that meets OSHA's powered industrial truck standard; we also run our own site evaluation.",
  epa608: "EPA Section 608 certification for handling refrigerants.",
  compTiaA: "CompTIA A+ certification is a plus.",
} as const;

/** A certification that makes another one redundant in the same draft (the weaker one is left out). */
export const SUPERSEDES: [stronger: string, weaker: string][] = [
  [CERT.alcoholServer, CERT.alcoholWhereRequired],
  [CERT.osha10, CERT.osha10General],
];

export const REQ = {
  onFeet: "You can stand and walk for a full shift and lift up to 50 lb.",
  heavyLift: "You can lift and carry up to 50 lb repeatedly and work in heat, cold or dust.",
  punctual: "You arrive on time, in the agreed dress code, and stay until the job is done.",
  legalAge21: "You are at least 21 years old, or the minimum age your state sets for serving alcohol.",
  ownTransport: "You have reliable transportation to the work site.",
  ppe: "You bring your own work boots and basic PPE (gloves, safety glasses, hard hat).",
  computer: "You are comfortable with email, spreadsheets and learning new software quickly.",
  backgroundCheck: "You are willing to pass a background check.",
} as const;

export const Q = {
  foodHandler: "Do you hold a current food handler card, and in which state or county was it issued?",
  alcoholCert: "Which responsible alcohol service certification do you hold (TABC, TIPS or ServSafe Alcohol), and when does it expire?",
  fakeId: "How do you check IDs, and what do you do when a guest who has clearly had too much asks for another drink?",
  osha10: "Do you hold an OSHA 10 card, and what is the most important safety habit you follow on a job site?",
  forkliftCert:
    "Which forklifts have you been certified on (sit-down counterbalance, stand-up reach, order picker), and when was your last evaluation?",
  heavyLift: "This job involves lifting up to 50 lb for most of the shift. Is that comfortable for you?",
  driving: "How many years have you been driving, and have you had any moving violations or accidents in the last three years?",
  cpr: "Is your CPR and First Aid certification current, and have you ever had to use it at work?",
} as const;
