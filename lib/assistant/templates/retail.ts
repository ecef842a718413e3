import { REQ } from "@/lib/assistant/templates/common";
import type { TemplateGroup } from "@/lib/assistant/templates/types";

export const RETAIL: TemplateGroup = {
  category: "Retail",
  fallback: "Sales Associate",
  templates: {
    "Sales Associate": {
      role: "sales associate",
      summary: "You will help our customers find what they need, share product knowledge and keep the sales floor looking its best.",
      duties: [
        "Greet customers and help them find the right products.",
        "Learn the products and explain their features and prices clearly.",
        "Process sales, returns and exchanges at the register.",
        "Restock, face and tidy displays throughout the shift.",
        "Meet sales and customer service goals as a team.",
      ],
      requirements: [
        "You have retail or customer-facing sales experience.",
        "You are friendly, confident and comfortable approaching customers.",
        "You can work weekends and holidays when the store is busiest.",
        REQ.onFeet,
      ],
      certifications: [],
      questions: [
        "How do you approach a customer who is browsing without being pushy?",
        "Tell us about a sale where you suggested an add-on the customer was glad to buy. What was it?",
        "How do you handle a customer who wants to return an item without a receipt?",
        "Are you available on weekends and during the holiday season?",
      ],
      match: /\bsales associate|\bsales floor|\bupsell|\bretail sales/i,
      broad: /\bsales\b|\bretail/i,
    },
    Cashier: {
      role: "cashier",
      summary: "You will check out our customers quickly, accurately and with a friendly word.",
      duties: [
        "Scan items, apply discounts and process cash, card and mobile payments.",
        "Count change accurately and balance the drawer at the start and end of the shift.",
        "Check ID for age-restricted products.",
        "Bag items carefully and keep the checkout area clean and stocked.",
        "Answer customer questions and call a supervisor when needed.",
      ],
      requirements: [
        "You have cash handling experience.",
        "You are accurate, honest and quick with numbers.",
        "You stay friendly with a long line in front of you.",
      ],
      certifications: [],
      questions: [
        "How do you make sure your drawer balances at the end of your shift?",
        "Which POS systems or registers have you used?",
        "A customer insists they gave you a $50 bill and you remember a $20. What do you do?",
        "How do you check ID for alcohol or tobacco sales?",
      ],
      match: /\bcashier|\bcash handling|\bcheckout|\bregister\b|\bpoint of sale\b/i,
    },
    Stocker: {
      role: "stocker",
      summary: "You will keep our shelves full, organized and accurate so that customers find what they came for.",
      duties: [
        "Unload deliveries and move stock from the back room to the sales floor.",
        "Stock and face shelves following the planogram.",
        "Rotate products first in, first out and pull expired or damaged items.",
        "Break down boxes and keep aisles and the back room clear.",
        "Report out-of-stock and low-stock items.",
      ],
      requirements: [
        "You have stocking, warehouse or retail experience.",
        "You can lift up to 40 lb and use a ladder and pallet jack.",
        "You can work early morning or overnight shifts.",
      ],
      certifications: [],
      questions: [
        "Have you stocked shelves to a planogram before?",
        "How do you rotate stock and check dates on perishable products?",
        "How many cases can you work in an hour on an overnight shift?",
        "Are you comfortable working early mornings or overnights?",
      ],
      match: /\bstock(er|ing)\b|\bshelf|\bshelv|\brestock|\bplanogram/i,
    },
    Merchandiser: {
      role: "merchandiser",
      summary:
        "You will visit stores to set and maintain product displays so that our products are stocked, priced and presented correctly.",
      duties: [
        "Set and reset shelves and displays to planograms.",
        "Check stock levels, rotate products and report out-of-stocks.",
        "Put up pricing, signage and promotional materials.",
        "Take photos of finished work and report each visit in the merchandising app.",
        "Build good working relationships with store managers.",
      ],
      requirements: [
        "You have retail merchandising or stocking experience.",
        REQ.ownTransport,
        "You are comfortable using a smartphone app to report your visits.",
        "You can lift up to 40 lb and work on a ladder.",
      ],
      certifications: [],
      questions: [
        "Which retailers or brands have you merchandised for?",
        "How do you handle a store that has not left enough shelf space for the planogram?",
        "Which reporting apps have you used to log store visits and photos?",
        "How many stores can you cover in a day, and how far are you willing to drive?",
      ],
      match: /\bmerchandis|\bplanogram reset|\bretail reset/i,
    },
    "Visual Display": {
      role: "visual merchandiser",
      summary: "You will design and build window and in-store displays that catch the eye and sell the product.",
      duties: [
        "Build window and in-store displays to the brand's visual guidelines.",
        "Dress mannequins and style product groupings.",
        "Install signage, lighting and props safely.",
        "Refresh displays for new collections, promotions and seasons.",
        "Photograph completed displays for the brand team.",
      ],
      requirements: [
        "You have visual merchandising or display experience.",
        "You have a strong eye for color, balance and composition.",
        "You can work on ladders and use basic tools for installations.",
      ],
      certifications: [],
      questions: [
        "Can you share photos of displays or windows you have built?",
        "How do you adapt a brand's visual guidelines to a store with a different layout?",
        "What tools and materials do you use to install a window display?",
        "How long does it take you to dress a mannequin and style a full outfit?",
      ],
      match: /\bvisual|\bdisplay|\bwindow dress|\bmannequin/i,
    },
  },
};
