import type { FloorTemplate, ProductSummary, RoomType } from '@brand/core/contract';
import type { roomSurfaces } from '@brand/core/rules';
import { useState } from 'react';
import { useClient } from '../../lib/brand.tsx';
import { useLoad } from '../../lib/use-load.ts';

/** Ours: products offered per category for a surface. */
const CHOICES_PER_CATEGORY = 8;

/** A product the studio knows, with its category's name (its look and its price line). */
export type StudioProduct = ProductSummary & { category: string };

/**
 * What the design studio shows of the showroom (issue 15 items 1-3): its categories, the
 * platform settings (fee and tax rates of the estimate), the template's products, and the
 * products offered for the chosen surface, each loaded through the site's one loading hook.
 * Every product seen is remembered by id (`known`), for the scene, the names and the estimate.
 */
export function useStudioProducts({
  owner,
  vsdId,
  template,
  roomType,
  surface,
}: {
  owner: number | null;
  vsdId: string;
  template: FloorTemplate;
  roomType: RoomType;
  surface: ReturnType<typeof roomSurfaces>[number] | null;
}) {
  const client = useClient();
  const [known, setKnown] = useState<Map<number, StudioProduct>>(new Map());
  const categories = useLoad(owner === null ? null : `menu:${owner}`, async () => {
    const menu = (await client.showrooms.menuCategories({ params: { id: owner ?? 0 } })).data;
    return new Map(menu.map((m) => [m.category_id, m.category.name] as const));
  });
  const settings = useLoad('settings', async () => (await client.settings.settings()).data);
  const remember = (list: ProductSummary[], names: Map<number, string>) =>
    setKnown((old) => {
      const next = new Map(old);
      for (const p of list) next.set(p.id, { ...p, category: names.get(p.category_id) ?? '' });
      return next;
    });

  const templateProducts = useLoad(
    categories.data ? `template-products:${template.id}:${vsdId}` : null,
    async () => {
      const ids = [...new Set(template.surfaces.map((s) => s.product_id))];
      const list = ids.length
        ? (await client.catalog.recentlyViewed({ body: { showroom: vsdId, product_ids: ids } }))
            .data
        : [];
      remember(list, categories.data ?? new Map());
      return list.length;
    },
  );
  const choices = useLoad(
    categories.data && surface ? `choices:${vsdId}:${roomType}:${surface.key}` : null,
    async () => {
      const names = categories.data ?? new Map<number, string>();
      const wanted = [...names].filter(([, name]) => surface?.categories.includes(name));
      const pages = await Promise.all(
        wanted.map(
          async ([id]) =>
            (
              await client.catalog.visualizationProducts({
                body: {
                  category: id,
                  showroom: vsdId,
                  page: 1,
                  per_page: CHOICES_PER_CATEGORY,
                  // A surface of one product type (a Refrigerator among the Appliances).
                  ...(surface?.types?.[0] ? { type: surface.types[0] } : {}),
                },
              })
            ).data.data,
        ),
      );
      const list = pages.flat();
      remember(list, names);
      return list.map((p) => p.id);
    },
  );

  return { known, settings, templateProducts, choices };
}
