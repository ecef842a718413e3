// The demo people. Hand-written so the product looks real on first start; everything that only needs to be
// plausible (house numbers, ratings, sign-up dates) comes from the seeded PRNG in build-users.ts.
// Every e-mail is on the reserved .test domain, every phone number in the 555-01xx range kept for fiction.
import type { CityKey } from "@/prisma/seed/cities";

export const DEMO_PASSWORD = "Gigline123!";

type Years = { from: number; to: number | null };

export type SeedEducation = Years & { name: string; degree: string; fieldOfStudy: string; description?: string };
export type SeedEmployment = Years & { company: string; role: string; description?: string };

export type SeedEmployer = {
  email: string;
  city: CityKey;
  phone: string;
  /** the employer profile's description and website (reserved .example addresses) */
  about?: string;
  website?: string;
} & ({ accountType: "company"; company: string } | { accountType: "personal"; firstName: string; lastName: string });

export type SeedProvider = {
  email: string;
  firstName: string;
  lastName: string;
  city: CityKey;
  phone: string;
  title: string;
  overview: string;
  skills: string[];
  /** dollars per hour (stored as cents) */
  rate: number;
  /** sub-category names of prisma/seed/categories.ts */
  categories: string[];
  educations: SeedEducation[];
  employments: SeedEmployment[];
};

/**
 * The demo admin's TOTP secret (admins sign in with two-step sign-in): published like the demo password, so
 * a newcomer adds it to an authenticator app and the e2e specs compute its codes. Demo data only.
 */
export const DEMO_ADMIN_TOTP_SECRET = "GIGLINEDEMOADMINTOTPKEY234567ABC";

export const ADMIN = {
  email: "admin@gigline.test",
  firstName: "Gigline",
  lastName: "Admin",
  city: "austin" as CityKey,
  phone: "(512) 555-0100",
};

/** The second demo admin (bans and large wallet corrections need a second admin's approval) and its TOTP secret. */
export const DEMO_ADMIN2_TOTP_SECRET = "GIGLINEDEMOSECONDADMINKEY234567A";

export const ADMIN2 = {
  email: "admin2@gigline.test",
  firstName: "Riley",
  lastName: "Ops",
  city: "austin" as CityKey,
  phone: "(512) 555-0101",
};

export const EMPLOYERS: SeedEmployer[] = [
  {
    email: "employer@gigline.test",
    accountType: "company",
    company: "Lone Star Events Co.",
    city: "austin",
    phone: "(512) 555-0117",
    about:
      "Lone Star Events Co. staffs weddings, festivals and corporate events across Central Texas: bartenders, servers, barbacks and event crews. We book the same trusted people season after season and pay within a day of the event.",
    website: "https://lonestarevents.example/",
  },
  {
    email: "employer2@gigline.test",
    accountType: "personal",
    firstName: "Daniel",
    lastName: "Brooks",
    city: "chicago",
    phone: "(312) 555-0148",
  },
  {
    email: "employer3@gigline.test",
    accountType: "company",
    company: "Mile High Logistics",
    city: "denver",
    phone: "(303) 555-0162",
    about:
      "Warehouse and delivery work around Denver: pickers, packers, forklift operators and drivers for the peak weeks of our retail clients.",
    website: "https://milehighlogistics.example/",
  },
  { email: "employer4@gigline.test", accountType: "company", company: "Puget Sound Catering", city: "seattle", phone: "(206) 555-0133" },
  {
    email: "employer5@gigline.test",
    accountType: "personal",
    firstName: "Keisha",
    lastName: "Williams",
    city: "atlanta",
    phone: "(404) 555-0185",
  },
  {
    email: "employer6@gigline.test",
    accountType: "company",
    company: "Hearth & Vine Hospitality Group",
    city: "brooklyn",
    phone: "(718) 555-0129",
  },
];

export const PROVIDERS: SeedProvider[] = [
  {
    email: "worker@gigline.test",
    firstName: "Jordan",
    lastName: "Reyes",
    city: "austin",
    phone: "(512) 555-0191",
    title: "Craft Cocktail Bartender",
    overview:
      "I have been behind the bar in Austin for eight years, from high-volume Sixth Street weekends to quiet hotel lounges and private events for two hundred guests. " +
      "I build drinks fast without cutting corners: fresh juice, proper dilution, clean garnish and short ticket times. " +
      "I hold a current TABC seller-server certification and a food handler card, and I am comfortable running a POS, counting down a drawer and closing out tabs at the end of the night.\n\n" +
      "For events I arrive early, set up the bar from a pack list, check ice and glassware counts with the host, and keep the station tidy all night. " +
      "I am happy to design a short signature menu for a wedding or corporate party, batch it ahead of time, and train a barback on the spot. " +
      "Guests remember a friendly, steady bartender more than a fancy trick, so that is what I focus on. Available evenings and weekends, and on short notice.",
    skills: ["Mixology", "TABC Certified", "Cash Handling", "POS Systems", "Wine Service", "Batch Cocktails", "Customer Service"],
    rate: 32,
    categories: ["Bartender", "Barback", "Event Staff"],
    educations: [
      {
        name: "Austin Community College",
        degree: "Associate of Applied Science",
        fieldOfStudy: "Hospitality Management",
        from: 2014,
        to: 2016,
      },
    ],
    employments: [
      {
        company: "The Driskill Bar",
        role: "Lead Bartender",
        description: "Ran the weekend bar, trained new hires, built the seasonal menu.",
        from: 2020,
        to: null,
      },
      {
        company: "Lone Star Events Co.",
        role: "Event Bartender",
        description: "Weddings, festivals and corporate events across Central Texas.",
        from: 2017,
        to: 2020,
      },
      { company: "Rainey Street Taproom", role: "Barback", from: 2016, to: 2017 },
    ],
  },
  {
    email: "worker2@gigline.test",
    firstName: "Aaliyah",
    lastName: "Carter",
    city: "chicago",
    phone: "(312) 555-0176",
    title: "Line Cook & Prep Specialist",
    overview:
      "Line cook with six years on sauté and grill in busy West Loop kitchens. I read tickets fast, keep my station stocked and clean, and follow recipes and plating guides to the gram. " +
      "I am ServSafe certified and used to prep lists, labeling, FIFO rotation and closing checklists. Open to brunch, dinner and catering shifts.",
    skills: ["Sauté", "Grill", "Knife Skills", "ServSafe", "Prep Lists", "Plating"],
    rate: 24,
    categories: ["Line Cook", "Prep Cook", "Catering Assistant"],
    educations: [
      { name: "Washburne Culinary & Hospitality Institute", degree: "Certificate", fieldOfStudy: "Culinary Arts", from: 2017, to: 2018 },
    ],
    employments: [
      { company: "Randolph Street Kitchen", role: "Line Cook (Sauté)", from: 2021, to: null },
      { company: "Lakeview Diner", role: "Prep Cook", from: 2018, to: 2021 },
    ],
  },
  {
    email: "marcus.johnson@gigline.test",
    firstName: "Marcus",
    lastName: "Johnson",
    city: "austin",
    phone: "(512) 555-0164",
    title: "Certified Forklift Operator",
    overview:
      "OSHA-certified forklift operator with experience on sit-down, stand-up reach and pallet jacks. I have worked receiving docks, cross-dock operations and cold storage. " +
      "Safety first: pre-shift inspections every time and a clean record over five years. I can also load trailers, scan inventory with RF guns and help with cycle counts.",
    skills: ["Forklift", "Reach Truck", "Pallet Jack", "RF Scanning", "Trailer Loading", "Cycle Counts"],
    rate: 22,
    categories: ["Forklift Operator", "Loader & Unloader", "Shipping & Receiving"],
    educations: [{ name: "Lanier High School", degree: "High School Diploma", fieldOfStudy: "General Studies", from: 2011, to: 2015 }],
    employments: [
      { company: "Capital Freight Services", role: "Forklift Operator", from: 2019, to: null },
      { company: "H-E-B Distribution Center", role: "Warehouse Associate", from: 2016, to: 2019 },
    ],
  },
  {
    email: "emily.nguyen@gigline.test",
    firstName: "Emily",
    lastName: "Nguyen",
    city: "seattle",
    phone: "(206) 555-0152",
    title: "Banquet Server & Event Captain",
    overview:
      "I have served plated dinners, buffets and cocktail receptions for weddings, galas and conferences across Seattle. As a captain I brief the team, pace courses with the kitchen and keep an eye on allergies and special meals. " +
      "Polished, punctual, and comfortable in black-tie service. Washington MAST permit holder.",
    skills: ["Banquet Service", "Fine Dining", "Wine Pouring", "Team Lead", "Allergy Awareness", "MAST Permit"],
    rate: 26,
    categories: ["Server", "Banquet Server", "Event Staff"],
    educations: [{ name: "University of Washington", degree: "Bachelor of Arts", fieldOfStudy: "Communication", from: 2015, to: 2019 }],
    employments: [
      { company: "Puget Sound Catering", role: "Banquet Captain", from: 2021, to: null },
      { company: "Fairmont Olympic Hotel", role: "Banquet Server", from: 2018, to: 2021 },
    ],
  },
  {
    email: "carlos.mendoza@gigline.test",
    firstName: "Carlos",
    lastName: "Mendoza",
    city: "phoenix",
    phone: "(602) 555-0138",
    title: "Finish Carpenter & Remodel Helper",
    overview:
      "Finish carpenter with twelve years in residential remodels: trim, doors, cabinets, built-ins and decks. I bring my own tools, measure twice, and leave a clean job site every day. " +
      "I also help with framing, drywall hanging and demolition when a crew needs an extra pair of experienced hands. Bilingual in English and Spanish.",
    skills: ["Finish Carpentry", "Trim & Molding", "Cabinet Installation", "Framing", "Drywall", "Blueprint Reading", "Spanish"],
    rate: 35,
    categories: ["Carpenter", "General Labor", "Drywall Installer"],
    educations: [
      { name: "GateWay Community College", degree: "Certificate", fieldOfStudy: "Construction Technology", from: 2010, to: 2012 },
    ],
    employments: [
      { company: "Desert Ridge Remodeling", role: "Lead Finish Carpenter", from: 2016, to: null },
      { company: "Valley Framing Inc.", role: "Carpenter", from: 2012, to: 2016 },
    ],
  },
  {
    email: "sophie.kim@gigline.test",
    firstName: "Sophie",
    lastName: "Kim",
    city: "brooklyn",
    phone: "(718) 555-0107",
    title: "Barista & Café Shift Lead",
    overview:
      "Specialty-coffee barista who has dialed in espresso at three Brooklyn cafés. Latte art, pour-over, batch brew and a calm head during the morning rush. " +
      "As a shift lead I open and close, count the till, and train new baristas on recipes and milk steaming.",
    skills: ["Espresso", "Latte Art", "Pour-Over", "Cash Handling", "Opening & Closing", "Customer Service"],
    rate: 21,
    categories: ["Barista", "Cashier", "Server"],
    educations: [{ name: "Brooklyn College", degree: "Bachelor of Fine Arts", fieldOfStudy: "Studio Art", from: 2016, to: 2020 }],
    employments: [
      { company: "Atlantic Avenue Coffee", role: "Shift Lead", from: 2022, to: null },
      { company: "Cobble Hill Roasters", role: "Barista", from: 2019, to: 2022 },
    ],
  },
  {
    email: "tyrone.washington@gigline.test",
    firstName: "Tyrone",
    lastName: "Washington",
    city: "atlanta",
    phone: "(404) 555-0121",
    title: "CDL-A Driver, Local & Regional",
    overview:
      "Class A CDL driver with a clean MVR and ten years of local and regional routes around the Southeast: dry van, box truck and liftgate deliveries. " +
      "I plan routes, keep electronic logs in order, and treat every delivery like the customer is watching. Hazmat endorsement and a current DOT medical card.",
    skills: ["CDL Class A", "Hazmat Endorsement", "ELD Logs", "Box Truck", "Liftgate", "Route Planning"],
    rate: 34,
    categories: ["CDL Driver", "Delivery Driver", "Mover"],
    educations: [
      { name: "Atlanta Technical College", degree: "Certificate", fieldOfStudy: "Commercial Truck Driving", from: 2013, to: 2014 },
    ],
    employments: [
      { company: "Peach State Freight", role: "Regional Driver", from: 2018, to: null },
      { company: "Metro Atlanta Moving", role: "Box Truck Driver", from: 2014, to: 2018 },
    ],
  },
  {
    email: "hannah.schultz@gigline.test",
    firstName: "Hannah",
    lastName: "Schultz",
    city: "denver",
    phone: "(303) 555-0188",
    title: "Certified Caregiver & Companion (CNA)",
    overview:
      "I am a Certified Nursing Assistant with seven years of experience caring for older adults at home and in assisted living. " +
      "Families call me when a parent comes home from the hospital, when a regular caregiver is on vacation, or when they simply need a few reliable hours of help each week. " +
      "I help with bathing, dressing, mobility and transfers, medication reminders, light housekeeping, meal preparation and getting to appointments.\n\n" +
      "Just as important, I am good company: card games, walks around the block, old photo albums and long conversations. " +
      "I have worked with clients living with dementia, Parkinson's disease and after hip replacement surgery, and I keep a short written log at the end of each visit so the family always knows how the day went. " +
      "CPR and First Aid certified, fully vaccinated, with a clean background check and my own reliable car. Overnight and weekend shifts are welcome.",
    skills: ["CNA", "CPR & First Aid", "Dementia Care", "Mobility Assistance", "Meal Preparation", "Medication Reminders", "Companionship"],
    rate: 25,
    categories: ["Caregiver", "Companion Care"],
    educations: [
      { name: "Community College of Denver", degree: "Certificate", fieldOfStudy: "Nursing Assistant", from: 2016, to: 2017 },
      { name: "Metropolitan State University of Denver", degree: "Coursework", fieldOfStudy: "Human Services", from: 2018, to: 2019 },
    ],
    employments: [
      {
        company: "Front Range Home Care",
        role: "Home Health Aide",
        description: "Daily visits to six to eight clients a week across central Denver.",
        from: 2019,
        to: null,
      },
      { company: "Aspen Grove Assisted Living", role: "Certified Nursing Assistant", from: 2017, to: 2019 },
    ],
  },
  {
    email: "david.okafor@gigline.test",
    firstName: "David",
    lastName: "Okafor",
    city: "chicago",
    phone: "(312) 555-0113",
    title: "IT Help Desk & Network Technician",
    overview:
      "CompTIA A+ and Network+ certified technician. I image and deploy laptops, set up printers and Wi-Fi, terminate Cat6 runs and install POS terminals for restaurants and retail. " +
      "Good at explaining tech to non-technical staff and documenting what I did. Available for project work, office moves and on-site cover.",
    skills: ["CompTIA A+", "Network+", "Windows & macOS", "Cat6 Cabling", "Microsoft 365", "POS Installation", "Ticketing Systems"],
    rate: 40,
    categories: ["Help Desk", "Desktop Support", "Network Cabling", "POS Setup"],
    educations: [
      { name: "DePaul University", degree: "Bachelor of Science", fieldOfStudy: "Information Technology", from: 2012, to: 2016 },
    ],
    employments: [
      { company: "Loop Managed IT", role: "Field Technician", from: 2019, to: null },
      { company: "Northwestern Medicine", role: "Service Desk Analyst", from: 2016, to: 2019 },
    ],
  },
  {
    email: "lucia.herrera@gigline.test",
    firstName: "Lucía",
    lastName: "Herrera",
    city: "miami",
    phone: "(305) 555-0146",
    title: "Bilingual Receptionist & Office Assistant",
    overview:
      "Bilingual (English/Spanish) front-office professional. I greet visitors, manage multi-line phones and calendars, handle data entry and keep the office running smoothly. " +
      "Fast typist (65 wpm), confident with Microsoft 365, Google Workspace and common CRMs.",
    skills: ["Spanish", "Multi-line Phones", "Scheduling", "Data Entry", "Microsoft 365", "Google Workspace", "CRM"],
    rate: 23,
    categories: ["Receptionist", "Customer Service Rep", "Office Assistant", "Data Entry"],
    educations: [
      { name: "Miami Dade College", degree: "Associate of Arts", fieldOfStudy: "Business Administration", from: 2017, to: 2019 },
    ],
    employments: [
      { company: "Brickell Legal Partners", role: "Receptionist", from: 2021, to: null },
      { company: "Sunshine Insurance Agency", role: "Office Assistant", from: 2019, to: 2021 },
    ],
  },
  {
    email: "ryan.oconnor@gigline.test",
    firstName: "Ryan",
    lastName: "O'Connor",
    city: "denver",
    phone: "(303) 555-0109",
    title: "Commercial & Residential Painter",
    overview:
      "Painter for nine years: interiors, exteriors, cabinets and commercial repaints after hours. I do the prep properly (patching, sanding, caulking, masking) so the finish lasts. " +
      "Comfortable on ladders and lifts, and I protect floors and furniture like they are my own.",
    skills: ["Interior Painting", "Exterior Painting", "Drywall Repair", "Spray Equipment", "Cabinet Refinishing", "Lift Certified"],
    rate: 30,
    categories: ["Painter", "Drywall Installer", "General Labor"],
    educations: [
      { name: "Emily Griffith Technical College", degree: "Certificate", fieldOfStudy: "Painting & Decorating", from: 2014, to: 2015 },
    ],
    employments: [
      { company: "Mile High Painting", role: "Crew Lead", from: 2018, to: null },
      { company: "Front Range Builders", role: "Painter", from: 2015, to: 2018 },
    ],
  },
  {
    email: "priya.patel@gigline.test",
    firstName: "Priya",
    lastName: "Patel",
    city: "seattle",
    phone: "(206) 555-0171",
    title: "Bookkeeper & Data Entry Specialist",
    overview:
      "QuickBooks Online ProAdvisor helping small businesses keep clean books: bank reconciliations, accounts payable and receivable, payroll prep and month-end close. " +
      "I also take on accurate, high-volume data entry and spreadsheet clean-up projects.",
    skills: ["QuickBooks Online", "Bank Reconciliation", "Accounts Payable", "Excel", "Payroll Prep", "Data Entry"],
    rate: 38,
    categories: ["Bookkeeper", "Data Entry"],
    educations: [
      { name: "Seattle Central College", degree: "Associate of Applied Science", fieldOfStudy: "Accounting", from: 2015, to: 2017 },
    ],
    employments: [
      { company: "Self-employed", role: "Bookkeeper", from: 2020, to: null },
      { company: "Cascade CPA Group", role: "Accounting Clerk", from: 2017, to: 2020 },
    ],
  },
  {
    email: "andre.thompson@gigline.test",
    firstName: "Andre",
    lastName: "Thompson",
    city: "miami",
    phone: "(305) 555-0183",
    title: "Hotel Front Desk & Guest Services",
    overview:
      "Friendly front desk agent from Miami's hotel scene. Check-ins and check-outs, reservations in Opera PMS, handling guest requests and complaints with a smile, and recommending the best of the city. " +
      "Also available as restaurant host for busy weekends.",
    skills: ["Opera PMS", "Guest Relations", "Reservations", "Conflict Resolution", "Spanish", "Cash Handling"],
    rate: 22,
    categories: ["Hotel Front Desk", "Host", "Customer Service Rep"],
    educations: [
      {
        name: "Florida International University",
        degree: "Bachelor of Science",
        fieldOfStudy: "Hospitality Management",
        from: 2016,
        to: 2020,
      },
    ],
    employments: [
      { company: "Brickell Bay Hotel", role: "Front Desk Agent", from: 2020, to: null },
      { company: "Little Havana Bistro", role: "Host", from: 2018, to: 2020 },
    ],
  },
  {
    email: "megan.foster@gigline.test",
    firstName: "Megan",
    lastName: "Foster",
    city: "austin",
    phone: "(512) 555-0128",
    title: "Brand Ambassador & Event Staff",
    overview:
      "Outgoing brand ambassador for festivals, product launches, in-store demos and trade shows. I learn talking points quickly, engage passers-by, collect leads and report numbers at the end of the shift. " +
      "Experienced with ticket scanning, wristbanding and guest check-in at large venues.",
    skills: ["Product Demos", "Lead Capture", "Public Speaking", "Ticket Scanning", "Guest Check-in", "Social Media"],
    rate: 25,
    categories: ["Brand Ambassador", "Event Staff", "Usher", "Ticket Scanner"],
    educations: [
      { name: "Texas State University", degree: "Bachelor of Business Administration", fieldOfStudy: "Marketing", from: 2015, to: 2019 },
    ],
    employments: [
      { company: "Lone Star Events Co.", role: "Event Staff Lead", from: 2021, to: null },
      { company: "Experiential Marketing Group", role: "Brand Ambassador", from: 2019, to: 2021 },
    ],
  },
  {
    email: "jamal.harris@gigline.test",
    firstName: "Jamal",
    lastName: "Harris",
    city: "atlanta",
    phone: "(404) 555-0157",
    title: "Warehouse Associate: Picking, Packing & Inventory",
    overview:
      "Dependable warehouse associate who hits pick rates without mistakes. I have worked e-commerce fulfillment, retail replenishment and peak-season inventory counts. " +
      "Comfortable on my feet for long shifts and lifting up to 50 lb.",
    skills: ["Order Picking", "Packing", "RF Scanning", "Inventory Counts", "Lifting 50 lb", "Shelf Stocking"],
    rate: 19,
    categories: ["Picker & Packer", "Inventory Associate", "Stocker"],
    educations: [
      { name: "Booker T. Washington High School", degree: "High School Diploma", fieldOfStudy: "General Studies", from: 2015, to: 2019 },
    ],
    employments: [
      { company: "Southside Fulfillment", role: "Picker & Packer", from: 2021, to: null },
      { company: "Peachtree Home Store", role: "Stock Associate", from: 2019, to: 2021 },
    ],
  },
  {
    email: "olivia.martinez@gigline.test",
    firstName: "Olivia",
    lastName: "Martinez",
    city: "phoenix",
    phone: "(602) 555-0194",
    title: "Housekeeper for Homes & Vacation Rentals",
    overview:
      "Detail-oriented housekeeper for homes, Airbnb turnovers and small offices. Same-day turnovers, fresh linens, restocking supplies and a photo checklist for hosts. " +
      "I bring my own eco-friendly products on request.",
    skills: ["Deep Cleaning", "Vacation Rental Turnovers", "Laundry & Linens", "Eco-friendly Products", "Organizing"],
    rate: 24,
    categories: ["Housekeeper", "Commercial Cleaner"],
    educations: [{ name: "Phoenix College", degree: "Coursework", fieldOfStudy: "Business", from: 2014, to: 2015 }],
    employments: [
      { company: "Self-employed", role: "Housekeeper", from: 2017, to: null },
      { company: "Sonoran Suites Hotel", role: "Room Attendant", from: 2015, to: 2017 },
    ],
  },
  {
    email: "kevin.tran@gigline.test",
    firstName: "Kevin",
    lastName: "Tran",
    city: "seattle",
    phone: "(206) 555-0115",
    title: "Web Developer (React, Next.js & WordPress)",
    overview:
      "Full-stack web developer who helps small businesses get online and stay online. Over the last eight years I have built marketing sites, online ordering for restaurants, booking pages for salons and internal dashboards for a regional logistics company. " +
      "My day-to-day tools are React, Next.js, TypeScript, Node.js and PostgreSQL, and I still maintain and speed up plenty of WordPress and WooCommerce sites.\n\n" +
      "Typical short engagements: fixing a broken checkout, moving a site to a new host without downtime, making pages fast and accessible, connecting a POS or payment provider, or adding a simple admin screen so staff can update menus and prices themselves. " +
      "I write down what I changed and why, hand over every login and repository, and never hold a client's site hostage. " +
      "Happy to work on site in Seattle for kickoff meetings and remote for the rest.",
    skills: ["React", "Next.js", "TypeScript", "Node.js", "PostgreSQL", "WordPress", "WooCommerce", "Accessibility"],
    rate: 65,
    categories: ["Web Developer", "POS Setup"],
    educations: [
      { name: "Western Washington University", degree: "Bachelor of Science", fieldOfStudy: "Computer Science", from: 2012, to: 2016 },
    ],
    employments: [
      { company: "Self-employed", role: "Freelance Web Developer", from: 2019, to: null },
      { company: "Rainier Digital Agency", role: "Front-end Developer", from: 2016, to: 2019 },
    ],
  },
  {
    email: "grace.lee@gigline.test",
    firstName: "Grace",
    lastName: "Lee",
    city: "brooklyn",
    phone: "(718) 555-0166",
    title: "Medical Receptionist & Medical Assistant",
    overview:
      "Registered Medical Assistant (RMA) with front- and back-office experience: patient check-in, insurance verification, scheduling in Epic and eClinicalWorks, vitals, EKGs and phlebotomy. " +
      "Calm with patients and fast with paperwork.",
    skills: ["Epic", "eClinicalWorks", "Insurance Verification", "Vitals", "Phlebotomy", "EKG", "HIPAA"],
    rate: 27,
    categories: ["Medical Receptionist", "Medical Assistant"],
    educations: [
      {
        name: "Kingsborough Community College",
        degree: "Associate of Applied Science",
        fieldOfStudy: "Medical Office Assistant",
        from: 2016,
        to: 2018,
      },
    ],
    employments: [
      { company: "Court Street Family Practice", role: "Medical Assistant", from: 2020, to: null },
      { company: "Brooklyn Heights Dental", role: "Front Desk Coordinator", from: 2018, to: 2020 },
    ],
  },
  {
    email: "miguel.santos@gigline.test",
    firstName: "Miguel",
    lastName: "Santos",
    city: "chicago",
    phone: "(312) 555-0199",
    title: "HVAC Technician & Building Maintenance",
    overview:
      "EPA 608 Universal certified HVAC technician: rooftop units, split systems, furnaces and preventive maintenance for restaurants and office buildings. " +
      "I also handle general building maintenance, basic electrical and plumbing repairs, and I keep tidy service notes for property managers.",
    skills: ["EPA 608 Universal", "Rooftop Units", "Furnace Repair", "Preventive Maintenance", "Basic Electrical", "Plumbing Repairs"],
    rate: 45,
    categories: ["HVAC Technician", "Maintenance Technician", "Electrician Helper"],
    educations: [{ name: "Coyne College", degree: "Diploma", fieldOfStudy: "HVAC-R Technology", from: 2012, to: 2013 }],
    employments: [
      { company: "Windy City Mechanical", role: "HVAC Service Technician", from: 2016, to: null },
      { company: "Lakeshore Property Management", role: "Maintenance Technician", from: 2013, to: 2016 },
    ],
  },
  {
    email: "brianna.scott@gigline.test",
    firstName: "Brianna",
    lastName: "Scott",
    city: "denver",
    phone: "(303) 555-0140",
    title: "Retail Merchandiser & Visual Display",
    overview:
      "Retail merchandiser who resets planograms, builds seasonal displays and makes a store look its best before opening. " +
      "I have worked for national brands in grocery, apparel and home goods, and I can cover the sales floor when a store is short-staffed.",
    skills: ["Planograms", "Visual Merchandising", "Store Resets", "Inventory", "Sales Floor", "Fixture Assembly"],
    rate: 23,
    categories: ["Merchandiser", "Visual Display", "Sales Associate"],
    educations: [
      {
        name: "Rocky Mountain College of Art + Design",
        degree: "Bachelor of Fine Arts",
        fieldOfStudy: "Interior Design",
        from: 2014,
        to: 2018,
      },
    ],
    employments: [
      { company: "Crossmark", role: "Retail Merchandiser", from: 2020, to: null },
      { company: "Cherry Creek Home", role: "Visual Display Associate", from: 2018, to: 2020 },
    ],
  },
  {
    email: "samuel.wright@gigline.test",
    firstName: "Samuel",
    lastName: "Wright",
    city: "phoenix",
    phone: "(602) 555-0125",
    title: "Landscaper & Irrigation Helper",
    overview:
      "Landscaper used to the Arizona heat: xeriscaping, planting, pruning, drip irrigation repair and yard clean-ups. " +
      "I show up early, work steadily, and leave every yard neater than I found it.",
    skills: ["Xeriscaping", "Drip Irrigation", "Pruning", "Planting", "Yard Clean-up", "Mowing"],
    rate: 24,
    categories: ["Landscaper", "Lawn Care", "Tree Trimming Helper"],
    educations: [{ name: "Central High School", degree: "High School Diploma", fieldOfStudy: "General Studies", from: 2010, to: 2014 }],
    employments: [
      { company: "Desert Bloom Landscaping", role: "Landscape Crew Member", from: 2017, to: null },
      { company: "City of Phoenix Parks", role: "Seasonal Grounds Worker", from: 2014, to: 2017 },
    ],
  },
  {
    email: "chloe.bennett@gigline.test",
    firstName: "Chloe",
    lastName: "Bennett",
    city: "miami",
    phone: "(305) 555-0174",
    title: "Cocktail Server & Bartender",
    overview:
      "Cocktail server and bartender from Miami Beach nightlife and rooftop lounges. Bottle service, high-volume bars and private yacht events. " +
      "I keep my section moving, upsell without being pushy and always know the menu. Florida responsible vendor trained.",
    skills: ["Bottle Service", "Cocktails", "Upselling", "High Volume", "POS Systems", "Responsible Vendor Training"],
    rate: 28,
    categories: ["Bartender", "Server", "Host"],
    educations: [{ name: "Miami Dade College", degree: "Certificate", fieldOfStudy: "Hospitality and Tourism", from: 2018, to: 2019 }],
    employments: [
      { company: "Brickell Rooftop Lounge", role: "Bartender", from: 2022, to: null },
      { company: "Ocean Drive Club", role: "Cocktail Server", from: 2019, to: 2022 },
    ],
  },
  {
    email: "ethan.walker@gigline.test",
    firstName: "Ethan",
    lastName: "Walker",
    city: "atlanta",
    phone: "(404) 555-0132",
    title: "Mover & Event Setup Crew",
    overview:
      "Strong, careful mover for apartments, offices and event venues. I wrap furniture, assemble and disassemble beds and desks, load trucks tight, and set up staging, tables and chairs for events. " +
      "Team player who takes direction well.",
    skills: ["Furniture Moving", "Truck Loading", "Furniture Assembly", "Stage Setup", "Heavy Lifting", "Dolly & Hand Truck"],
    rate: 23,
    categories: ["Mover", "Setup & Teardown Crew", "Loader & Unloader"],
    educations: [{ name: "Georgia State University", degree: "Coursework", fieldOfStudy: "Kinesiology", from: 2018, to: 2020 }],
    employments: [
      { company: "Metro Atlanta Moving", role: "Mover", from: 2020, to: null },
      { company: "Mercedes-Benz Stadium (event staffing)", role: "Setup Crew", from: 2019, to: 2020 },
    ],
  },
  {
    email: "isabella.rossi@gigline.test",
    firstName: "Isabella",
    lastName: "Rossi",
    city: "austin",
    phone: "(512) 555-0153",
    title: "Sous Chef & Catering Lead",
    overview:
      "Sous chef with eleven years in Austin kitchens, from a farm-to-table restaurant on East Cesar Chavez to a catering company that feeds two thousand festival guests a day. " +
      "I step into a kitchen and run it: morning prep lists, ordering and receiving, line checks before service, expediting on the pass, and a clean close with everything labeled and dated. " +
      "Italian and Tex-Mex are my home cuisines, but I am comfortable with any menu that comes with a good recipe book.\n\n" +
      "For caterers I lead off-site teams: loading the truck from a checklist, setting up a field kitchen, holding food at safe temperatures, and breaking everything down again at the end of the night. " +
      "I train cooks patiently and keep the mood calm when the tickets pile up. ServSafe Manager certified and Texas food manager licensed.",
    skills: [
      "Kitchen Management",
      "Expediting",
      "Menu Costing",
      "Ordering & Receiving",
      "Off-site Catering",
      "ServSafe Manager",
      "Italian Cuisine",
    ],
    rate: 36,
    categories: ["Sous Chef", "Line Cook", "Catering Assistant"],
    educations: [
      { name: "Auguste Escoffier School of Culinary Arts", degree: "Diploma", fieldOfStudy: "Culinary Arts", from: 2012, to: 2013 },
      { name: "The University of Texas at Austin", degree: "Bachelor of Arts", fieldOfStudy: "Italian Studies", from: 2008, to: 2012 },
    ],
    employments: [
      {
        company: "Hill Country Catering",
        role: "Catering Chef",
        description: "Leads off-site kitchens for festivals and weddings.",
        from: 2021,
        to: null,
      },
      { company: "Olivia's Farm Table", role: "Sous Chef", from: 2016, to: 2021 },
      { company: "Trattoria Lucca", role: "Line Cook", from: 2013, to: 2016 },
    ],
  },
];
