import { CERT } from "@/lib/assistant/templates/common";
import type { TemplateGroup } from "@/lib/assistant/templates/types";

export const IT_SUPPORT: TemplateGroup = {
  category: "IT & Tech Support",
  fallback: "Help Desk",
  templates: {
    "Help Desk": {
      role: "help desk technician",
      summary: "You will be the first line of IT support for our users, solving their problems quickly and explaining things clearly.",
      duties: [
        "Answer support requests on the phone, in chat and through the ticketing system.",
        "Troubleshoot account, password, email, printer and software problems.",
        "Reset passwords and manage user accounts in Active Directory or Microsoft 365.",
        "Document each ticket and its resolution clearly.",
        "Escalate complex issues to the right team with the details they need.",
      ],
      requirements: [
        "You have at least one year of help desk or IT support experience.",
        "You know Windows, macOS and Microsoft 365 well.",
        "You explain technical things patiently to non-technical people.",
      ],
      certifications: [CERT.compTiaA],
      questions: [
        "Which ticketing systems have you worked in (for example ServiceNow, Jira Service Management or Zendesk)?",
        "A user cannot print to the network printer. What would you check, in order?",
        "How do you verify a caller's identity before resetting their password?",
        "How many tickets per day did you resolve in your last support role?",
      ],
      match: /\bhelp ?desk|\bit support|\btech support|\bservice desk|\bactive directory|\btroubleshoot/i,
    },
    "Desktop Support": {
      role: "desktop support technician",
      summary: "You will set up, maintain and repair our computers and peripherals and support our users in person.",
      duties: [
        "Image, deploy and configure laptops and desktops for new staff.",
        "Diagnose and fix hardware and software problems at the user's desk.",
        "Set up printers, docking stations, monitors and other peripherals.",
        "Install updates and security software and keep the asset inventory current.",
        "Move and reconnect equipment during office moves.",
      ],
      requirements: [
        "You have at least one year of desktop or field support experience.",
        "You can replace laptop and desktop components.",
        "You are familiar with Windows imaging and deployment tools.",
      ],
      certifications: [CERT.compTiaA],
      questions: [
        "Which imaging or deployment tools have you used (for example Intune, SCCM or Autopilot)?",
        "A laptop will not boot after an update. Which troubleshooting steps would you take, in order?",
        "Have you handled a large hardware refresh, and how many machines were deployed?",
        "How do you keep the asset inventory accurate when equipment moves between users?",
      ],
      match: /\bdesktop support|\bfield tech|\bhardware|\blaptop|\bimaging|\bintune|\bsccm/i,
    },
    "Network Cabling": {
      role: "network cabling technician",
      summary: "You will install, terminate and test structured cabling to industry standards, neatly and safely.",
      duties: [
        "Pull Cat6 and fiber cable through ceilings, walls and conduit.",
        "Terminate jacks and patch panels to TIA-568 standards.",
        "Test and certify every cable run with a cable tester and label it.",
        "Mount racks, cable trays and J-hooks and dress cables neatly.",
        "Clean up the work area and document the installation.",
      ],
      requirements: [
        "You have structured cabling experience in commercial buildings.",
        "You can work on ladders and lifts and in ceilings.",
        "You bring your own basic cabling tools.",
      ],
      certifications: [
        "BICSI Installer or Technician certification is a plus.",
        "A state or local low-voltage license where the job's location requires one.",
        "An OSHA 10-Hour Construction card.",
      ],
      questions: [
        "Which cable types have you installed and terminated (Cat5e, Cat6, Cat6A, fiber)?",
        "Which testers have you used to certify runs (for example Fluke DSX)?",
        "How do you keep bend radius and separation from power lines within standard?",
        "Are you comfortable working on lifts and in drop ceilings for a full day?",
      ],
      match: /\bcabling|\bcat ?6|\bcat ?5|\bfiber|\blow.?voltage|\bnetwork install|\bethernet/i,
    },
    "POS Setup": {
      role: "POS installation technician",
      summary: "You will install and configure point-of-sale systems so that a store or restaurant can take payments from day one.",
      duties: [
        "Unbox, mount and connect POS terminals, printers, cash drawers and card readers.",
        "Configure the POS software: menu or items, taxes, users and permissions.",
        "Connect devices to the network and test payments end to end.",
        "Train staff on the basics of using the new system.",
        "Document the setup and hand over to the client.",
      ],
      requirements: [
        "You have installed or supported POS systems before.",
        "You understand basic networking (Wi-Fi, routers, static IP addresses).",
        "You are patient and clear when training non-technical staff.",
      ],
      certifications: [],
      questions: [
        "Which POS platforms have you installed or configured (for example Toast, Square, Clover or Lightspeed)?",
        "A receipt printer stops printing during a test. How do you troubleshoot it?",
        "How do you set up a kitchen display or kitchen printer routing for a restaurant?",
        "How do you train busy staff on a new POS in under an hour?",
      ],
      match: /\bpos\b|\bpoint.of.sale|\btoast\b|\bsquare\b|\bclover\b|\bcard reader/i,
    },
    "Web Developer": {
      role: "web developer",
      summary: "You will build and improve our website, delivering clean, tested and maintainable code.",
      duties: [
        "Build new pages and features from the agreed requirements and designs.",
        "Write clean, maintainable code and test it before delivery.",
        "Make the site responsive, fast and accessible.",
        "Fix bugs and improve existing code.",
        "Document your work and hand over the code in our repository.",
      ],
      requirements: [
        "You have a portfolio of live websites or code you wrote.",
        "You are strong in HTML, CSS and JavaScript and the framework this job uses.",
        "You use Git and work to a clear schedule with regular updates.",
      ],
      certifications: [],
      questions: [
        "Which live sites or repositories can you show us that you built yourself?",
        "How do you test your code before you deliver it?",
        "How do you make a page accessible and fast on a slow mobile connection?",
        "How would you estimate and break down this job into milestones?",
      ],
      match:
        /\bweb|\bjavascript|\btypescript|\breact|\bnext\.?js|\bnode|\bhtml|\bcss\b|\bwordpress|\bfront.?end|\bback.?end|\bfull.?stack|\bdevelop|\bprogramm|\bsoftware|\bpython|\bphp\b/i,
    },
  },
};
