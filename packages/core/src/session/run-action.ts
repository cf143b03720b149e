/**
 * Runs what `signInOutcome` / `registrationOutcome` decided: the project creation and cart
 * attach calls, the cookies, the stored items, the toast and the navigation. The decision stays
 * pure and tested on its own; this is the one place that performs it, so the site and the embed
 * do not each re-implement it.
 */
import type { Toast } from '../client/catalogue';
import type { Client } from '../client/create-client';
import { applyCookieChanges, oneTimeCodeOutcome, type SignInAction } from './sign-in-outcome';
import type { KeyValueStorage } from './storage';
import type { CartStore, LogoutIntent, SessionStore, ShowroomItem, ShowroomStore } from './stores';

export interface RunActionDeps {
  client: Pick<Client, 'auth' | 'cart'>;
  session: SessionStore<unknown>;
  cart?: CartStore;
  showroom?: ShowroomStore;
  /** Where `clear` keys are removed from (the session's storage). */
  storage: KeyValueStorage;
  cookies: KeyValueStorage;
  navigate: (to: string) => void;
  toast: (toast: Toast) => void;
  /** An Admin must enter the one-time code (show that step). */
  showOneTimeCode?: () => void;
  /** A registered non-User: show the thank-you modal. */
  showThankYou?: () => void;
}

/** POST /api/projectCart from the stored showroom item. */
async function createProject(deps: RunActionDeps, item: ShowroomItem | null): Promise<number> {
  if (!item?.vsd_id) throw new Error('No showroom item to create a project from.');
  const body = {
    showroom: item.vsd_id,
    ...(item.floorplan ? { floorplan: item.floorplan } : {}),
    ...(item.floorTemplate ? { floorTemplate: item.floorTemplate } : {}),
    ...(item.is_3d === undefined ? {} : { is_3d: item.is_3d }),
  };
  const answer = await deps.client.cart.createProject({ body, quiet: true });
  const id = answer.data.id;
  deps.cart?.getState().setProjectId(id);
  deps.showroom?.getState().updateItem({ project: id });
  return id;
}

/**
 * The project a temporary cart joins at sign-in (issue 10): the customer's current project in
 * the item's showroom, so a returning customer keeps one cart per showroom and quantities of the
 * same line add up; a new project when there is none, or when the item carries a floor plan or
 * template (the visual redirect of spec 1 §4 keeps its choices in a project of its own).
 */
async function projectForCart(deps: RunActionDeps, item: ShowroomItem | null): Promise<number> {
  if (item?.vsd_id && !item.floorplan && !item.floorTemplate) {
    const current = await deps.client.cart.projectCart({
      query: { showroom: item.vsd_id },
      quiet: true,
    });
    const id = current.data.id;
    if (id) {
      deps.cart?.getState().setProjectId(id);
      deps.showroom?.getState().updateItem({ project: id });
      return id;
    }
  }
  return createProject(deps, item);
}

/**
 * Perform a sign-in or registration action. Resolves when done (after navigating); never
 * rejects: a failed project creation shows the action's failure toast and goes where it says.
 */
export async function runSignInAction(action: SignInAction, deps: RunActionDeps): Promise<void> {
  applyCookieChanges(deps.cookies, action.cookies);
  const clear = () => {
    for (const key of action.clear) deps.storage.remove(key);
  };

  switch (action.type) {
    case 'logout': {
      // Revoke the token the login just issued (best effort), keep the visitor's cart.
      if (deps.session.getState().isLoggedIn) {
        await deps.client.auth.logout({ quiet: true }).catch(() => undefined);
      }
      deps.session.getState().clearSession();
      if (action.toast) deps.toast(action.toast);
      return;
    }
    case 'create-project-and-attach-cart': {
      try {
        const projectId = await projectForCart(deps, action.item);
        await deps.client.cart.updateProjectCart({
          body: { re_temp_project_id: action.cartId, project_id: projectId },
          quiet: true,
        });
        deps.cart?.getState().setCartId(null);
        clear();
        if (action.notifyCartUpdated) deps.cart?.getState().notifyUpdated();
        deps.navigate(action.next);
      } catch {
        deps.toast(action.onFailure.toast);
        deps.navigate(action.onFailure.to);
      }
      return;
    }
    case 'create-project-and-navigate': {
      try {
        await createProject(deps, action.item);
        clear();
        deps.navigate(action.to);
      } catch {
        deps.toast(action.onFailure.toast);
        deps.navigate(action.onFailure.to);
      }
      return;
    }
    case 'one-time-code':
      clear();
      deps.showOneTimeCode?.();
      return;
    case 'thank-you':
      clear();
      deps.showThankYou?.();
      return;
    case 'navigate':
      clear();
      deps.navigate(action.to);
      return;
  }
}

/**
 * spec 1 §4 Session "Logout": revoke the token (POST /api/logout, best effort: the local
 * session is cleared even when the server cannot be reached), then clear the user, the token,
 * the listed local items, the cart and my_item. Returns the 'Logged Out Successfully' intent.
 */
export async function runLogout(
  client: Pick<Client, 'auth'>,
  session: SessionStore<unknown>,
): Promise<LogoutIntent> {
  if (session.getState().isLoggedIn) {
    await client.auth.logout({ quiet: true }).catch(() => undefined);
  }
  return session.getState().logout();
}

/**
 * spec 1 §4 "Admin one-time code": check the code; a valid one sets the otp cookie (340 days)
 * and asks for a reload; otherwise the server's message. A rejected call (422, 429) is an
 * error with the catalogue's message.
 */
export async function runOneTimeCode(
  client: Pick<Client, 'auth'>,
  cookies: KeyValueStorage,
  otp: string,
): Promise<ReturnType<typeof oneTimeCodeOutcome>> {
  try {
    const answer = await client.auth.checkOneTimeCode(otp, { quiet: true });
    const outcome = oneTimeCodeOutcome({
      valid_otp: answer.data.valid_otp,
      message: answer.message,
    });
    if (outcome.type === 'reload') applyCookieChanges(cookies, outcome.cookies);
    return outcome;
  } catch (error) {
    return oneTimeCodeOutcome({ valid_otp: false, message: (error as Error).message });
  }
}
