import { CERT, Q, REQ } from "@/lib/assistant/templates/common";
import type { TemplateGroup } from "@/lib/assistant/templates/types";

export const HEALTHCARE: TemplateGroup = {
  category: "Healthcare Support",
  fallback: "Caregiver",
  templates: {
    Caregiver: {
      role: "caregiver",
      summary:
        "You will give safe, respectful personal care and support to the person in your care, helping them live comfortably and as independently as possible.",
      duties: [
        "Help with bathing, dressing, grooming and toileting with dignity and respect.",
        "Assist with safe transfers and mobility, using gait belts or lifts where needed.",
        "Prepare meals that follow the care plan and any dietary restrictions.",
        "Give medication reminders and record what was taken.",
        "Note changes in condition or mood and report them to the family or care manager.",
      ],
      requirements: [
        "You have paid caregiving experience, in a home or a care facility.",
        "You are patient, kind and dependable.",
        REQ.backgroundCheck,
        "You can help lift and transfer an adult safely.",
      ],
      certifications: [
        CERT.cprFirstAid,
        "A Home Health Aide (HHA) or Certified Nursing Assistant (CNA) certification where the state or the care plan requires one.",
      ],
      questions: [
        Q.cpr,
        "Are you certified as a CNA or HHA, and in which state?",
        "How do you safely help someone transfer from a bed to a wheelchair?",
        "What experience do you have caring for people with dementia or limited mobility?",
        "How would you handle a client who refuses their medication?",
      ],
      match: /\bcaregiv|\bcare ?giv|\bpersonal care|\bhome health|\belder ?care|\bsenior care|\bcna\b|\bhha\b/i,
      broad: /\bcare\b|\bnurs|\bhealth/i,
    },
    "Companion Care": {
      role: "companion",
      summary: "You will spend time with the person in your care, offering friendship, conversation and help with daily life.",
      duties: [
        "Provide conversation, companionship and engaging activities.",
        "Accompany the client on walks, errands and appointments.",
        "Help with light housekeeping, meal preparation and laundry.",
        "Give medication reminders (no hands-on medical care).",
        "Keep the family updated on how the client is doing.",
      ],
      requirements: [
        "You have experience caring for older adults or people living with disabilities.",
        "You are patient, warm and a good listener.",
        "You have a valid driver's license and a clean driving record.",
        REQ.backgroundCheck,
      ],
      certifications: [CERT.cprFirstAid],
      questions: [
        "What activities do you enjoy doing with the people you keep company?",
        "How would you encourage someone who does not want to leave the house?",
        "Are you comfortable driving the client to appointments in your car or theirs?",
        "What would you do if the client suddenly seemed confused or unwell?",
      ],
      match: /\bcompanion|\bsitter\b|\bsenior companion|\bfriendly visit/i,
    },
    "Medical Assistant": {
      role: "medical assistant",
      summary: "You will support our providers in a busy clinic with patient intake, clinical tasks and accurate records.",
      duties: [
        "Room patients and record vital signs and medical history.",
        "Perform clinical tasks within your scope, such as injections, EKGs and phlebotomy.",
        "Prepare exam rooms and sterilize instruments.",
        "Document accurately in the electronic health record.",
        "Help with scheduling, referrals and prior authorizations.",
      ],
      requirements: [
        "You have completed a medical assistant program or have at least one year of clinical experience.",
        "You are comfortable with an electronic health record system.",
        "You follow HIPAA and infection control procedures strictly.",
      ],
      certifications: [
        "A current medical assistant certification: CMA (AAMA), RMA (AMT) or CCMA (NHA).",
        "Current Basic Life Support (BLS) certification.",
      ],
      questions: [
        "Which medical assistant certification do you hold, and is it current?",
        "Which EHR systems have you used (for example Epic, athenahealth or eClinicalWorks)?",
        "Are you confident with venipuncture and injections, and roughly how many have you performed?",
        "What kind of clinics have you worked in (family practice, urgent care, specialty)?",
      ],
      match: /\bmedical assist|\bclinical assist|\bphlebotom|\bvital signs|\bcma\b/i,
    },
    "Medical Receptionist": {
      role: "medical receptionist",
      summary: "You will run the front desk of our practice, checking patients in and keeping schedules, insurance and records accurate.",
      duties: [
        "Check patients in and out and verify their demographics and insurance.",
        "Schedule, confirm and reschedule appointments.",
        "Collect copays and post payments.",
        "Answer phones and route clinical questions to the right staff member.",
        "Keep patient information confidential and follow HIPAA.",
      ],
      requirements: [
        "You have front desk experience in a medical or dental office.",
        "You understand insurance basics: copays, deductibles and eligibility checks.",
        REQ.computer,
      ],
      certifications: ["HIPAA privacy training (we can provide it if you do not have it)."],
      questions: [
        "Which practice management or EHR systems have you scheduled in?",
        "How do you verify a patient's insurance eligibility before their visit?",
        "A patient at the window asks loudly about another patient's appointment. How do you respond?",
        "How do you handle a full schedule when a provider is running 40 minutes late?",
      ],
      match: /\bmedical recep|\bpatient check|\bmedical front desk|\bfront desk.*(clinic|medical|dental)|\bmedical billing/i,
    },
    "Pharmacy Technician": {
      role: "pharmacy technician",
      summary: "You will support our pharmacists in filling prescriptions accurately and serving patients at the counter.",
      duties: [
        "Receive prescriptions and enter them accurately into the pharmacy system.",
        "Count, measure and label medications for the pharmacist's verification.",
        "Process insurance claims and resolve rejections.",
        "Manage inventory and check for expired medications.",
        "Serve patients at the counter and refer clinical questions to the pharmacist.",
      ],
      requirements: [
        "You have retail or hospital pharmacy technician experience.",
        "You are precise and careful with detail.",
        "You understand insurance claims and prior authorizations.",
      ],
      certifications: [
        "A national pharmacy technician certification (PTCB CPhT or NHA ExCPT).",
        "A pharmacy technician registration or license with the state board of pharmacy.",
      ],
      questions: [
        "Are you nationally certified (PTCB or ExCPT) and registered with this state's board of pharmacy?",
        "Which pharmacy software systems have you used?",
        "How do you resolve a claim rejected for refill too soon?",
        "What checks do you do to avoid filling errors with look-alike, sound-alike drugs?",
      ],
      match: /\bpharmac|\bprescription|\bptcb|\bcpht\b/i,
    },
  },
};
