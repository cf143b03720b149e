/**
 * The method and path of every endpoint (and its body or response type when not JSON), without
 * the schemas: all the client needs to send a call. Its resources bind these, so an app's
 * initial script does not carry every request and response schema of the contract (nor the
 * card validation some of them use); the transport loads the schemas only when it validates
 * responses (development, tests). endpoint-routes.test.ts keeps this file equal to
 * endpoints.ts: add a route here when you add an endpoint there.
 */
import type { EndpointRoute } from './endpoint';

export const adminRoutes = {
  adminApplications: { method: 'GET', path: '/api/admin/applications' },
  decideApplication: { method: 'PUT', path: '/api/admin/applications/:id' },
  adminUsers: { method: 'GET', path: '/api/admin/users' },
  adminUser: { method: 'GET', path: '/api/admin/users/:id' },
  setAdminUserStatus: { method: 'PUT', path: '/api/admin/users/:id/status' },
  adminSettings: { method: 'GET', path: '/api/admin/settings' },
  updateAdminSettings: { method: 'PUT', path: '/api/admin/settings' },
  adminRefunds: { method: 'GET', path: '/api/admin/refunds' },
  retryRefund: { method: 'POST', path: '/api/admin/refunds/:id/retry' },
  retryDueRefunds: { method: 'POST', path: '/api/admin/refunds/retry_due' },
  adminAttention: { method: 'GET', path: '/api/admin/attention' },
  adminPayments: { method: 'GET', path: '/api/admin/payments' },
  adminAuditLog: { method: 'GET', path: '/api/admin/audit_log' },
  adminPayouts: { method: 'GET', path: '/api/admin/payouts' },
  adminSubscriptions: { method: 'GET', path: '/api/admin/subscriptions' },
} as const satisfies Record<string, EndpointRoute>;

export const aiRoutes = {
  aiCredits: { method: 'POST', path: '/api/AI/get_credits' },
  aiUser: { method: 'GET', path: '/api/AI/get_user' },
  aiDesign: { method: 'POST', path: '/api/AI/design' },
  aiProposeDesign: { method: 'POST', path: '/api/AI/propose_design' },
  aiEmailResend: { method: 'GET', path: '/api/AI/design/email/resend' },
  aiEmailVerify: { method: 'GET', path: '/api/AI/design/email/verify/:token' },
} as const satisfies Record<string, EndpointRoute>;

export const authRoutes = {
  authUser: { method: 'GET', path: '/api/authuser' },
  login: { method: 'POST', path: '/api/login' },
  register: { method: 'POST', path: '/api/register' },
  registerContractor: { method: 'POST', path: '/api/register/contractor' },
  socialLogin: { method: 'POST', path: '/api/sociallogin/:provider' },
  logout: { method: 'POST', path: '/api/logout' },
  emailResend: { method: 'GET', path: '/api/email/resend' },
  emailVerify: { method: 'GET', path: '/api/email/verify/:token' },
  verifyOtp: { method: 'GET', path: '/api/login/verify_otp' },
  passwordResetRequest: { method: 'POST', path: '/api/password/email' },
  passwordReset: { method: 'POST', path: '/api/password/reset' },
  changePassword: { method: 'POST', path: '/api/change_password' },
  approveUser: { method: 'PUT', path: '/api/admin/users/:id/approve' },
} as const satisfies Record<string, EndpointRoute>;

export const cartRoutes = {
  projectCart: { method: 'GET', path: '/api/projectCart' },
  syncToCart: { method: 'POST', path: '/api/projectCart/sync_to_cart' },
  syncToBulkCart: { method: 'POST', path: '/api/projectCart/sync_to_bulk_cart' },
  updateCart: { method: 'POST', path: '/api/projectCart/update_cart' },
  updateProjectCart: { method: 'POST', path: '/api/projectCart/update_project_cart' },
  destroyCartLine: { method: 'DELETE', path: '/api/cart/destroy/:id' },
  createProject: { method: 'POST', path: '/api/projectCart' },
  projectInfo: { method: 'GET', path: '/api/projectCart/:projectId' },
  updateProject: { method: 'PUT', path: '/api/projectCart/:projectId' },
  projects: { method: 'GET', path: '/api/projects' },
} as const satisfies Record<string, EndpointRoute>;

export const catalogRoutes = {
  visualizationProducts: { method: 'POST', path: '/api/visualization/products' },
  publicProduct: { method: 'GET', path: '/api/public' },
  topProducts: { method: 'POST', path: '/api/top_products/' },
  customerAlsoViewed: { method: 'POST', path: '/api/customer_also_viewed/' },
  recentlyViewed: { method: 'POST', path: '/api/recently_viewed/' },
} as const satisfies Record<string, EndpointRoute>;

export const chatRoutes = {
  projectChats: { method: 'GET', path: '/api/projectChat' },
  projectChat: { method: 'GET', path: '/api/projectChat/:projectId' },
  sendChatMessage: { method: 'POST', path: '/api/projectChat' },
  uploadChatFiles: {
    method: 'POST',
    path: '/api/projectChat/:projectId/files',
    bodyType: 'multipart',
  },
  chatStream: {
    method: 'GET',
    path: '/api/projectChat/:projectId/stream',
    responseType: 'event-stream',
  },
  hireDesigner: { method: 'POST', path: '/api/hire_designer' },
  designers: { method: 'GET', path: '/api/hire_designer' },
} as const satisfies Record<string, EndpointRoute>;

export const checklistRoutes = {
  checklists: { method: 'GET', path: '/api/projectChecklist' },
  projectChecklist: { method: 'GET', path: '/api/projectChecklist/:projectId' },
  saveChecklist: { method: 'POST', path: '/api/projectChecklist' },
  updateChecklistItem: { method: 'PUT', path: '/api/projectChecklist/:id' },
  shareChecklist: { method: 'GET', path: '/api/project/share_to_contractor/:projectId' },
} as const satisfies Record<string, EndpointRoute>;

export const checkoutRoutes = {
  profile: { method: 'GET', path: '/api/profile' },
  updateProfile: { method: 'PUT', path: '/api/profile' },
  applyCoupon: { method: 'POST', path: '/api/checkout/coupon' },
  removeCoupon: { method: 'DELETE', path: '/api/checkout/coupon/:id' },
  checkoutQuote: { method: 'POST', path: '/api/checkout/quote' },
  placeOrder: { method: 'POST', path: '/api/checkout' },
} as const satisfies Record<string, EndpointRoute>;

export const leadRoutes = {
  sampleRequest: { method: 'POST', path: '/api/sample_request', bodyType: 'multipart' },
  showroomLeads: { method: 'GET', path: '/api/showroom/leads' },
  updateShowroomLead: { method: 'PUT', path: '/api/showroom/leads/:id' },
  exportShowroomLeads: { method: 'GET', path: '/api/showroom/leads/export' },
  adminLeads: { method: 'GET', path: '/api/admin/leads' },
  exportAdminLeads: { method: 'GET', path: '/api/admin/leads/export' },
  embedEvent: { method: 'POST', path: '/api/embed/events' },
  embedStats: { method: 'GET', path: '/api/showroom/embed_stats' },
} as const satisfies Record<string, EndpointRoute>;

export const notificationRoutes = {
  notifications: { method: 'GET', path: '/api/notification' },
  updateNotification: { method: 'PUT', path: '/api/notification/:id' },
} as const satisfies Record<string, EndpointRoute>;

export const orderRoutes = {
  orders: { method: 'GET', path: '/api/orders' },
  order: { method: 'GET', path: '/api/orders/:id' },
  orderItems: { method: 'GET', path: '/api/orders/:id/items' },
  changeOrderAddress: { method: 'PUT', path: '/api/orders/:id/address' },
  reportOrderProblem: { method: 'POST', path: '/api/orders/:id/problems' },
  setOrderItemStatus: { method: 'PUT', path: '/api/order_items/:id/status' },
  cancelOrderItem: { method: 'POST', path: '/api/order_items/:id/cancel' },
  requestReturn: { method: 'POST', path: '/api/order_items/:id/return' },
  proposePriceChange: { method: 'POST', path: '/api/order_items/:id/price_change' },
  answerPriceChange: { method: 'PUT', path: '/api/order_items/:id/price_change' },
} as const satisfies Record<string, EndpointRoute>;

export const payoutRoutes = {
  payoutBalance: { method: 'GET', path: '/api/payout/balance' },
  payoutSetup: { method: 'GET', path: '/api/payout/setup' },
  payoutHistory: { method: 'GET', path: '/api/payout/history' },
  runPayouts: { method: 'POST', path: '/api/admin/payouts/run' },
  savePayoutSetup: { method: 'POST', path: '/api/payout/setup' },
  startPayoutOnboarding: { method: 'POST', path: '/api/payout/setup/onboarding' },
} as const satisfies Record<string, EndpointRoute>;

export const billingRoutes = {
  paymentsConfig: { method: 'GET', path: '/api/payments/config' },
  plans: { method: 'GET', path: '/api/plans' },
  subscribePlan: { method: 'POST', path: '/api/plans/:plan/subscribe' },
  cancelPlan: { method: 'POST', path: '/api/plans/:plan/cancel' },
  billingPortal: { method: 'POST', path: '/api/plans/portal' },
} as const satisfies Record<string, EndpointRoute>;

export const searchRoutes = {
  searchProducts: { method: 'GET', path: '/api/search' },
  searchSuggest: { method: 'GET', path: '/api/search/suggest' },
} as const satisfies Record<string, EndpointRoute>;

export const settingsRoutes = {
  settings: { method: 'GET', path: '/api/setting' },
} as const satisfies Record<string, EndpointRoute>;

export const showroomRoutes = {
  searchShowrooms: { method: 'GET', path: '/api/visualization/showrooms' },
  shopProfile: { method: 'GET', path: '/api/visualization/shop_profile' },
  menuCategories: { method: 'GET', path: '/api/menu_category_show_all/:id' },
} as const satisfies Record<string, EndpointRoute>;

export const showroomSettingsRoutes = {
  showroomSettings: { method: 'GET', path: '/api/showroom/settings' },
  updateShowroomSettings: { method: 'PUT', path: '/api/showroom/settings' },
  uploadShowroomLogo: { method: 'POST', path: '/api/showroom/logo', bodyType: 'multipart' },
  coupons: { method: 'GET', path: '/api/showroom/coupons' },
  createCoupon: { method: 'POST', path: '/api/showroom/coupons' },
  deleteCoupon: { method: 'DELETE', path: '/api/showroom/coupons/:id' },
  showroomCuration: { method: 'GET', path: '/api/showroom/curation' },
  updateShowroomCuration: { method: 'PUT', path: '/api/showroom/curation' },
  previewShowroomCuration: { method: 'POST', path: '/api/showroom/curation/preview' },
} as const satisfies Record<string, EndpointRoute>;

export const visualizerRoutes = {
  floorPlans: { method: 'GET', path: '/api/floor_plans' },
  floorPlan: { method: 'GET', path: '/api/floor_plans/:id' },
  floorTemplates: { method: 'GET', path: '/api/floor_templates' },
  projectDesign: { method: 'GET', path: '/api/projectDesign' },
  saveDesign: { method: 'PUT', path: '/api/projectDesign' },
  projectDesignOf: { method: 'GET', path: '/api/projectCart/:projectId/design' },
  myRooms: { method: 'GET', path: '/api/my_rooms' },
  myRoom: { method: 'GET', path: '/api/my_rooms/:id' },
  uploadTraceImage: { method: 'POST', path: '/api/my_rooms/trace_image', bodyType: 'multipart' },
  createMyRoom: { method: 'POST', path: '/api/my_rooms' },
  updateMyRoom: { method: 'PUT', path: '/api/my_rooms/:id' },
  deleteMyRoom: { method: 'DELETE', path: '/api/my_rooms/:id' },
  styleProfile: { method: 'GET', path: '/api/style-profile' },
  saveStyleProfile: { method: 'PUT', path: '/api/style-profile' },
} as const satisfies Record<string, EndpointRoute>;

export const vendorCatalogRoutes = {
  vendorProducts: { method: 'GET', path: '/api/vendor/products' },
  createVendorProduct: { method: 'POST', path: '/api/vendor/products' },
  updateVendorProduct: { method: 'PUT', path: '/api/vendor/products/:id' },
  retireVendorProduct: { method: 'POST', path: '/api/vendor/products/:id/retire' },
  restoreVendorProduct: { method: 'POST', path: '/api/vendor/products/:id/restore' },
  uploadVendorProductImage: {
    method: 'POST',
    path: '/api/vendor/products/:id/image',
    bodyType: 'multipart',
  },
  importVendorProducts: {
    method: 'POST',
    path: '/api/vendor/product_imports',
    bodyType: 'multipart',
  },
  vendorProductImport: { method: 'GET', path: '/api/vendor/product_imports/:key' },
} as const satisfies Record<string, EndpointRoute>;
