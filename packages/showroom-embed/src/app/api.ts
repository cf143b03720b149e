/**
 * The calls the embed makes, through one core transport per element (no token, ever: the
 * embed is anonymous: it keeps nothing but its temporary cart, per showroom, see cart-store.ts).
 */
import { createTransport, type Transport } from '@brand/core/client';
import type {
  CartWriteResponse,
  EmbedEvent,
  ProductSummary,
  ProjectCart,
  SearchResponse,
  ShopProfileData,
  ShopProfileResponse,
  Suggestion,
  SuggestResponse,
} from '@brand/core/contract';
import { onMarketplacePage } from './marketplace-page.ts';

export interface ProductPage {
  products: ProductSummary[];
  page: number;
  lastPage: number;
  total: number;
}

/** A page of search results: the products, and a corrected text when nothing matched. */
export interface SearchPage extends ProductPage {
  didYouMean: string | null;
}

export interface ShowroomApi {
  readonly transport: Transport;
  /** GET /api/visualization/shop_profile?showroom=<vsd_id>; null when not found (spec 1 §7). */
  profile(vsdId: string, signal?: AbortSignal): Promise<ShopProfileData | null>;
  /** POST /api/visualization/products with category and showroom. */
  products(
    input: { showroom: string; category: number; page?: number },
    signal?: AbortSignal,
  ): Promise<ProductPage>;
  /** GET /api/search/suggest?q=&showroom=: at most 8 typeahead suggestions (q: 2-100 chars). */
  suggest(input: { q: string; showroom: string }, signal?: AbortSignal): Promise<Suggestion[]>;
  /** GET /api/search?q=&showroom=&page=&per_page=: a page of matches with customer prices. */
  search(
    input: { q: string; showroom: string; page?: number },
    signal?: AbortSignal,
  ): Promise<SearchPage>;
  /** The product dialog's GET /api/public lives with the dialog: product-api.ts. */
  /** GET /api/projectCart with the temporary cart (temp_project_id, is_cart, showroom). */
  cart(input: { showroom: string; tempProjectId: string }): Promise<ProjectCart>;
  /** POST /api/projectCart/sync_to_cart into the temporary cart (created when absent). */
  addToCart(input: {
    showroom: string;
    tempProjectId: string | null;
    productId: number;
    sizeId: number | null;
    qty: number;
  }): Promise<ProjectCart>;
  /** POST /api/projectCart/update_cart: one line's quantity. */
  updateLine(input: {
    showroom: string;
    tempProjectId: string;
    lineId: number;
    qty: number;
  }): Promise<ProjectCart>;
  /** DELETE /api/cart/destroy/{id} with the showroom and the temporary cart. */
  removeLine(input: { showroom: string; tempProjectId: string; lineId: number }): Promise<unknown>;
  /**
   * POST /api/embed/events: counts a view, product open, add to cart or hand-off for the Pro's
   * analytics (issue 28 item 4). Only the showroom and the event: no cookie, no visitor id, no
   * personal data. Fire and forget: a failure never reaches the visitor. Nothing is counted on
   * the marketplace's own pages (the dashboard's preview, the demo page).
   */
  track(input: { showroom: string; event: EmbedEvent }): void;
}

type Envelope<T> = { data: T; message?: string };

/**
 * Resolves in a task of its own. Two showrooms on one page often receive their responses in
 * the same task; each then renders in that task's microtasks, and two first renders together
 * made one long task (55 ms at 2x CPU slowdown, see docs/performance.md). Handing each
 * response over in its own task keeps every showroom's render a separate, short task.
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

function pageOf(data: unknown): ProductPage {
  // A paginator `{ data: [...], current_page, last_page, total }`, or a bare list.
  if (Array.isArray(data)) {
    return { products: data as ProductSummary[], page: 1, lastPage: 1, total: data.length };
  }
  const page = data as {
    data?: ProductSummary[];
    current_page?: number;
    last_page?: number;
    total?: number;
  };
  const products = page?.data ?? [];
  return {
    products,
    page: page?.current_page ?? 1,
    lastPage: page?.last_page ?? 1,
    total: page?.total ?? products.length,
  };
}

/**
 * The embed calls the same paths with the same shapes as core's `endpoints`
 * (showroomEndpoints.shopProfile, catalogEndpoints.visualizationProducts/publicProduct,
 * searchEndpoints.searchSuggest/searchProducts, cartEndpoints.projectCart/syncToCart/updateCart/destroyCartLine), typed by the contract, but
 * without importing the endpoint table: that module builds every schema of the API at load
 * and would add 18 KB gzipped to the first paint (105.5 KB against a 100 KB budget).
 */
export function createShowroomApi(baseURL: string): ShowroomApi {
  // The analytics count visitors of the Pro's site: the Pro's own preview is not one.
  const counting = !onMarketplacePage(baseURL, self.origin);
  // Responses are trusted in the shipped widget (core validates them in dev and tests).
  const transport = createTransport({ baseURL, validateResponses: false });
  const raw = async <T>(
    method: 'POST' | 'DELETE',
    path: string,
    init: { body?: unknown; query?: Record<string, unknown>; signal?: AbortSignal | undefined },
  ): Promise<T> =>
    transport.call(
      {
        method,
        path,
        auth: 'public',
        summary: path,
        source: 'spec',
        response: undefined as never,
      },
      {
        ...(init.body === undefined ? {} : { body: init.body as never }),
        ...(init.query === undefined ? {} : { query: init.query as never }),
        ...(init.signal ? { signal: init.signal } : {}),
      } as never,
    ) as Promise<T>;

  return {
    transport,
    async profile(vsdId, signal) {
      const body = (await transport.get(
        '/api/visualization/shop_profile',
        { showroom: vsdId },
        signal ? { signal } : undefined,
      )) as ShopProfileResponse | null;
      await nextTask();
      const data = body?.data as (ShopProfileData & { data?: ShopProfileData }) | null | undefined;
      if (!data) return null;
      // spec 1 §7: "data.data (or data.profile)".
      const profile = data.profile ? data : (data.data ?? null);
      return profile?.profile ? profile : null;
    },
    async products({ showroom, category, page = 1 }, signal) {
      const body = await raw<Envelope<unknown>>('POST', '/api/visualization/products', {
        body: { showroom, category, page, per_page: 12 },
        signal,
      });
      await nextTask();
      return pageOf(body?.data);
    },
    async suggest({ q, showroom }, signal) {
      const body = (await transport.get(
        '/api/search/suggest',
        { q, showroom },
        signal ? { signal } : undefined,
      )) as SuggestResponse | null;
      return body?.data ?? [];
    },
    async search({ q, showroom, page = 1 }, signal) {
      const body = (await transport.get(
        '/api/search',
        { q, showroom, page, per_page: 12 },
        signal ? { signal } : undefined,
      )) as SearchResponse | null;
      await nextTask();
      return { ...pageOf(body?.data), didYouMean: body?.data?.did_you_mean ?? null };
    },
    async cart({ showroom, tempProjectId }) {
      const body = (await transport.get('/api/projectCart', {
        temp_project_id: tempProjectId,
        is_cart: 1,
        showroom,
      })) as Envelope<ProjectCart>;
      return body.data;
    },
    async addToCart({ showroom, tempProjectId, productId, sizeId, qty }) {
      const body = await raw<CartWriteResponse>('POST', '/api/projectCart/sync_to_cart', {
        body: {
          showroom,
          action: 'cart',
          product_id: productId,
          size_id: sizeId,
          qty,
          ...(tempProjectId ? { temp_project_id: tempProjectId } : {}),
        },
      });
      return body.data;
    },
    async updateLine({ showroom, tempProjectId, lineId, qty }) {
      const body = await raw<CartWriteResponse>('POST', '/api/projectCart/update_cart', {
        body: { id: lineId, qty, showroom, temp_project_id: tempProjectId },
      });
      return body.data;
    },
    removeLine({ showroom, tempProjectId, lineId }) {
      return raw('DELETE', `/api/cart/destroy/${lineId}`, {
        query: { showroom, temp_project_id: tempProjectId },
      });
    },
    track({ showroom, event }) {
      if (!counting) return;
      raw('POST', '/api/embed/events', { body: { showroom, event } }).catch(() => undefined);
    },
  };
}
