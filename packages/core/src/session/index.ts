export { COOKIE_DAYS, COOKIE_KEYS, LOGOUT_CLEARED_KEYS, STORAGE_KEYS } from './keys';
export type { RunActionDeps } from './run-action';
export { runLogout, runOneTimeCode, runSignInAction } from './run-action';
export type { ShowroomEntryOutcome, ShowroomSearchOutcome } from './showroom-entry';
export { enterShowroom, SHOWROOM_HOME_PATH, searchShowroomId } from './showroom-entry';
export type {
  CookieChange,
  OutcomeUser,
  RegistrationAction,
  RegistrationInput,
  SignInAction,
  SignInInput,
  SignInScreen,
  StoredState,
} from './sign-in-outcome';
export {
  adminGate,
  afterEmailVerified,
  applyCookieChanges,
  isCompleteItem,
  loginPageVisit,
  OUTCOME_ROUTES,
  oneTimeCodeOutcome,
  registrationOutcome,
  SIGN_IN_MESSAGES,
  safeRedirect,
  signInOutcome,
  statusMessage,
} from './sign-in-outcome';
export type {
  CookieDocument,
  CookieStorageOptions,
  KeyValueStorage,
  SetOptions,
  WebStorageLike,
} from './storage';
export {
  createCookieStorage,
  createLocalStorage,
  createMemoryStorage,
  parseCookies,
} from './storage';
export type {
  CartData,
  CartLineLike,
  CartState,
  CartStore,
  CartStoreOptions,
  Hydration,
  HydrationOptions,
  LogoutIntent,
  SessionData,
  SessionState,
  SessionStore,
  SessionStoreOptions,
  ShowroomData,
  ShowroomItem,
  ShowroomState,
  ShowroomStore,
  ShowroomStoreOptions,
} from './stores';
export {
  cartBadge,
  createCartStore,
  createSessionStore,
  createShowroomStore,
  LOGGED_OUT_MESSAGE,
  sessionTransportOptions,
} from './stores';
