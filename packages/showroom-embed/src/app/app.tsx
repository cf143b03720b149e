import type { ProjectCart, ShopProfileData } from '@brand/core/contract';
import {
  canUseCustomTheme,
  MESSAGES,
  showroomThemeColor,
  TOAST_TIMEOUT_MS,
  themeCssVariables,
  themeTokens,
} from '@brand/core/rules';
import { PortalContainerProvider, useResource } from '@brand/ui';
import {
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import type { EmbedController } from '../runtime/controller.ts';
import { createShowroomApi } from './api.ts';
import { cartDetail } from './cart.ts';
import { cartStore } from './cart-store.ts';
import { Catalog, SkeletonGrid } from './catalog.tsx';
import { EmbedContext, type EmbedContextValue } from './context.ts';
import { errorMessage } from './error-message.ts';
import { assetUrl } from './format.ts';
import { LayoutFrame } from './layout-frame.tsx';
import { SearchBox } from './search-box.tsx';

// What the first paint does not need loads on first use (own chunks).
const ProductDialog = lazy(() => import('./product-dialog.tsx'));
const CartDialog = lazy(() => import('./cart-dialog.tsx'));

/** A failure the showroom reports to the host as it is (message and HTTP status). */
class ShowroomError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
  ) {
    super(message);
  }
}

function errorStatus(error: unknown): number | null {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' && status > 0 ? status : null;
}

/** One element's React tree: portals (dialogs, selects) mount in its own shadow root. */
export function EmbedRoot({ controller }: { controller: EmbedController }) {
  return (
    <PortalContainerProvider container={controller.portal}>
      <App controller={controller} />
    </PortalContainerProvider>
  );
}

export function App({ controller }: { controller: EmbedController }) {
  const state = useSyncExternalStore(controller.subscribe, controller.getState);
  const { showroom, apiBase, previewThemeColor } = state;
  const api = useMemo(() => createShowroomApi(apiBase), [apiBase]);
  // The showroom's cart, kept in the host's storage and shared by its embeds (cart-store.ts).
  const store = useMemo(() => cartStore(showroom), [showroom]);
  const cart = useSyncExternalStore(store.subscribe, store.get, store.get);
  const [cartOpen, setCartOpen] = useState(false);
  const [notice, setNotice] = useState<{ text: string; tone: 'success' | 'error' }>({
    text: '',
    tone: 'success',
  });

  // The showroom (re)loads when `showroom` or `api-base` changes (the key).
  const profile = useResource(['profile', apiBase, showroom], async (signal) => {
    if (!/^[A-Za-z0-9]{8}$/.test(showroom)) {
      throw new ShowroomError(MESSAGES.showroomNotFound, null);
    }
    const data = await api.profile(showroom, signal);
    if (!data) throw new ShowroomError(MESSAGES.showroomNotFound, 404);
    return data;
  });
  const data: ShopProfileData | undefined = profile.data;

  // A cart kept from an earlier visit is asked of the API once (its lines and prices now).
  useEffect(() => {
    void store.refresh((id) => api.cart({ showroom, tempProjectId: id }));
  }, [store, api, showroom]);

  // The host hears of every change of the showroom's cart, whichever embed or tab made it, and
  // of a cart restored at load.
  const told = useRef<ProjectCart | null>(null);
  useEffect(() => {
    if (cart === told.current) return;
    told.current = cart;
    controller.emit('cart-change', cartDetail(showroom, cart));
  }, [cart, controller, showroom]);

  // Its theme applies with its profile; the default theme until then. On the marketplace's own
  // preview a colour being tried stands in for the saved one (entitled showrooms only).
  useEffect(() => {
    const tried = data && previewThemeColor && showroomThemeColor(data.profile, previewThemeColor);
    const color =
      tried || (data ? showroomThemeColor(data.profile, data.profile.theme_color) : null);
    controller.setTheme(color ? themeCssVariables(themeTokens(color)) : null);
  }, [data, controller, previewThemeColor]);

  // `error` for a failed load, `ready` once the themed showroom is on screen (effects run
  // after the commit).
  useEffect(() => {
    if (profile.status !== 'error') return;
    controller.emit('error', {
      showroom,
      message: errorMessage(profile.error),
      status: errorStatus(profile.error),
    });
  }, [profile.status, profile.error, showroom, controller]);
  useEffect(() => {
    if (!data) return;
    const { profile: pro } = data;
    // One view per showroom shown (a reload or another showroom counts again).
    api.track({ showroom: pro.vsd_id, event: 'view' });
    controller.emit('ready', {
      showroom: pro.vsd_id,
      companyName: pro.company_name,
      themed: showroomThemeColor(pro, pro.theme_color) !== null,
    });
  }, [data, controller, api]);

  // A notice is a toast: it goes after the spec's toast time-out (a newer one restarts it).
  useEffect(() => {
    if (!notice.text) return;
    const timer = setTimeout(
      () => setNotice((now) => (now === notice ? { ...now, text: '' } : now)),
      TOAST_TIMEOUT_MS,
    );
    return () => clearTimeout(timer);
  }, [notice]);

  const updateCart = useCallback((next: ProjectCart | null) => store.set(next), [store]);

  const context = useMemo<EmbedContextValue>(
    () => ({
      api,
      controller,
      showroom,
      cart,
      updateCart,
      notify: (text: string) => setNotice({ text, tone: 'success' }),
      reportError: (error: unknown) => {
        const message = errorMessage(error);
        setNotice({ text: message, tone: 'error' });
        controller.emit('error', { showroom, message, status: errorStatus(error) });
      },
    }),
    [api, controller, showroom, cart, updateCart],
  );

  // inline, popup or floating (`data-layout`): the frame around whichever state is drawn.
  const frame = (content: ReactNode) => (
    <LayoutFrame
      layout={state.layout}
      label={data ? `Shop ${data.profile.company_name}` : 'Shop the showroom'}
      openRequest={state.openProductId !== null}
    >
      {content}
    </LayoutFrame>
  );

  if (profile.status === 'error' || !data) {
    return frame(
      profile.status === 'error' ? (
        <div className="bse-shell" data-state="error">
          <p role="alert" className="bse-error">
            {errorMessage(profile.error)}
          </p>
        </div>
      ) : (
        <div className="bse-shell" data-state={profile.status} aria-busy="true">
          <div className="bse-header">
            <span className="bui-skeleton bse-skeleton-title" />
          </div>
          <SkeletonGrid />
        </div>
      ),
    );
  }

  const entitled = canUseCustomTheme(data.profile);
  const count = (cart?.Project_tans ?? []).reduce((sum, line) => sum + line.qty, 0);
  return frame(
    <EmbedContext.Provider value={context}>
      <section
        className="bse-shell"
        data-state="success"
        aria-label={`${data.profile.company_name} showroom`}
      >
        <header className="bse-header">
          {entitled && data.profile.business_logo ? (
            <img
              className="bse-logo"
              src={assetUrl(data.profile.business_logo, apiBase)}
              alt={`${data.profile.company_name} logo`}
            />
          ) : null}
          <h2 className="bse-title">{data.profile.company_name}</h2>
          <SearchBox />
          <button
            type="button"
            className="bse-button bse-button--primary bse-cart-button"
            onClick={() => setCartOpen(true)}
          >
            Cart <span className="bse-badge">{count}</span>
            <span className="bui-sr-only"> {count === 1 ? 'item' : 'items'}</span>
          </button>
        </header>
        <Catalog categories={data.category} companyName={data.profile.company_name} />
        <p className="bse-notice" data-tone={notice.tone} role="status">
          {notice.text}
        </p>
      </section>
      <Suspense fallback={null}>
        {state.openProductId !== null ? (
          <ProductDialog
            key={`${state.openProductId}:${state.openRequest}`}
            productId={state.openProductId}
            onClose={() => controller.set({ openProductId: null })}
          />
        ) : null}
        {cartOpen ? <CartDialog onClose={() => setCartOpen(false)} /> : null}
      </Suspense>
    </EmbedContext.Provider>,
  );
}
