// global/get_data: the category tree, the fee percent and the ads, as the spec's clients keep them
// in their "globals" state.
import { db } from "@/lib/db";
import { getAds, getFeePercent, type Ad } from "@/lib/settings/get-setting";

export type CategoryDto = { _id: string; name: string; icon: string; subCategories: { _id: string; name: string; icon: string }[] };
export type GlobalData = { categories: CategoryDto[]; fee: number; ads: Ad[] };

export async function listCategories(): Promise<CategoryDto[]> {
  const rows = await db.category.findMany({
    where: { parentId: null },
    orderBy: [{ position: "asc" }, { name: "asc" }],
    select: {
      id: true,
      name: true,
      icon: true,
      subCategories: { orderBy: [{ position: "asc" }, { name: "asc" }], select: { id: true, name: true, icon: true } },
    },
  });
  return rows.map((c) => ({
    _id: c.id,
    name: c.name,
    icon: c.icon,
    subCategories: c.subCategories.map((s) => ({ _id: s.id, name: s.name, icon: s.icon })),
  }));
}

export async function getGlobalData(): Promise<GlobalData> {
  const [categories, fee, ads] = await Promise.all([listCategories(), getFeePercent(), getAds()]);
  return { categories, fee, ads };
}
