// The settings of global/get_data. Stored in the Setting table, where an operator edits them.

/** service fee, percent */
export const DEFAULT_FEE = 5;

// `audience`: "customer" (employers) or "provider" (employees); none is for everyone. Plans and background
// checks are employer products, so only employers see their ads.
export const DEFAULT_ADS = [
  { _id: "ad-benefits", title: "Health coverage that moves with you", image: "/ads/benefits.svg", link: "/dashboard/benefits" },
  {
    _id: "ad-subscription",
    title: "Hire faster with a Gigline plan",
    image: "/ads/subscription.svg",
    link: "/dashboard/subscription",
    audience: "customer",
  },
  {
    _id: "ad-background-checks",
    title: "Background checks in a few clicks",
    image: "/ads/background-checks.svg",
    link: "/dashboard/background-checks",
    audience: "customer",
  },
];
