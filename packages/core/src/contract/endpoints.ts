/**
 * Every call of the API as one `defineEndpoint` descriptor: spec 1 §7 and spec 2 §7 with the
 * spec's exact paths, plus the calls DOMAIN.md adds (`source: 'ours: ...'`). Grouped per
 * resource, then flattened into `endpoints` with unique camelCase keys.
 *
 * Conventions: paths use `:name` placeholders; path and query values arrive as strings, so
 * their schemas accept strings; every JSON answer is the `{ success?, message?, data }`
 * envelope (common.ts).
 */
import * as v from 'valibot';
import {
  AdminApplicationListResponseSchema,
  AdminRefundListResponseSchema,
  AdminRefundQuerySchema,
  AdminRefundWriteResponseSchema,
  AdminSettingsBodySchema,
  AdminSettingsResponseSchema,
  AdminSettingsWriteResponseSchema,
  AdminUserListResponseSchema,
  AdminUserQuerySchema,
  AdminUserResponseSchema,
  AdminUserStatusBodySchema,
  AdminUserWriteResponseSchema,
  ApplicationDecisionBodySchema,
  RefundRunResponseSchema,
} from './admin';
import {
  AiCreditsResponseSchema,
  AiDesignBodySchema,
  AiSessionResponseSchema,
  AiUserResponseSchema,
} from './ai';
import { AiProposalResponseSchema, AiProposeDesignBodySchema } from './ai-design';
import {
  ApproveUserSchema,
  AuthUserResponseSchema,
  ChangePasswordSchema,
  ContractorRegisterResponseSchema,
  ContractorRegistrationSchema,
  LoginPayloadSchema,
  LoginResponseSchema,
  OtpQuerySchema,
  OtpResponseSchema,
  PasswordResetRequestSchema,
  PasswordResetSchema,
  RegisterResponseSchema,
  RegistrationDetailsSchema,
  SocialLoginParamsSchema,
  SocialLoginPayloadSchema,
  TokenParamsSchema,
  UserResponseSchema,
} from './auth';
import {
  CartDestroyQuerySchema,
  CartWriteResponseSchema,
  CreateProjectBodySchema,
  ProjectCartQuerySchema,
  ProjectCartResponseSchema,
  ProjectInfoResponseSchema,
  ProjectListResponseSchema,
  ProjectResponseSchema,
  SyncToBulkCartBodySchema,
  SyncToCartBodySchema,
  UpdateCartBodySchema,
  UpdateProjectBodySchema,
  UpdateProjectCartBodySchema,
} from './cart';
import {
  MenuCategoryResponseSchema,
  ProductListResponseSchema,
  ProductSuggestionBodySchema,
  PublicProductQuerySchema,
  PublicProductResponseSchema,
  VisualizationProductsBodySchema,
  VisualizationProductsResponseSchema,
} from './catalog';
import {
  ChatFileUploadBodySchema,
  ChatFileUploadResponseSchema,
  ChatMessageBodySchema,
  ChatMessageResponseSchema,
  ChatStreamEventSchema,
  DesignersResponseSchema,
  HireDesignerBodySchema,
  HireDesignerQuerySchema,
  HireDesignerResponseSchema,
  ProjectChatQuerySchema,
  ProjectChatResponseSchema,
} from './chat';
import {
  ChecklistBodySchema,
  ChecklistItemResponseSchema,
  ChecklistItemUpdateSchema,
  ChecklistListResponseSchema,
  ChecklistResponseSchema,
  ChecklistWriteResponseSchema,
  ShareChecklistQuerySchema,
} from './checklist';
import {
  ApplyCouponBodySchema,
  ApplyCouponResponseSchema,
  CheckoutQuoteBodySchema,
  CheckoutQuoteResponseSchema,
  IdempotencyKeySchema,
  PlaceOrderBodySchema,
  ProfileQuerySchema,
  ProfileResponseSchema,
  ProfileUpdateBodySchema,
  ProfileUpdateResponseSchema,
} from './checkout';
import { envelope, MessageResponseSchema, PageQuerySchema } from './common';
import { defineEndpoint } from './endpoint';
import { form, idLike } from './fields';
import { LeadFormSchema, LeadResponseSchema } from './leads';
import {
  NotificationListResponseSchema,
  NotificationQuerySchema,
  NotificationResponseSchema,
  NotificationUpdateBodySchema,
} from './notifications';
import {
  OrderAddressBodySchema,
  OrderItemResponseSchema,
  OrderItemStatusBodySchema,
  OrderItemsResponseSchema,
  OrderListQuerySchema,
  OrderListResponseSchema,
  OrderResponseSchema,
  OrderWriteResponseSchema,
  PlaceOrderResponseSchema,
  PriceChangeAnswerBodySchema,
  PriceChangeProposalBodySchema,
  ReturnRequestBodySchema,
} from './orders';
import {
  PayoutBalanceResponseSchema,
  PayoutHistoryResponseSchema,
  PayoutRunResponseSchema,
  PayoutSetupBodySchema,
  PayoutSetupResponseSchema,
  PayoutSetupWriteResponseSchema,
} from './payouts';
import {
  SearchQuerySchema,
  SearchResponseSchema,
  SuggestQuerySchema,
  SuggestResponseSchema,
} from './search';
import {
  CouponBodySchema,
  CouponListResponseSchema,
  CouponResponseSchema,
  SettingsResponseSchema,
  ShowroomLogoBodySchema,
  ShowroomSettingsBodySchema,
  ShowroomSettingsResponseSchema,
  ShowroomSettingsWriteResponseSchema,
} from './settings';
import {
  ShopProfileQuerySchema,
  ShopProfileResponseSchema,
  ShowroomSearchQuerySchema,
  ShowroomSearchResponseSchema,
} from './showrooms';
import { StyleProfileBodySchema, StyleProfileResponseSchema } from './style-profile';
import {
  FloorPlanListResponseSchema,
  FloorPlanQuerySchema,
  FloorPlanSchema,
  FloorTemplateListResponseSchema,
  FloorTemplateQuerySchema,
} from './visualizer';

/** `{ id }` path parameters (integer IDs arrive as strings). */
const IdParamsSchema = form({ id: idLike() });
/** `{ projectId }` path parameters. */
const ProjectIdParamsSchema = form({ projectId: idLike() });

const SPEC1 = 'spec 1 §7';
const SPEC2_CART = 'spec 2 §7 Cart';
const SPEC2_CHECKLIST = 'spec 2 §7 Checklist';
const SPEC2_CHAT = 'spec 2 §7 Chat and hiring';
const SPEC2_CHECKOUT = 'spec 2 §7 Checkout';

import {
  VendorImportBodySchema,
  VendorImportParamsSchema,
  VendorImportQuerySchema,
  VendorImportResponseSchema,
  VendorProductBodySchema,
  VendorProductImageBodySchema,
  VendorProductListResponseSchema,
  VendorProductQuerySchema,
  VendorProductResponseSchema,
} from './vendor-catalog';

const SPEC2_PRODUCT = 'spec 2 §7 Product and display support';
const OURS_ORDERS = 'ours: DOMAIN.md "Orders and payment"';
const OURS_MONEY = 'ours: DOMAIN.md "Money"';

// ---------------------------------------------------------------------------------------------

export const authEndpoints = {
  authUser: defineEndpoint({
    method: 'GET',
    path: '/api/authuser',
    auth: 'user',
    summary: 'The signed-in user.',
    source: SPEC1,
    response: AuthUserResponseSchema,
  }),
  login: defineEndpoint({
    method: 'POST',
    path: '/api/login',
    auth: 'public',
    summary: 'Sign in with email and password; answers the user and a bearer token.',
    source: SPEC1,
    body: LoginPayloadSchema,
    response: LoginResponseSchema,
  }),
  register: defineEndpoint({
    method: 'POST',
    path: '/api/register',
    auth: 'public',
    summary: 'Register a customer (registration details plus shop_id).',
    source: SPEC1,
    body: RegistrationDetailsSchema,
    response: RegisterResponseSchema,
  }),
  registerContractor: defineEndpoint({
    method: 'POST',
    path: '/api/register/contractor',
    auth: 'public',
    summary: 'Apply as a Pro (contractor or designer); pending until an admin approves.',
    source:
      'ours: DOMAIN.md "Accounts and mail" (Pro registration, spec 1 §2 /register/contractor)',
    body: ContractorRegistrationSchema,
    response: ContractorRegisterResponseSchema,
  }),
  socialLogin: defineEndpoint({
    method: 'POST',
    path: '/api/sociallogin/:provider',
    auth: 'public',
    summary: "Sign in with a social provider's token (response shape ours: user and token).",
    source: SPEC1,
    params: SocialLoginParamsSchema,
    body: SocialLoginPayloadSchema,
    response: LoginResponseSchema,
  }),
  logout: defineEndpoint({
    method: 'POST',
    path: '/api/logout',
    auth: 'user',
    summary: 'Revoke the current token.',
    source: SPEC1,
    response: MessageResponseSchema,
  }),
  emailResend: defineEndpoint({
    method: 'GET',
    path: '/api/email/resend',
    auth: 'user',
    summary: 'Resend the verification email.',
    source: SPEC1,
    response: MessageResponseSchema,
  }),
  emailVerify: defineEndpoint({
    method: 'GET',
    path: '/api/email/verify/:token',
    auth: 'public',
    summary: 'Verify the email address with the emailed token.',
    source: SPEC1,
    params: TokenParamsSchema,
    response: MessageResponseSchema,
  }),
  verifyOtp: defineEndpoint({
    method: 'GET',
    path: '/api/login/verify_otp',
    auth: 'user',
    summary: 'Without otp: email an admin one-time code. With otp: verify it (data.valid_otp).',
    source: SPEC1,
    query: OtpQuerySchema,
    response: OtpResponseSchema,
  }),
  passwordResetRequest: defineEndpoint({
    method: 'POST',
    path: '/api/password/email',
    auth: 'public',
    summary: 'Email a password-reset link (the answer never says whether the email exists).',
    source: 'ours: DOMAIN.md "Accounts and mail" (spec 1 §2 /reset_password)',
    body: PasswordResetRequestSchema,
    response: MessageResponseSchema,
  }),
  passwordReset: defineEndpoint({
    method: 'POST',
    path: '/api/password/reset',
    auth: 'public',
    summary: 'Set a new password with the emailed token.',
    source: 'ours: DOMAIN.md "Accounts and mail" (spec 1 §2 /password_reset)',
    body: PasswordResetSchema,
    response: MessageResponseSchema,
  }),
  changePassword: defineEndpoint({
    method: 'POST',
    path: '/api/change_password',
    auth: 'user',
    summary: 'Change the password of the signed-in user.',
    source: 'ours: spec 1 §2 /change_password',
    body: ChangePasswordSchema,
    response: MessageResponseSchema,
  }),
  approveUser: defineEndpoint({
    method: 'PUT',
    path: '/api/admin/users/:id/approve',
    auth: 'user',
    summary: 'Admin only: approve (Approve) or deactivate (Deactive) an account.',
    source: 'ours: DOMAIN.md "Accounts and mail" (Pro approval)',
    params: IdParamsSchema,
    body: ApproveUserSchema,
    response: UserResponseSchema,
  }),
};

export const showroomEndpoints = {
  searchShowrooms: defineEndpoint({
    method: 'GET',
    path: '/api/visualization/showrooms',
    auth: 'public',
    summary: 'Search showrooms by text (s); data.data lists id, company_name, vsd_id.',
    source: SPEC1,
    query: ShowroomSearchQuerySchema,
    response: ShowroomSearchResponseSchema,
  }),
  shopProfile: defineEndpoint({
    method: 'GET',
    path: '/api/visualization/shop_profile',
    auth: 'public',
    summary: 'A showroom profile and its categories; data is null when not found.',
    source: SPEC1,
    query: ShopProfileQuerySchema,
    response: ShopProfileResponseSchema,
  }),
  menuCategories: defineEndpoint({
    method: 'GET',
    path: '/api/menu_category_show_all/:id',
    auth: 'public',
    summary: "A showroom's menu categories (id: the showroom Pro's user id, my_item.showroom).",
    source: SPEC1,
    params: IdParamsSchema,
    response: MenuCategoryResponseSchema,
  }),
};

export const catalogEndpoints = {
  visualizationProducts: defineEndpoint({
    method: 'POST',
    path: '/api/visualization/products',
    auth: 'public',
    summary: "A page of a category's products inside a showroom (customer prices).",
    source: SPEC2_PRODUCT,
    body: VisualizationProductsBodySchema,
    response: VisualizationProductsResponseSchema,
  }),
  publicProduct: defineEndpoint({
    method: 'GET',
    path: '/api/public',
    auth: 'public',
    summary: 'One product (pid: hash or id) with its category (cid).',
    source: SPEC2_PRODUCT,
    query: PublicProductQuerySchema,
    response: PublicProductResponseSchema,
  }),
  topProducts: defineEndpoint({
    method: 'POST',
    path: '/api/top_products/',
    auth: 'public',
    summary: 'Top products of a showroom or category.',
    source: SPEC2_PRODUCT,
    body: ProductSuggestionBodySchema,
    response: ProductListResponseSchema,
  }),
  customerAlsoViewed: defineEndpoint({
    method: 'POST',
    path: '/api/customer_also_viewed/',
    auth: 'public',
    summary: 'Products other customers viewed with this one.',
    source: SPEC2_PRODUCT,
    body: ProductSuggestionBodySchema,
    response: ProductListResponseSchema,
  }),
  recentlyViewed: defineEndpoint({
    method: 'POST',
    path: '/api/recently_viewed/',
    auth: 'public',
    summary: 'The products of the ids the browser kept as recently viewed.',
    source: SPEC2_PRODUCT,
    body: ProductSuggestionBodySchema,
    response: ProductListResponseSchema,
  }),
};

export const searchEndpoints = {
  searchProducts: defineEndpoint({
    method: 'GET',
    path: '/api/search',
    auth: 'public',
    summary:
      'Full-text product search (q, 2-100 characters): a page of products with customer prices for the showroom, facets, and did_you_mean when nothing matched.',
    source: 'ours: issue 11 (spec 1 §2 "Header: ... search")',
    query: SearchQuerySchema,
    response: SearchResponseSchema,
  }),
  searchSuggest: defineEndpoint({
    method: 'GET',
    path: '/api/search/suggest',
    auth: 'public',
    summary: 'Typeahead: at most 8 categories and products matching q, each with its matched text.',
    source: 'ours: issue 11',
    query: SuggestQuerySchema,
    response: SuggestResponseSchema,
  }),
};

export const cartEndpoints = {
  projectCart: defineEndpoint({
    method: 'GET',
    path: '/api/projectCart',
    auth: 'public',
    summary: "A project's cart, or the visitor's temporary cart (temp_project_id, is_cart).",
    source: SPEC2_CART,
    query: ProjectCartQuerySchema,
    response: ProjectCartResponseSchema,
  }),
  syncToCart: defineEndpoint({
    method: 'POST',
    path: '/api/projectCart/sync_to_cart',
    auth: 'public',
    summary: 'Add a product to the cart (action cart); answers the cart and a message.',
    source: SPEC2_CART,
    body: SyncToCartBodySchema,
    response: CartWriteResponseSchema,
  }),
  syncToBulkCart: defineEndpoint({
    method: 'POST',
    path: '/api/projectCart/sync_to_bulk_cart',
    auth: 'public',
    summary: 'Add many products at once (the checklist\'s "add all to cart").',
    source: SPEC2_CART,
    body: SyncToBulkCartBodySchema,
    response: CartWriteResponseSchema,
  }),
  updateCart: defineEndpoint({
    method: 'POST',
    path: '/api/projectCart/update_cart',
    auth: 'public',
    summary: "Change a cart line's quantity.",
    source: SPEC2_CART,
    body: UpdateCartBodySchema,
    response: CartWriteResponseSchema,
  }),
  updateProjectCart: defineEndpoint({
    method: 'POST',
    path: '/api/projectCart/update_project_cart',
    auth: 'user',
    summary: 'Attach a temporary cart (re_temp_project_id) to a project after sign-in.',
    source: SPEC2_CART,
    body: UpdateProjectCartBodySchema,
    response: CartWriteResponseSchema,
  }),
  destroyCartLine: defineEndpoint({
    method: 'DELETE',
    path: '/api/cart/destroy/:id',
    auth: 'public',
    summary: 'Remove a cart line.',
    source: SPEC2_CART,
    params: IdParamsSchema,
    query: CartDestroyQuerySchema,
    response: CartWriteResponseSchema,
  }),
  createProject: defineEndpoint({
    method: 'POST',
    path: '/api/projectCart',
    auth: 'user',
    summary: 'Create a project from the stored showroom item; its id becomes the current project.',
    source: SPEC2_CART,
    body: CreateProjectBodySchema,
    response: ProjectResponseSchema,
  }),
  projectInfo: defineEndpoint({
    method: 'GET',
    path: '/api/projectCart/:projectId',
    auth: 'user',
    summary: 'A project with its extra info.',
    source: SPEC2_CART,
    params: ProjectIdParamsSchema,
    response: ProjectInfoResponseSchema,
  }),
  updateProject: defineEndpoint({
    method: 'PUT',
    path: '/api/projectCart/:projectId',
    auth: 'user',
    summary: "Save a project's extra_info.",
    source: SPEC2_CART,
    params: ProjectIdParamsSchema,
    body: UpdateProjectBodySchema,
    response: ProjectInfoResponseSchema,
  }),
  projects: defineEndpoint({
    method: 'GET',
    path: '/api/projects',
    auth: 'user',
    summary:
      "Ours: the projects the caller takes part in (their own, their showroom's, those they were hired for), newest first.",
    source: 'ours: DOMAIN.md "Project chat"',
    query: PageQuerySchema,
    response: ProjectListResponseSchema,
  }),
};

export const checklistEndpoints = {
  checklists: defineEndpoint({
    method: 'GET',
    path: '/api/projectChecklist',
    auth: 'user',
    summary: "The caller's project checklists.",
    source: SPEC2_CHECKLIST,
    response: ChecklistListResponseSchema,
  }),
  projectChecklist: defineEndpoint({
    method: 'GET',
    path: '/api/projectChecklist/:projectId',
    auth: 'user',
    summary: "A project's checklist.",
    source: SPEC2_CHECKLIST,
    params: ProjectIdParamsSchema,
    response: ChecklistResponseSchema,
  }),
  saveChecklist: defineEndpoint({
    method: 'POST',
    path: '/api/projectChecklist',
    auth: 'user',
    summary: 'Add items to (append_items) or replace a project checklist.',
    source: SPEC2_CHECKLIST,
    body: ChecklistBodySchema,
    response: ChecklistWriteResponseSchema,
  }),
  updateChecklistItem: defineEndpoint({
    method: 'PUT',
    path: '/api/projectChecklist/:id',
    auth: 'user',
    summary: "Update a checklist item's qty, note or checked flag.",
    source: SPEC2_CHECKLIST,
    params: IdParamsSchema,
    body: ChecklistItemUpdateSchema,
    response: ChecklistItemResponseSchema,
  }),
  shareChecklist: defineEndpoint({
    method: 'GET',
    path: '/api/project/share_to_contractor/:projectId',
    auth: 'user',
    summary:
      "Share a project's checklist: the customer with the showroom's Pro, the Pro with another contractor (vsd_id).",
    source: SPEC2_CHECKLIST,
    params: ProjectIdParamsSchema,
    query: ShareChecklistQuerySchema,
    response: MessageResponseSchema,
  }),
};

export const chatEndpoints = {
  projectChats: defineEndpoint({
    method: 'GET',
    path: '/api/projectChat',
    auth: 'user',
    summary: "A project's chat (query project; t=files for the files only).",
    source: SPEC2_CHAT,
    query: ProjectChatQuerySchema,
    response: ProjectChatResponseSchema,
  }),
  projectChat: defineEndpoint({
    method: 'GET',
    path: '/api/projectChat/:projectId',
    auth: 'user',
    summary: "A project's messages (Project_chats) and files (room_files).",
    source: SPEC2_CHAT,
    params: ProjectIdParamsSchema,
    response: ProjectChatResponseSchema,
  }),
  sendChatMessage: defineEndpoint({
    method: 'POST',
    path: '/api/projectChat',
    auth: 'user',
    summary: 'Send a plain-text message to a project chat.',
    source: SPEC2_CHAT,
    body: ChatMessageBodySchema,
    response: ChatMessageResponseSchema,
  }),
  uploadChatFiles: defineEndpoint({
    method: 'POST',
    path: '/api/projectChat/:projectId/files',
    auth: 'user',
    summary: 'Upload files (multipart `file` parts) to a project chat, with an optional message.',
    source: 'ours: DOMAIN.md "Projects, checklist, chat" (messages with optional files)',
    params: ProjectIdParamsSchema,
    body: ChatFileUploadBodySchema,
    bodyType: 'multipart',
    response: ChatFileUploadResponseSchema,
  }),
  chatStream: defineEndpoint({
    method: 'GET',
    path: '/api/projectChat/:projectId/stream',
    auth: 'user',
    summary: 'Server-sent events: one `message` event per new chat message.',
    source: 'ours: DOMAIN.md "Projects, checklist, chat" (new messages stream live)',
    params: ProjectIdParamsSchema,
    responseType: 'event-stream',
    response: ChatStreamEventSchema,
  }),
  hireDesigner: defineEndpoint({
    method: 'POST',
    path: '/api/hire_designer',
    auth: 'user',
    summary: 'Hire a designer on a project; answers data.designers.',
    source: SPEC2_CHAT,
    body: HireDesignerBodySchema,
    response: HireDesignerResponseSchema,
  }),
  designers: defineEndpoint({
    method: 'GET',
    path: '/api/hire_designer',
    auth: 'user',
    summary: 'The designers available for (and hired on) a project.',
    source: SPEC2_CHAT,
    query: HireDesignerQuerySchema,
    response: DesignersResponseSchema,
  }),
};

export const checkoutEndpoints = {
  profile: defineEndpoint({
    method: 'GET',
    path: '/api/profile',
    auth: 'user',
    summary: 'The profile: payment_details (masked), shipping_address, shipping_charge.',
    source: SPEC2_CHECKOUT,
    query: ProfileQuerySchema,
    response: ProfileResponseSchema,
  }),
  updateProfile: defineEndpoint({
    method: 'PUT',
    path: '/api/profile',
    auth: 'user',
    summary: 'Update the address (with checkout=1, answers the new shipping_charge) or card.',
    source: SPEC2_CHECKOUT,
    query: ProfileQuerySchema,
    body: ProfileUpdateBodySchema,
    response: ProfileUpdateResponseSchema,
  }),
  applyCoupon: defineEndpoint({
    method: 'POST',
    path: '/api/checkout/coupon',
    auth: 'user',
    summary: "Check a showroom coupon against a project's cart; answers the totals.",
    source: OURS_MONEY,
    body: ApplyCouponBodySchema,
    response: ApplyCouponResponseSchema,
  }),
  checkoutQuote: defineEndpoint({
    method: 'POST',
    path: '/api/checkout/quote',
    auth: 'user',
    summary:
      'The cart priced at the saved shipping address (lines, fee, tax, shipping, total), with an optional coupon.',
    source: OURS_MONEY,
    body: CheckoutQuoteBodySchema,
    response: CheckoutQuoteResponseSchema,
  }),
  placeOrder: defineEndpoint({
    method: 'POST',
    path: '/api/checkout',
    auth: 'user',
    summary:
      "Place the order of a project's cart and pre-authorise its total. The same idempotency key (body idempotency_key or Idempotency-Key header) never makes two orders.",
    source: OURS_ORDERS,
    headers: v.object({ 'idempotency-key': v.optional(IdempotencyKeySchema) }),
    body: PlaceOrderBodySchema,
    response: PlaceOrderResponseSchema,
  }),
};

export const orderEndpoints = {
  orders: defineEndpoint({
    method: 'GET',
    path: '/api/orders',
    auth: 'user',
    summary: "The caller's orders by role (customer, vendor, contractor, admin), newest first.",
    source: OURS_ORDERS,
    query: OrderListQuerySchema,
    response: OrderListResponseSchema,
  }),
  order: defineEndpoint({
    method: 'GET',
    path: '/api/orders/:id',
    auth: 'user',
    summary: 'One order with its items (figures per role).',
    source: OURS_ORDERS,
    params: IdParamsSchema,
    response: OrderResponseSchema,
  }),
  orderItems: defineEndpoint({
    method: 'GET',
    path: '/api/orders/:id/items',
    auth: 'user',
    summary: "An order's items, for the Order Items popup.",
    source: OURS_ORDERS,
    params: IdParamsSchema,
    response: OrderItemsResponseSchema,
  }),
  changeOrderAddress: defineEndpoint({
    method: 'PUT',
    path: '/api/orders/:id/address',
    auth: 'user',
    summary: 'Change the shipping address within 60 minutes of the order.',
    source: OURS_ORDERS,
    params: IdParamsSchema,
    body: OrderAddressBodySchema,
    response: OrderWriteResponseSchema,
  }),
  setOrderItemStatus: defineEndpoint({
    method: 'PUT',
    path: '/api/order_items/:id/status',
    auth: 'user',
    summary: "Set an order item's status (the dropdown's rules, enforced by the server).",
    source: `${OURS_ORDERS}; spec 2 §4 statusChanged`,
    params: IdParamsSchema,
    body: OrderItemStatusBodySchema,
    response: OrderItemResponseSchema,
  }),
  cancelOrderItem: defineEndpoint({
    method: 'POST',
    path: '/api/order_items/:id/cancel',
    auth: 'user',
    summary: 'Customer: cancel an item within 60 minutes of the order.',
    source: OURS_ORDERS,
    params: IdParamsSchema,
    response: OrderItemResponseSchema,
  }),
  requestReturn: defineEndpoint({
    method: 'POST',
    path: '/api/order_items/:id/return',
    auth: 'user',
    summary: 'Customer: request a return within 12 days of Delivered.',
    source: OURS_ORDERS,
    params: IdParamsSchema,
    body: ReturnRequestBodySchema,
    response: OrderItemResponseSchema,
  }),
  proposePriceChange: defineEndpoint({
    method: 'POST',
    path: '/api/order_items/:id/price_change',
    auth: 'user',
    summary: 'Vendor: propose a new unit price for an item (the customer answers per item).',
    source: OURS_ORDERS,
    params: IdParamsSchema,
    body: PriceChangeProposalBodySchema,
    response: OrderItemResponseSchema,
  }),
  answerPriceChange: defineEndpoint({
    method: 'PUT',
    path: '/api/order_items/:id/price_change',
    auth: 'user',
    summary: 'Customer: accept (continue at the new price) or reject (item cancelled).',
    source: OURS_ORDERS,
    params: IdParamsSchema,
    body: PriceChangeAnswerBodySchema,
    response: OrderItemResponseSchema,
  }),
};

export const payoutEndpoints = {
  payoutBalance: defineEndpoint({
    method: 'GET',
    path: '/api/payout/balance',
    auth: 'user',
    summary: "A Pro's pending, available and negative balance.",
    source: 'ours: DOMAIN.md "Orders and payment" (payouts)',
    response: PayoutBalanceResponseSchema,
  }),
  payoutSetup: defineEndpoint({
    method: 'GET',
    path: '/api/payout/setup',
    auth: 'user',
    summary: "The payee's payout account (last 4 digits only).",
    source: 'ours: DOMAIN.md "Orders and payment" (payout setup, spec 2 §2 /payout_setup)',
    response: PayoutSetupResponseSchema,
  }),
  payoutHistory: defineEndpoint({
    method: 'GET',
    path: '/api/payout/history',
    auth: 'user',
    summary: "The payee's weekly payouts, newest first (period, amount, status, paid date).",
    source: 'ours: DOMAIN.md "Decisions for the back office" (payout runs)',
    query: PageQuerySchema,
    response: PayoutHistoryResponseSchema,
  }),
  runPayouts: defineEndpoint({
    method: 'POST',
    path: '/api/admin/payouts/run',
    auth: 'user',
    summary:
      "Admin only (one-time code): run this week's payouts now (the server also runs them on a schedule); idempotent.",
    source: 'ours: DOMAIN.md "Decisions for the back office" (payout runs)',
    response: PayoutRunResponseSchema,
  }),
  savePayoutSetup: defineEndpoint({
    method: 'POST',
    path: '/api/payout/setup',
    auth: 'user',
    summary: 'Set the payout bank account (sandbox payout provider by default).',
    source: 'ours: DOMAIN.md "Orders and payment" (payout setup, spec 2 §2 /payout_setup)',
    body: PayoutSetupBodySchema,
    response: PayoutSetupWriteResponseSchema,
  }),
};

export const notificationEndpoints = {
  notifications: defineEndpoint({
    method: 'GET',
    path: '/api/notification',
    auth: 'user',
    summary: "The caller's notifications (pending=1 for pending ones) and the pending count.",
    source: SPEC1,
    query: NotificationQuerySchema,
    response: NotificationListResponseSchema,
  }),
  updateNotification: defineEndpoint({
    method: 'PUT',
    path: '/api/notification/:id',
    auth: 'user',
    summary: 'Mark a notification read (pending false) or unread.',
    source: SPEC1,
    params: IdParamsSchema,
    body: NotificationUpdateBodySchema,
    response: NotificationResponseSchema,
  }),
};

export const leadEndpoints = {
  sampleRequest: defineEndpoint({
    method: 'POST',
    path: '/api/sample_request',
    auth: 'public',
    summary: 'The "Save up to 30%" pop-up lead form (multipart form fields).',
    source: SPEC1,
    body: LeadFormSchema,
    bodyType: 'multipart',
    response: LeadResponseSchema,
  }),
};

export const aiEndpoints = {
  aiCredits: defineEndpoint({
    method: 'POST',
    path: '/api/AI/get_credits',
    auth: 'ai',
    summary: 'The AI credit balance.',
    source: SPEC1,
    response: AiCreditsResponseSchema,
  }),
  aiUser: defineEndpoint({
    method: 'GET',
    path: '/api/AI/get_user',
    auth: 'ai',
    summary: 'The signed-in AI design user.',
    source: SPEC1,
    response: AiUserResponseSchema,
  }),
  aiProposeDesign: defineEndpoint({
    method: 'POST',
    path: '/api/AI/propose_design',
    auth: 'ai',
    summary:
      'Spend a credit on a complete room design for a plan, style and budget (422 when none fits; the credit only on success).',
    source: 'ours: spec 1 §1 AI design, DOMAIN.md (issue 15 item 6)',
    body: AiProposeDesignBodySchema,
    response: AiProposalResponseSchema,
  }),
  aiDesign: defineEndpoint({
    method: 'POST',
    path: '/api/AI/design',
    auth: 'public',
    summary: 'AI login (action login) or registration (action register); data.user, data.token.',
    source: SPEC1,
    body: AiDesignBodySchema,
    response: AiSessionResponseSchema,
  }),
  aiEmailResend: defineEndpoint({
    method: 'GET',
    path: '/api/AI/design/email/resend',
    auth: 'ai',
    summary: 'Resend the AI verification email.',
    source: SPEC1,
    response: MessageResponseSchema,
  }),
  aiEmailVerify: defineEndpoint({
    method: 'GET',
    path: '/api/AI/design/email/verify/:token',
    auth: 'public',
    summary: 'Verify the AI account email with the emailed token.',
    source: SPEC1,
    params: TokenParamsSchema,
    response: MessageResponseSchema,
  }),
};

export const visualizerEndpoints = {
  floorPlans: defineEndpoint({
    method: 'GET',
    path: '/api/floor_plans',
    auth: 'public',
    summary: 'A page of floor plans (room type, search).',
    source: 'ours: spec 1 §1 "over 50 floor plans", my_item.floorplan',
    query: FloorPlanQuerySchema,
    response: FloorPlanListResponseSchema,
  }),
  floorPlan: defineEndpoint({
    method: 'GET',
    path: '/api/floor_plans/:id',
    auth: 'public',
    summary: 'One floor plan.',
    source: 'ours: spec 1 §1 "over 50 floor plans", my_item.floorplan',
    params: IdParamsSchema,
    response: envelope(FloorPlanSchema),
  }),
  floorTemplates: defineEndpoint({
    method: 'GET',
    path: '/api/floor_templates',
    auth: 'public',
    summary: 'A page of templates (by floor plan, style).',
    source: 'ours: spec 1 §1 "over 100 templates", my_item.floorTemplate',
    query: FloorTemplateQuerySchema,
    response: FloorTemplateListResponseSchema,
  }),
  styleProfile: defineEndpoint({
    method: 'GET',
    path: '/api/style-profile',
    auth: 'user',
    summary: "The signed-in user's saved style profile (null before the first save).",
    source: 'ours: spec 1 §1 "take a style profile" (issue 15 item 4)',
    response: StyleProfileResponseSchema,
  }),
  saveStyleProfile: defineEndpoint({
    method: 'PUT',
    path: '/api/style-profile',
    auth: 'user',
    summary: "Save the signed-in user's style profile answers (a visitor's are kept at sign-in).",
    source: 'ours: spec 1 §1 "take a style profile" (issue 15 item 4)',
    body: StyleProfileBodySchema,
    response: StyleProfileResponseSchema,
  }),
};

export const settingsEndpoints = {
  settings: defineEndpoint({
    method: 'GET',
    path: '/api/setting',
    auth: 'public',
    summary: 'Platform settings: fee, tax rates, AK/HI surcharge, support email, licence.',
    source: SPEC1,
    response: SettingsResponseSchema,
  }),
};

export const showroomSettingsEndpoints = {
  showroomSettings: defineEndpoint({
    method: 'GET',
    path: '/api/showroom/settings',
    auth: 'user',
    summary: "A Pro's showroom settings.",
    source: OURS_MONEY,
    response: ShowroomSettingsResponseSchema,
  }),
  updateShowroomSettings: defineEndpoint({
    method: 'PUT',
    path: '/api/showroom/settings',
    auth: 'user',
    summary: 'Set markup (min 10), per-category markup, theme colour, allowed embed domains.',
    source: OURS_MONEY,
    body: ShowroomSettingsBodySchema,
    response: ShowroomSettingsWriteResponseSchema,
  }),
  uploadShowroomLogo: defineEndpoint({
    method: 'POST',
    path: '/api/showroom/logo',
    auth: 'user',
    summary: 'Upload the business logo (multipart `logo` part; entitled Pros only).',
    source: 'ours: spec 1 §6 custom theme and logo',
    body: ShowroomLogoBodySchema,
    bodyType: 'multipart',
    response: ShowroomSettingsWriteResponseSchema,
  }),
  coupons: defineEndpoint({
    method: 'GET',
    path: '/api/showroom/coupons',
    auth: 'user',
    summary: "A Pro's coupons.",
    source: OURS_MONEY,
    response: CouponListResponseSchema,
  }),
  createCoupon: defineEndpoint({
    method: 'POST',
    path: '/api/showroom/coupons',
    auth: 'user',
    summary: 'Issue a coupon (percent, at most the markup).',
    source: OURS_MONEY,
    body: CouponBodySchema,
    response: CouponResponseSchema,
  }),
  deleteCoupon: defineEndpoint({
    method: 'DELETE',
    path: '/api/showroom/coupons/:id',
    auth: 'user',
    summary: 'Withdraw a coupon.',
    source: OURS_MONEY,
    params: IdParamsSchema,
    response: MessageResponseSchema,
  }),
};

const OURS_BACK_OFFICE = 'ours: DOMAIN.md "Decisions for the back office" (issue 12)';

/** The admin console (issue 12): an Admin whose token passed the one-time code only. */
export const adminEndpoints = {
  adminApplications: defineEndpoint({
    method: 'GET',
    path: '/api/admin/applications',
    auth: 'user',
    summary:
      'Admin only: Pros waiting for approval, oldest first, with their wait (24-hour promise).',
    source: OURS_BACK_OFFICE,
    response: AdminApplicationListResponseSchema,
  }),
  decideApplication: defineEndpoint({
    method: 'PUT',
    path: '/api/admin/applications/:id',
    auth: 'user',
    summary: 'Admin only: approve or decline (with a reason) a Pro application; the Pro is mailed.',
    source: OURS_BACK_OFFICE,
    params: IdParamsSchema,
    body: ApplicationDecisionBodySchema,
    response: AdminUserWriteResponseSchema,
  }),
  adminUsers: defineEndpoint({
    method: 'GET',
    path: '/api/admin/users',
    auth: 'user',
    summary: 'Admin only: users by email or name (q), newest first, paged.',
    source: OURS_BACK_OFFICE,
    query: AdminUserQuerySchema,
    response: AdminUserListResponseSchema,
  }),
  adminUser: defineEndpoint({
    method: 'GET',
    path: '/api/admin/users/:id',
    auth: 'user',
    summary: 'Admin only: one user.',
    source: OURS_BACK_OFFICE,
    params: IdParamsSchema,
    response: AdminUserResponseSchema,
  }),
  setAdminUserStatus: defineEndpoint({
    method: 'PUT',
    path: '/api/admin/users/:id/status',
    auth: 'user',
    summary:
      "Admin only: activate or deactivate an account (a deactivated user's tokens stop at once).",
    source: OURS_BACK_OFFICE,
    params: IdParamsSchema,
    body: AdminUserStatusBodySchema,
    response: AdminUserWriteResponseSchema,
  }),
  adminSettings: defineEndpoint({
    method: 'GET',
    path: '/api/admin/settings',
    auth: 'user',
    summary: 'Admin only: platform fee, tax rates, AK/HI surcharge and the audit log of changes.',
    source: OURS_BACK_OFFICE,
    response: AdminSettingsResponseSchema,
  }),
  updateAdminSettings: defineEndpoint({
    method: 'PUT',
    path: '/api/admin/settings',
    auth: 'user',
    summary:
      'Admin only: change platform settings; each changed value is audited. New orders only.',
    source: OURS_BACK_OFFICE,
    body: AdminSettingsBodySchema,
    response: AdminSettingsWriteResponseSchema,
  }),
  adminRefunds: defineEndpoint({
    method: 'GET',
    path: '/api/admin/refunds',
    auth: 'user',
    summary: 'Admin only: refunds of returned items, those not refunded yet first.',
    source: OURS_BACK_OFFICE,
    query: AdminRefundQuerySchema,
    response: AdminRefundListResponseSchema,
  }),
  retryRefund: defineEndpoint({
    method: 'POST',
    path: '/api/admin/refunds/:id/retry',
    auth: 'user',
    summary: 'Admin only: retry a failed refund now (same idempotency key: never refunded twice).',
    source: OURS_BACK_OFFICE,
    params: IdParamsSchema,
    response: AdminRefundWriteResponseSchema,
  }),
  retryDueRefunds: defineEndpoint({
    method: 'POST',
    path: '/api/admin/refunds/retry_due',
    auth: 'user',
    summary: 'Admin only: run the refund retry job (failed refunds whose backoff has passed).',
    source: OURS_BACK_OFFICE,
    response: RefundRunResponseSchema,
  }),
};

const OURS_VENDOR = 'ours: issue 12 item 1 (spec 1 §1 "Vendors list and sell products")';

export const vendorCatalogEndpoints = {
  vendorProducts: defineEndpoint({
    method: 'GET',
    path: '/api/vendor/products',
    auth: 'user',
    summary: "A vendor's products (search by name or SKU, status, paging); Admins see all.",
    source: OURS_VENDOR,
    query: VendorProductQuerySchema,
    response: VendorProductListResponseSchema,
  }),
  createVendorProduct: defineEndpoint({
    method: 'POST',
    path: '/api/vendor/products',
    auth: 'user',
    summary: 'Vendor: list a new product (it shows in every showroom at once).',
    source: OURS_VENDOR,
    body: VendorProductBodySchema,
    response: VendorProductResponseSchema,
  }),
  updateVendorProduct: defineEndpoint({
    method: 'PUT',
    path: '/api/vendor/products/:id',
    auth: 'user',
    summary: 'The owning vendor or an Admin: change a product (placed orders keep their figures).',
    source: OURS_VENDOR,
    params: IdParamsSchema,
    body: VendorProductBodySchema,
    response: VendorProductResponseSchema,
  }),
  retireVendorProduct: defineEndpoint({
    method: 'POST',
    path: '/api/vendor/products/:id/retire',
    auth: 'user',
    summary: 'The owning vendor or an Admin: take a product off sale (listings, search, pages).',
    source: OURS_VENDOR,
    params: IdParamsSchema,
    response: VendorProductResponseSchema,
  }),
  restoreVendorProduct: defineEndpoint({
    method: 'POST',
    path: '/api/vendor/products/:id/restore',
    auth: 'user',
    summary: 'The owning vendor or an Admin: put a retired product back on sale.',
    source: OURS_VENDOR,
    params: IdParamsSchema,
    response: VendorProductResponseSchema,
  }),
  uploadVendorProductImage: defineEndpoint({
    method: 'POST',
    path: '/api/vendor/products/:id/image',
    auth: 'user',
    summary: "The owning vendor or an Admin: the product's image (multipart `image` part).",
    source: OURS_VENDOR,
    params: IdParamsSchema,
    body: VendorProductImageBodySchema,
    bodyType: 'multipart',
    response: VendorProductResponseSchema,
  }),
  importVendorProducts: defineEndpoint({
    method: 'POST',
    path: '/api/vendor/product_imports',
    auth: 'user',
    summary:
      'Vendor: import products from a CSV file (multipart `file` part, streamed); poll the key for progress.',
    source: OURS_VENDOR,
    query: VendorImportQuerySchema,
    body: VendorImportBodySchema,
    bodyType: 'multipart',
    response: VendorImportResponseSchema,
  }),
  vendorProductImport: defineEndpoint({
    method: 'GET',
    path: '/api/vendor/product_imports/:key',
    auth: 'user',
    summary: "Vendor: an import's progress and its report of rejected rows.",
    source: OURS_VENDOR,
    params: VendorImportParamsSchema,
    response: VendorImportResponseSchema,
  }),
};

/** Every endpoint, by a unique camelCase key. */
export const endpoints = {
  ...authEndpoints,
  ...showroomEndpoints,
  ...catalogEndpoints,
  ...searchEndpoints,
  ...cartEndpoints,
  ...checklistEndpoints,
  ...chatEndpoints,
  ...checkoutEndpoints,
  ...orderEndpoints,
  ...payoutEndpoints,
  ...notificationEndpoints,
  ...leadEndpoints,
  ...aiEndpoints,
  ...visualizerEndpoints,
  ...settingsEndpoints,
  ...showroomSettingsEndpoints,
  ...adminEndpoints,
  ...vendorCatalogEndpoints,
};
export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;
