// The offline job helper's content: one template per sub-category of prisma/seed/categories.ts, grouped
// by top category. tests/unit/job-ai-draft.test.ts checks that every sub-category of the tree has one.
import type { TemplateGroup, TradeTemplate } from "@/lib/assistant/templates/types";
import { HOSPITALITY } from "@/lib/assistant/templates/hospitality";
import { FOOD_SERVICE } from "@/lib/assistant/templates/food-service";
import { WAREHOUSE } from "@/lib/assistant/templates/warehouse";
import { CONSTRUCTION } from "@/lib/assistant/templates/construction";
import { CLEANING } from "@/lib/assistant/templates/cleaning";
import { RETAIL } from "@/lib/assistant/templates/retail";
import { ADMINISTRATIVE } from "@/lib/assistant/templates/administrative";
import { HEALTHCARE } from "@/lib/assistant/templates/healthcare";
import { DELIVERY } from "@/lib/assistant/templates/delivery";
import { EVENTS } from "@/lib/assistant/templates/events";
import { IT_SUPPORT } from "@/lib/assistant/templates/it-support";
import { LANDSCAPING } from "@/lib/assistant/templates/landscaping";

export type { TemplateGroup, TradeTemplate } from "@/lib/assistant/templates/types";

export const TEMPLATE_GROUPS: TemplateGroup[] = [
  HOSPITALITY,
  FOOD_SERVICE,
  WAREHOUSE,
  CONSTRUCTION,
  CLEANING,
  RETAIL,
  ADMINISTRATIVE,
  HEALTHCARE,
  DELIVERY,
  EVENTS,
  IT_SUPPORT,
  LANDSCAPING,
];

export type NamedTemplate = TradeTemplate & { name: string; group: TemplateGroup };

/** Every template with its sub-category name, in the tree's order. */
export const ALL_TEMPLATES: NamedTemplate[] = TEMPLATE_GROUPS.flatMap((group) =>
  Object.entries(group.templates).map(([name, t]) => ({ ...t, name, group })),
);

const key = (s: string) => s.trim().toLowerCase();
const BY_NAME = new Map(ALL_TEMPLATES.map((t) => [key(t.name), t]));
const GROUP_BY_NAME = new Map(TEMPLATE_GROUPS.map((g) => [key(g.category), g]));

/** The template of a sub-category name (any case). */
export function templateByName(name: string): NamedTemplate | undefined {
  return BY_NAME.get(key(name));
}

/** The group of a top category name (any case). */
export function groupByName(name: string): TemplateGroup | undefined {
  return GROUP_BY_NAME.get(key(name));
}

/** The trade a skill (or a category name outside the tree) means: a specific match first, then a broad one. */
export function templateForTerm(term: string, among: NamedTemplate[] = ALL_TEMPLATES): NamedTemplate | undefined {
  return among.find((t) => t.match.test(term)) ?? among.find((t) => t.broad?.test(term));
}
