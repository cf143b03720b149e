import type { ReactNode } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { lazyPage } from '../lib/lazy-page.ts';
import { LoginGuard, RegistrationGuard, RequireAuth, RequireRole } from '../shell/guards.tsx';
import { Layout } from '../shell/layout.tsx';
import { ShowroomTheme } from '../shell/showroom-theme.tsx';

// Route-level code splitting: every screen is its own chunk, loaded with the 120 s timeout.
// Account access screens: one chunk per group, so registration (the wizard) does not weigh
// on password reset or verification.
const password = () => import('../features/access/password.tsx');
const register = () => import('../features/access/register.tsx');
const verify = () => import('../features/access/verify.tsx');
// One chunk per screen where screens share little: the account's sections and the shopping
// screens each carry their own weight only.
const account = () => import('../features/account/account.tsx');
const notifications = () => import('../features/account/notifications.tsx');
const payoutSetup = () => import('../features/payouts/payout-setup.tsx');
const ai = () => import('../features/design-ai/index.ts');
const categoryPages = () => import('../features/shopping/category.tsx');
const productPage = () => import('../features/shopping/product.tsx');
const searchPage = () => import('../features/shopping/search.tsx');
const visualizePage = () => import('../features/shopping/visualize.tsx');
const showroomAllPage = () => import('../features/shopping/showroom-all.tsx');
const checklistPage = () => import('../features/shopping/checklist.tsx');
const cart = () => import('../features/cart/index.ts');
const checkout = () => import('../features/cart/checkout.tsx');

const Home = lazyPage(() => import('../features/home/home.tsx'));
const NotFound = lazyPage(() => import('../features/static/not-found.tsx'));
const Faq = lazyPage(() => import('../features/static/faq.tsx'));
const About = lazyPage(() => import('../features/static/about.tsx'));
const Contact = lazyPage(() => import('../features/static/contact.tsx'));
const ReturnPolicy = lazyPage(() => import('../features/static/return-policy.tsx'));
const YourOrders = lazyPage(() => import('../features/static/your-orders.tsx'));
const CookiesPolicy = lazyPage(() => import('../features/static/cookies-policy.tsx'));
const Terms = lazyPage(() => import('../features/static/terms-of-service.tsx'));
const Privacy = lazyPage(() => import('../features/static/privacy-policy.tsx'));
const ProAccount = lazyPage(() => import('../features/static/pro-account.tsx'));
const OurBrands = lazyPage(() => import('../features/static/our-brands.tsx'));

const AuthCallback = lazyPage(() =>
  import('../features/access/auth-callback.tsx').then((m) => ({ default: m.AuthCallbackPage })),
);
const Login = lazyPage(() =>
  import('../features/access/sign-in.tsx').then((m) => ({ default: m.LoginPage })),
);
const Register = lazyPage(() => register().then((m) => ({ default: m.RegisterPage })));
const RegisterContractor = lazyPage(() =>
  register().then((m) => ({ default: m.RegisterContractorPage })),
);
const ResetPassword = lazyPage(() => password().then((m) => ({ default: m.ResetPasswordPage })));
const PasswordReset = lazyPage(() => password().then((m) => ({ default: m.PasswordResetPage })));
const AccountVerify = lazyPage(() => verify().then((m) => ({ default: m.AccountVerifyPage })));
const Verify = lazyPage(() => verify().then((m) => ({ default: m.VerifyPage })));
const Verifiction = lazyPage(() => verify().then((m) => ({ default: m.VerifictionPage })));
const ChangePassword = lazyPage(() => password().then((m) => ({ default: m.ChangePasswordPage })));

const DesignAi = lazyPage(() => ai().then((m) => ({ default: m.DesignAiPage })));
const DesignAiLogin = lazyPage(() => ai().then((m) => ({ default: m.DesignAiLoginPage })));
const DesignAiSignup = lazyPage(() => ai().then((m) => ({ default: m.DesignAiSignupPage })));
const DesignAiWelcome = lazyPage(() => ai().then((m) => ({ default: m.DesignAiWelcomePage })));

const Category = lazyPage(() => categoryPages().then((m) => ({ default: m.CategoryPage })));
const CategoryProducts = lazyPage(() =>
  categoryPages().then((m) => ({ default: m.CategoryProductsPage })),
);
const Product = lazyPage(() => productPage().then((m) => ({ default: m.ProductPage })));
const ProductDetails = lazyPage(() =>
  productPage().then((m) => ({ default: m.ProductDetailsPage })),
);
const Search = lazyPage(() => searchPage().then((m) => ({ default: m.SearchPage })));
const Visualize = lazyPage(() => visualizePage().then((m) => ({ default: m.VisualizePage })));
// Issue 15 item 5: its own chunk (the outline rules and the plan drawing).
const ownRoom = () => import('../features/shopping/own-room.tsx');
const OwnRoom = lazyPage(() => ownRoom().then((m) => ({ default: m.OwnRoomPage })));
const EditOwnRoom = lazyPage(() => ownRoom().then((m) => ({ default: m.EditOwnRoomPage })));
const StyleProfile = lazyPage(() =>
  import('../features/style-profile/index.ts').then((m) => ({ default: m.StyleProfilePage })),
);
const ShowroomAll = lazyPage(() => showroomAllPage().then((m) => ({ default: m.ShowroomAllPage })));
const Checklist = lazyPage(() => checklistPage().then((m) => ({ default: m.ChecklistPage })));
const Cart = lazyPage(() => cart().then((m) => ({ default: m.CartPage })));

const Checkout = lazyPage(() => checkout().then((m) => ({ default: m.CheckoutPage })));
const CheckoutPayment = lazyPage(() =>
  checkout().then((m) => ({ default: m.CheckoutPaymentPage })),
);
const ThankYou = lazyPage(() => checkout().then((m) => ({ default: m.ThankYouPage })));
const PayoutSetup = lazyPage(() => payoutSetup().then((m) => ({ default: m.PayoutSetupPage })));
// The dashboard's section table comes with the dashboard, not in the entry every page loads.
const Account = lazyPage(() =>
  Promise.all([account(), import('./account-sections.tsx')]).then(([m, table]) => ({
    default: () => <m.AccountPage sections={table.ACCOUNT_SECTIONS} />,
  })),
);
const Notification = lazyPage(() => notifications().then((m) => ({ default: m.NotificationPage })));

/**
 * Pages reached from a Pro's showroom wear its theme (issue 10 item 7); the cart, checkout and
 * visualizer too (issue 28 item 2), so the embed's hand-off keeps the Pro's brand to the end.
 * ShowroomTheme themes only while a showroom is chosen, so the same pages stay plain otherwise.
 */
const themed = (page: ReactNode) => <ShowroomTheme>{page}</ShowroomTheme>;

/** Public routes of spec 1 §2 and spec 2 §2, with the spec's spellings. */
export const PUBLIC_ROUTES: RouteObject[] = [
  { index: true, element: <Home /> },
  {
    path: 'category/:category',
    element: (
      <ShowroomTheme>
        <Category />
      </ShowroomTheme>
    ),
  },
  {
    path: 'category/:category/product',
    element: (
      <ShowroomTheme>
        <CategoryProducts />
      </ShowroomTheme>
    ),
  },
  { path: 'design-ai', element: <DesignAi /> },
  { path: 'design-ai/login', element: <DesignAiLogin /> },
  { path: 'design-ai/singup', element: <DesignAiSignup /> },
  { path: 'design-ai/welcome', element: <DesignAiWelcome /> },
  { path: 'reset_password', element: <ResetPassword /> },
  { path: 'password_reset', element: <PasswordReset /> },
  { path: 'pro-account', element: <ProAccount /> },
  { path: 'our-brands', element: <OurBrands /> },
  { path: 'about_us', element: <About /> },
  { path: 'contact', element: <Contact /> },
  { path: 'faq', element: <Faq /> },
  { path: 'return_policy', element: <ReturnPolicy /> },
  { path: 'your_orders', element: <YourOrders /> },
  { path: 'cookies_policy', element: <CookiesPolicy /> },
  { path: 'terms_of_service', element: <Terms /> },
  { path: 'privacy_policy', element: <Privacy /> },
  {
    path: 'product/:hash/:vsd_id?',
    element: (
      <ShowroomTheme>
        <Product />
      </ShowroomTheme>
    ),
  },
  { path: 'product-details', element: <ProductDetails /> },
  {
    path: 'search',
    element: (
      <ShowroomTheme>
        <Search />
      </ShowroomTheme>
    ),
  },
  { path: 'cart', element: themed(<Cart />) },
  { path: 'account_verify', element: <AccountVerify /> },
  { path: 'verify/:hash', element: <Verify /> },
  { path: 'visualize', element: themed(<Visualize />) },
  { path: 'style-profile', element: <StyleProfile /> },
  {
    path: 'visualize/contractor/all',
    element: (
      <ShowroomTheme>
        <ShowroomAll />
      </ShowroomTheme>
    ),
  },
  { path: 'visualize/checklist', element: themed(<Checklist />) },
  { path: '404', element: <NotFound /> },
];

/** Routes that require sign-in (spec 1 §2, spec 2 §2). */
export const PROTECTED_ROUTES: RouteObject[] = [
  { path: 'change_password', element: <ChangePassword /> },
  { path: 'checkout', element: themed(<Checkout />) },
  { path: 'thankyou', element: themed(<ThankYou />) },
  // Profits are paid to Pros and vendors: a customer (or an admin) goes to their /account.
  {
    element: <RequireRole roles={['Contractor', 'Vendor']} />,
    children: [{ path: 'payout_setup', element: <PayoutSetup /> }],
  },
  { path: 'checkout-payment', element: themed(<CheckoutPayment />) },
  { path: 'account', element: <Account /> },
  { path: 'visualize/rooms/new', element: <OwnRoom /> },
  { path: 'visualize/rooms/:id/edit', element: <EditOwnRoom /> },
  { path: 'verifiction', element: <Verifiction /> },
  { path: 'notification', element: <Notification /> },
];

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <Layout />,
    children: [
      ...PUBLIC_ROUTES,
      { element: <LoginGuard />, children: [{ path: 'login', element: <Login /> }] },
      { path: 'auth/callback', element: <AuthCallback /> },
      {
        element: <RegistrationGuard />,
        children: [
          { path: 'register', element: <Register /> },
          { path: 'register/contractor', element: <RegisterContractor /> },
        ],
      },
      { element: <RequireAuth />, children: PROTECTED_ROUTES },
      // Any unknown path redirects to /404 (spec 1 §2).
      { path: '*', element: <Navigate to="/404" replace /> },
    ],
  },
];
