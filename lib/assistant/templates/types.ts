// The shape of one trade's draft content: what the offline job helper writes for a sub-category.
// Sentences are complete and end with a full stop (duties, requirements, certifications) or a
// question mark (questions); the composer in local-job-draft.ts only joins them.

export type TradeTemplate = {
  /** the worker, as it reads after "an experienced …": "bartender", "HVAC technician" */
  role: string;
  /** one sentence, in the employer's voice, on what the job is about */
  summary: string;
  /** 4–6 duties, each a sentence starting with a verb */
  duties: string[];
  /** 3–5 requirements, each a sentence */
  requirements: string[];
  /** the certifications or licences that truly apply to the trade in the US (may be empty) */
  certifications: string[];
  /** 3–5 screening questions a hiring manager in the trade would ask */
  questions: string[];
  /** matches a skill, or a category name outside the tree, that means this trade (never the title) */
  match: RegExp;
  /** a looser match, tried only when no trade's `match` fits (e.g. "cleaning", "driver") */
  broad?: RegExp;
};

export type TemplateGroup = {
  /** the top category of prisma/seed/categories.ts */
  category: string;
  /** the sub-category a draft uses when only the top category is known and no skill points further */
  fallback: string;
  templates: Record<string, TradeTemplate>;
};
