import type { ProjectCart } from '@brand/core/contract';
import { toCents } from '@brand/core/rules';
import { runSignInAction } from '@brand/core/session';
import {
  Button,
  buttonVariants,
  Cart,
  useAction,
  useBrandStores,
  useCart,
  useSession,
  useShowroom,
  useToast,
} from '@brand/ui';
import { useEffect } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useBrowserState, useClient, useSignInDeps } from '../../lib/brand.tsx';
import { useCartActions } from '../../lib/cart-actions.ts';
import {
  cartQuery,
  cartTarget,
  HAND_OFF_MERGED,
  handOffAction,
  productHref,
  readCartHandOff,
} from '../../lib/cart-scope.ts';
import { CART_LOGIN_PATH } from '../../lib/guards.ts';
import { noteEmbedHandOff } from '../../lib/order-source.ts';
import { errorMessage, useLoad } from '../../lib/use-load.ts';
import { Page } from '../../shell/page.tsx';
import { enterShowroomById, SHOWROOM_HOME } from '../../shell/showroom.tsx';
import '../../styles/shop.css';

/**
 * /cart (no sign-in needed): the project cart of a signed-in user, or the visitor's temporary
 * cart. The embed hands off with `/cart?cart_id=<temp_project_id>&showroom=<vsd_id>`: both are
 * stored (cart_id and the showroom item) and the query is dropped from the address; a signed-in
 * customer's project cart of that showroom takes the embed's lines at once (issue 28 item 2).
 */
/**
 * Hand-offs merged in this page's life: the page mounts again when the showroom's theme arrives
 * (before the address has dropped the query), and one hand-off merges, and is announced, once.
 */
const mergedHandOffs = new Set<string>();

export function CartPage() {
  const client = useClient();
  const { cart, showroom, session } = useBrandStores();
  const { storage } = useBrowserState();
  const signInDeps = useSignInDeps();
  const { toast } = useToast();
  const isLoggedIn = useSession((s) => s.isLoggedIn);
  const cartId = useCart((s) => s.cartId);
  const projectId = useCart((s) => s.projectId);
  const revision = useCart((s) => s.revision);
  const item = useShowroom((s) => s.item);
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const { scope, keep } = useCartActions();

  const handOff = readCartHandOff(params);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the hand-off's values are the trigger (the stores, client and browser state are stable)
  useEffect(() => {
    if (!handOff.cartId && !handOff.vsdId) return;
    if (handOff.cartId) cart.getState().setCartId(handOff.cartId);
    // The embed's showroom becomes the current one (its ID now, its profile when it answers).
    if (handOff.vsdId) enterShowroomById(client, showroom, handOff.vsdId);
    if (handOff.cartId && handOff.vsdId) noteEmbedHandOff(storage, handOff.vsdId);
    setParams({}, { replace: true });
    const merge = handOffAction(session.getState().user?.type, handOff);
    if (!merge || mergedHandOffs.has(merge.cartId)) return;
    mergedHandOffs.add(merge.cartId);
    let failed = false;
    void runSignInAction(merge, {
      ...signInDeps,
      navigate: (to) => void navigate(to, { replace: true }),
      toast: (t) => {
        failed ||= t.kind === 'error';
        toast({ variant: t.kind, message: t.message });
      },
    }).then(() => {
      if (!failed) toast({ variant: 'success', message: HAND_OFF_MERGED });
    });
  }, [handOff.cartId, handOff.vsdId, cart, showroom, setParams]);

  const vsdId = handOff.vsdId ?? item?.vsd_id ?? null;
  const current = scope(vsdId);
  const query = cartQuery(current);
  const key = query ? JSON.stringify({ query, revision, isLoggedIn, cartId, projectId }) : null;
  const loaded = useLoad<ProjectCart | null>(key, async () => {
    if (!query) return null;
    const answer = await client.cart.projectCart({ query });
    keep(answer.data);
    return answer.data;
  });

  const data = query ? loaded.data : null;
  const lines = data?.Project_tans ?? [];
  const showroomId = data?.showroom ?? vsdId;

  // A line's quantity change or removal: that line shows pending; the answer is the cart.
  const write = useAction({
    perform: ({ run }: { lineId: number; run: () => Promise<{ data: ProjectCart }> }) => run(),
    onSuccess: (answer) => {
      keep(answer.data);
      loaded.setData(answer.data);
    },
  });
  const pending = write.status === 'pending' ? write.variables.lineId : null;
  const writeError = write.status === 'error' ? errorMessage(write.error) : null;
  const target = cartTarget(current);

  const checkout = isLoggedIn ? (
    <Button block onClick={() => navigate('/checkout')}>
      Checkout
    </Button>
  ) : (
    <Link to={CART_LOGIN_PATH} className={buttonVariants({ variant: 'primary', block: true })}>
      Sign in to check out
    </Link>
  );

  return (
    <Page title="Your cart">
      {query && loaded.status === 'error' && !loaded.data ? (
        <div role="alert" className="shop-state">
          <p>{loaded.error}</p>
          <Button variant="secondary" onClick={loaded.reload}>
            Try again
          </Button>
        </div>
      ) : query && loaded.status === 'loading' && !loaded.data ? (
        <Cart.Skeleton />
      ) : lines.length === 0 ? (
        <Cart.Empty
          action={
            <div className="shop-actions">
              <Link to={SHOWROOM_HOME} className={buttonVariants({ variant: 'primary' })}>
                Continue shopping
              </Link>
              {isLoggedIn ? null : (
                // A visitor's account may hold a project cart: signing in leads to checkout.
                <Link to={CART_LOGIN_PATH} className={buttonVariants({ variant: 'secondary' })}>
                  Sign in to check out
                </Link>
              )}
            </div>
          }
        />
      ) : (
        <Cart.Root title="Items in your cart">
          <Cart.Lines>
            {lines.map((line) => (
              <Cart.Line
                key={line.id}
                name={line.product.name}
                imageUrl={line.product.image}
                href={productHref(line.product.hash, showroomId)}
                size={line.size}
                unitPriceCents={toCents(line.unit_price)}
                categoryUnit={line.product.unit}
                boxSqft={line.size?.box_sqft ?? line.product.box_sqft}
                uom={line.product.uom}
                qty={line.qty}
                minUnit={line.product.min_unit}
                pending={pending === line.id}
                onQuantityChange={(qty) =>
                  write.run({
                    lineId: line.id,
                    run: () =>
                      client.cart.updateCart({
                        body: {
                          id: line.id,
                          qty,
                          ...(showroomId ? { showroom: showroomId } : {}),
                          ...target,
                        },
                      }),
                  })
                }
                onRemove={
                  showroomId
                    ? () =>
                        write.run({
                          lineId: line.id,
                          run: () =>
                            client.cart.destroyCartLine({
                              params: { id: line.id },
                              query: { showroom: showroomId, ...target },
                            }),
                        })
                    : undefined
                }
              />
            ))}
          </Cart.Lines>
          {writeError ? (
            <p role="alert" className="shop-error">
              {writeError}
            </p>
          ) : null}
          <Cart.Summary
            subtotalCents={toCents(data?.subtotal ?? 0)}
            itemCount={lines.reduce((sum, line) => sum + line.qty, 0)}
            action={checkout}
          />
        </Cart.Root>
      )}
    </Page>
  );
}
