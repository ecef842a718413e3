import { CERT, REQ } from "@/lib/assistant/templates/common";
import type { TemplateGroup } from "@/lib/assistant/templates/types";

const PESTICIDE = "A state pesticide applicator license for any herbicide, pesticide or weed-and-feed application.";

export const LANDSCAPING: TemplateGroup = {
  category: "Landscaping & Outdoor",
  fallback: "Landscaper",
  templates: {
    Landscaper: {
      role: "landscaper",
      summary: "You will install and maintain landscapes, keeping every property neat, healthy and looking its best.",
      duties: [
        "Plant trees, shrubs and flowers and spread mulch and soil.",
        "Install sod, edging, landscape fabric and hardscape features.",
        "Prune shrubs and keep beds weeded.",
        "Operate mowers, trimmers, blowers and other landscape equipment safely.",
        "Clean up the site and haul green waste away.",
      ],
      requirements: [
        "You have landscaping or grounds maintenance experience.",
        "You can work outdoors in heat and rain and lift up to 50 lb.",
        "You know basic plant care: watering, planting depth and pruning.",
        REQ.ownTransport,
      ],
      certifications: [PESTICIDE],
      questions: [
        "Which landscape equipment can you operate (zero-turn mower, skid steer, sod cutter)?",
        "How do you plant a tree or shrub so that it survives its first summer?",
        "Have you installed pavers, retaining walls or irrigation?",
        "Do you hold a pesticide applicator license, and for which categories?",
      ],
      match: /\blandscap|\bgarden|\bplanting|\bmulch|\bsod\b|\bhardscap|\birrigation|\bgrounds/i,
    },
    "Lawn Care": {
      role: "lawn care technician",
      summary: "You will mow, edge and care for lawns on a regular schedule, leaving every property sharp and tidy.",
      duties: [
        "Mow, edge and trim lawns to the right height for the grass type.",
        "Blow off driveways, walks and beds after every visit.",
        "Spot problems such as brown patches, pests or irrigation leaks and report them.",
        "Check and maintain the mower and equipment daily.",
        "Keep to the route schedule and record each completed visit.",
      ],
      requirements: [
        "You have lawn mowing experience with commercial equipment.",
        "You can work outdoors in heat and on slopes safely.",
        "You can trailer and unload equipment, or are willing to learn.",
      ],
      certifications: [PESTICIDE, "A valid driver's license if you will drive the crew truck and trailer."],
      questions: [
        "Which mowers have you operated (push, walk-behind, stand-on, zero-turn)?",
        "How do you decide the mowing height for St. Augustine, Bermuda or fescue?",
        "How many lawns could you complete in a day on a residential route?",
        "How do you mow safely on a steep slope?",
      ],
      match: /\blawn|\bmow|\bedging|\bweed ?eat|\bturf|\byard/i,
    },
    "Snow Removal": {
      role: "snow removal operator",
      summary: "You will clear snow and ice from our sites quickly and safely so that people and vehicles can move without risk.",
      duties: [
        "Plow lots and driveways, or shovel and snow-blow walkways and entrances.",
        "Spread salt or ice melt at the right rate for the conditions.",
        "Work storm shifts, including overnights, until the sites are clear.",
        "Record site visits, times and materials used for each property.",
        "Report hazards such as refreezing areas or damaged property.",
      ],
      requirements: [
        "You can work outdoors in freezing temperatures for long shifts.",
        "You are available on call when a storm is forecast, day or night.",
        "You have snow plowing or shoveling experience.",
      ],
      certifications: [CERT.driversLicence],
      questions: [
        "Have you plowed with a truck or skid steer, and for what kind of sites?",
        "Are you available on call overnight and on weekends during the winter?",
        "How do you decide how much salt to spread, and when to pre-treat?",
        "How do you document a site visit in case of a slip-and-fall claim?",
      ],
      match: /\bsnow|\bplow|\bplough|\bice melt|\bde-?icing|\bsalting/i,
    },
    "Tree Trimming Helper": {
      role: "tree trimming helper",
      summary: "You will support our tree crew as a ground worker, keeping the site safe and clearing cut wood and brush.",
      duties: [
        "Drag brush and feed the chipper safely.",
        "Cut and stack wood and rake up debris.",
        "Set up cones and keep the drop zone clear of people and vehicles.",
        "Manage ropes and lowering lines under the climber's direction.",
        "Clean, fuel and load equipment at the end of the day.",
      ],
      requirements: [
        "You have tree care, landscaping or outdoor labor experience.",
        "You wear the required PPE: helmet, eye and hearing protection, gloves and chainsaw chaps.",
        REQ.heavyLift,
        "You are safety-minded around chippers and chainsaws.",
      ],
      certifications: [
        "Chainsaw safety training, and a TCIA Tree Care Academy or Certified Treecare Safety Professional credential is a plus.",
        "Electrical hazard awareness training before any work near power lines.",
      ],
      questions: [
        "Have you worked as a ground worker on a tree crew before?",
        "What are the safety rules you follow when feeding a chipper?",
        "How do you keep the drop zone safe while the climber is cutting?",
        "Are you comfortable using a chainsaw, and have you had chainsaw safety training?",
      ],
      match: /\btree|\barbor|\bchainsaw|\bchipper|\bstump|\bbrush clear/i,
    },
  },
};
