import { CERT, Q, REQ } from "@/lib/assistant/templates/common";
import type { TemplateGroup } from "@/lib/assistant/templates/types";

export const WAREHOUSE: TemplateGroup = {
  category: "Warehouse & Logistics",
  fallback: "Picker & Packer",
  templates: {
    "Picker & Packer": {
      role: "picker and packer",
      summary: "You will pick orders accurately from our shelves and pack them securely so that they ship on time.",
      duties: [
        "Pick items from bins and racks using pick lists or an RF scanner.",
        "Check each item against the order for the right product, size and quantity.",
        "Pack orders with the right box and dunnage so that nothing shifts or breaks.",
        "Label and stage packed orders for the carrier's pickup.",
        "Keep your work area clean and report damaged or missing stock.",
      ],
      requirements: [
        "You have warehouse, fulfillment or packing experience.",
        "You work accurately at a steady pace and can meet pick-rate targets.",
        REQ.onFeet,
        "You can wear safety shoes and follow warehouse safety rules.",
      ],
      certifications: [],
      questions: [
        "Have you used an RF scanner or a warehouse management system, and which one?",
        "What pick rate did you hit in your last warehouse job, and how was it measured?",
        "How do you pack a fragile item so that it arrives undamaged?",
        Q.heavyLift,
      ],
      match: /\bpick(er|ing)?\b|\bpack(er|ing)\b|\bfulfil+ment|\border fulfil/i,
    },
    "Forklift Operator": {
      role: "forklift operator",
      summary: "You will move, load and put away pallets safely with a forklift in our warehouse.",
      duties: [
        "Load and unload trucks and containers with a forklift.",
        "Put away and retrieve pallets from racking at height.",
        "Carry out the pre-shift forklift inspection and report any defects.",
        "Stage outbound loads and wrap and label pallets.",
        "Follow traffic rules in the warehouse and keep aisles clear.",
      ],
      requirements: [
        "You have at least one year of forklift experience in a warehouse or distribution center.",
        "You have a clean safety record with no at-fault incidents.",
        "You can work with RF scanners and paperwork for put-away and shipping.",
      ],
      certifications: [CERT.forklift],
      questions: [
        Q.forkliftCert,
        "What do you check in your pre-shift forklift inspection?",
        "What is the highest racking you have put pallets away on?",
        "How do you handle a load that is off-balance or over the truck's rated capacity?",
      ],
      match: /\bforklift|\bfork lift|\breach truck|\bpallet jack|\bhi-?lo\b/i,
    },
    "Loader & Unloader": {
      role: "loader and unloader",
      summary: "You will load and unload trucks and containers by hand and with equipment, safely and on schedule.",
      duties: [
        "Unload trailers and containers by hand, including floor-loaded freight.",
        "Sort freight by destination and stack pallets so that they are stable and secure.",
        "Load outbound trucks in the right order so that stops unload cleanly.",
        "Check counts against the bill of lading and report shortages or damage.",
        "Use hand trucks and pallet jacks safely.",
      ],
      requirements: [
        REQ.heavyLift,
        "You have worked in a dock, warehouse or moving crew.",
        "You can keep a steady pace through a full shift.",
      ],
      certifications: [],
      questions: [
        "Have you unloaded floor-loaded containers, and how many cases could you unload in an hour?",
        "How do you build a stable pallet from mixed boxes?",
        "How do you check a load against the bill of lading?",
        Q.heavyLift,
      ],
      match: /\bload(er|ing)\b|\bunload|\bdock work|\blumper/i,
    },
    "Inventory Associate": {
      role: "inventory associate",
      summary: "You will keep our inventory counts accurate, so that the stock in the system matches the stock on the shelves.",
      duties: [
        "Carry out cycle counts and full physical counts with handheld scanners.",
        "Investigate and correct count discrepancies.",
        "Receive, label and put away incoming stock in the right locations.",
        "Record transfers, adjustments and damaged goods in the inventory system.",
        "Keep storage locations organized and clearly labeled.",
      ],
      requirements: [
        "You are detail-oriented and careful with numbers.",
        "You have used handheld scanners and inventory or warehouse software.",
        "You can climb ladders and lift up to 40 lb.",
      ],
      certifications: [],
      questions: [
        "Which inventory or warehouse management systems have you used?",
        "Your count is 12 units short of the system. What do you check before adjusting it?",
        "What inventory accuracy rate did your last team achieve?",
        "Have you taken part in a full physical inventory, and what was your role?",
      ],
      match: /\binventory|\bcycle count|\bstock control/i,
    },
    "Shipping & Receiving": {
      role: "shipping and receiving clerk",
      summary: "You will receive incoming freight, ship outgoing orders and keep the paperwork and the system accurate.",
      duties: [
        "Check incoming shipments against purchase orders and packing slips.",
        "Report damaged or short shipments and file claims with carriers.",
        "Prepare outbound shipments, print labels and bills of lading, and schedule carrier pickups.",
        "Enter receipts and shipments into the inventory system.",
        "Keep the dock area organized and safe.",
      ],
      requirements: [
        "You have shipping or receiving experience in a warehouse.",
        "You are comfortable with carrier portals (UPS, FedEx or LTL carriers) and basic computer work.",
        "You are accurate with paperwork and counts.",
        REQ.onFeet,
      ],
      certifications: ["Forklift or pallet jack certification that meets OSHA's powered industrial truck standard is a plus."],
      questions: [
        "Which carriers and shipping software have you used for small parcel and LTL freight?",
        "A delivery arrives with two damaged cartons. What do you do before the driver leaves?",
        "How do you check a receipt against a purchase order?",
        "Can you operate a forklift or pallet jack, and are you certified?",
      ],
      match: /\bshipping|\breceiving|\blogistics clerk|\bbill of lading|\bfreight/i,
    },
  },
};
