// The category tree of the demo data. The spec names no categories; this is a realistic tree for
// temporary work. Names are unique across the whole tree because provider profiles and jobs store
// category *names*, so a name must point at one category only.

export type SeedCategory = {
  name: string;
  /** file name under public/icons/categories/ (without .svg) */
  slug: string;
  subCategories: string[];
};

export const CATEGORY_TREE: SeedCategory[] = [
  {
    name: "Hospitality",
    slug: "hospitality",
    subCategories: ["Bartender", "Server", "Barback", "Host", "Banquet Server", "Hotel Front Desk"],
  },
  {
    name: "Food Service & Kitchen",
    slug: "food-service",
    subCategories: ["Line Cook", "Prep Cook", "Dishwasher", "Barista", "Catering Assistant", "Sous Chef"],
  },
  {
    name: "Warehouse & Logistics",
    slug: "warehouse",
    subCategories: ["Picker & Packer", "Forklift Operator", "Loader & Unloader", "Inventory Associate", "Shipping & Receiving"],
  },
  {
    name: "Construction & Trades",
    slug: "construction",
    subCategories: [
      "General Labor",
      "Carpenter",
      "Electrician Helper",
      "Painter",
      "Plumber Helper",
      "Drywall Installer",
      "HVAC Technician",
    ],
  },
  {
    name: "Cleaning & Facilities",
    slug: "cleaning",
    subCategories: ["Janitor", "Housekeeper", "Commercial Cleaner", "Window Washer", "Maintenance Technician"],
  },
  {
    name: "Retail",
    slug: "retail",
    subCategories: ["Sales Associate", "Cashier", "Stocker", "Merchandiser", "Visual Display"],
  },
  {
    name: "Administrative & Office",
    slug: "administrative",
    subCategories: ["Receptionist", "Data Entry", "Office Assistant", "Bookkeeper", "Customer Service Rep"],
  },
  {
    name: "Healthcare Support",
    slug: "healthcare",
    subCategories: ["Caregiver", "Companion Care", "Medical Assistant", "Medical Receptionist", "Pharmacy Technician"],
  },
  {
    name: "Delivery & Driving",
    slug: "delivery",
    subCategories: ["Delivery Driver", "CDL Driver", "Courier", "Mover", "Valet"],
  },
  {
    name: "Events & Promotions",
    slug: "events",
    subCategories: ["Event Staff", "Brand Ambassador", "Usher", "Ticket Scanner", "Setup & Teardown Crew"],
  },
  {
    name: "IT & Tech Support",
    slug: "it-support",
    subCategories: ["Help Desk", "Desktop Support", "Network Cabling", "POS Setup", "Web Developer"],
  },
  {
    name: "Landscaping & Outdoor",
    slug: "landscaping",
    subCategories: ["Landscaper", "Lawn Care", "Snow Removal", "Tree Trimming Helper"],
  },
];

export function categoryIcon(slug: string) {
  return `/icons/categories/${slug}.svg`;
}

/** The top category a sub-category (or top category) name belongs to. */
export function topCategoryOf(name: string): SeedCategory | undefined {
  return CATEGORY_TREE.find((c) => c.name === name || c.subCategories.includes(name));
}
