import type { ProductSummary } from '@brand/core/contract';
import { type PhotoSurfaceKind, photoCategories } from '@brand/ui/photo-mode';
import { useClient } from '../../lib/brand.tsx';
import { useLoad } from '../../lib/use-load.ts';

/** Ours: products offered per category in photo mode (the studio's count). */
const PER_CATEGORY = 8;

export type PhotoProduct = ProductSummary & { category: string };

/**
 * The showroom's products for the surface (GET the showroom's menu categories, then
 * POST visualization products per fitting category), as the design studio loads them.
 * Null key (no showroom chosen): nothing is loaded.
 */
export function usePhotoProducts(
  owner: number | null,
  vsdId: string | null,
  kind: PhotoSurfaceKind,
) {
  const client = useClient();
  return useLoad(
    owner === null || vsdId === null ? null : `photo-products:${owner}:${vsdId}:${kind}`,
    async () => {
      const menu = (await client.showrooms.menuCategories({ params: { id: owner ?? 0 } })).data;
      const wanted = photoCategories(kind);
      const categories = menu.filter((m) => wanted.includes(m.category.name));
      const pages = await Promise.all(
        categories.map(async (m) =>
          (
            await client.catalog.visualizationProducts({
              body: {
                category: m.category_id,
                showroom: vsdId ?? '',
                page: 1,
                per_page: PER_CATEGORY,
              },
            })
          ).data.data.map((p): PhotoProduct => ({ ...p, category: m.category.name })),
        ),
      );
      return pages.flat();
    },
  );
}
