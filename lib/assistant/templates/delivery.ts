import { CERT, Q, REQ } from "@/lib/assistant/templates/common";
import type { TemplateGroup } from "@/lib/assistant/templates/types";

export const DELIVERY: TemplateGroup = {
  category: "Delivery & Driving",
  fallback: "Delivery Driver",
  templates: {
    "Delivery Driver": {
      role: "delivery driver",
      summary: "You will deliver packages or goods to our customers safely and on time, representing us well at every door.",
      duties: [
        "Load your vehicle in route order and check items against the manifest.",
        "Plan and drive the route safely, following traffic laws.",
        "Deliver items to the customer and capture proof of delivery in the app.",
        "Handle returns and undeliverable items by the agreed procedure.",
        "Keep the vehicle clean and report any maintenance issues.",
      ],
      requirements: [
        "You are at least 21 years old.",
        REQ.heavyLift,
        "You are comfortable using a smartphone for navigation and proof of delivery.",
      ],
      certifications: [CERT.driversLicence, "Proof of current auto insurance if you use your own vehicle."],
      questions: [
        Q.driving,
        "Will you use your own vehicle, and what kind of vehicle is it?",
        "How many stops a day have you completed on a delivery route?",
        "What do you do with a package when nobody is home and there is no safe place to leave it?",
      ],
      match: /\bdelivery driv|\bpackage deliver|\blast mile|\broute driv|\bdoor ?dash/i,
      broad: /\bdeliver|\bdriv(er|ing)\b/i,
    },
    "CDL Driver": {
      role: "CDL driver",
      summary: "You will drive our commercial vehicle safely and legally, delivering loads on schedule.",
      duties: [
        "Carry out pre-trip and post-trip vehicle inspections and record them.",
        "Drive the assigned route safely and comply with DOT and hours-of-service rules.",
        "Secure loads properly and check weights and paperwork.",
        "Keep accurate logs in the ELD.",
        "Communicate delays or incidents to dispatch right away.",
      ],
      requirements: [
        "You have at least one year of verifiable commercial driving experience.",
        "You have a clean driving record with no major violations in the last three years.",
        "You can pass a DOT drug and alcohol test and a Clearinghouse query.",
      ],
      certifications: [
        "A valid Class A or Class B CDL for the vehicle driven, with any required endorsements (for example H, N or T).",
        "A current DOT medical examiner's certificate.",
      ],
      questions: [
        "Which CDL class and endorsements do you hold?",
        "Which equipment have you driven (dry van, reefer, flatbed, tanker, box truck)?",
        "What do you check during a pre-trip inspection?",
        "Have you had any accidents, DOT violations or failed drug tests in the last three years?",
        "Are you comfortable with the ELD and hours-of-service rules?",
      ],
      match: /\bcdl\b|\btruck driv|\btractor.?trailer|\bsemi\b|\bclass a\b|\bclass b\b|\bcommercial driv/i,
    },
    Courier: {
      role: "courier",
      summary: "You will pick up and deliver time-sensitive documents and parcels quickly, securely and with care.",
      duties: [
        "Pick up and deliver documents and parcels within the promised time window.",
        "Plan efficient routes across town by car, bike or scooter.",
        "Get signatures and keep the chain of custody for sensitive items.",
        "Update the dispatch app at every pickup and drop-off.",
        "Keep items dry, safe and confidential.",
      ],
      requirements: [
        "You know the local area and can find addresses quickly.",
        "You have your own reliable vehicle or bike.",
        "You are trustworthy with confidential and valuable items.",
      ],
      certifications: ["A valid driver's license and proof of insurance if you deliver by car or scooter."],
      questions: [
        "How do you get around for deliveries: car, scooter or bike?",
        "How do you plan a route with several rush pickups on it?",
        "Have you handled confidential legal, medical or lab deliveries, and how did you keep the chain of custody?",
        "How well do you know the neighborhoods where this job takes place?",
      ],
      match: /\bcourier|\bmessenger|\bbike deliver|\bsame.?day deliver/i,
    },
    Mover: {
      role: "mover",
      summary: "You will pack, carry and load our customers' belongings carefully, protecting both their things and their home.",
      duties: [
        "Wrap and pad furniture and pack boxes securely.",
        "Protect floors, doorways and stairways before moving anything.",
        "Carry and load items with dollies, straps and moving blankets.",
        "Load the truck tightly and securely so that nothing shifts.",
        "Unload, place furniture where the customer wants it and reassemble it.",
      ],
      requirements: [
        "You have moving or heavy lifting experience.",
        "You can safely lift and carry heavy items with a partner, up and down stairs.",
        "You are careful and respectful in customers' homes.",
      ],
      certifications: [],
      questions: [
        "How do you move a heavy dresser or piano down a flight of stairs safely?",
        "How do you wrap and pack fragile items such as mirrors and glass tables?",
        "Can you disassemble and reassemble furniture such as bed frames?",
        "This job involves heavy lifting all day, including stairs. Is that comfortable for you?",
      ],
      match: /\bmov(er|ing)\b|\bhaul|\bfurniture mov|\brelocation/i,
    },
    Valet: {
      role: "valet attendant",
      summary: "You will park and return our guests' cars quickly and carefully, giving them a warm welcome and farewell.",
      duties: [
        "Greet guests, issue claim tickets and check cars for existing damage.",
        "Park and retrieve vehicles safely and quickly.",
        "Keep keys secure and organized on the key board.",
        "Manage the line of arriving cars at busy times.",
        "Report any incident or damage to the supervisor right away.",
      ],
      requirements: [
        "You are at least 18 years old (21 for some venues and insurers).",
        "You can drive both automatic and manual transmission cars.",
        "You can jog between the stand and the lot throughout the shift.",
      ],
      certifications: [CERT.driversLicence],
      questions: [
        Q.driving,
        "Can you drive a manual transmission car?",
        "How do you inspect and record damage on a car before you park it?",
        "How do you keep keys secure when the stand is busy?",
      ],
      match: /\bvalet|\bparking attend|\bcar park/i,
    },
  },
};
