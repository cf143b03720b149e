/**
 * Every message of VALIDATION_MESSAGES is the answer to some bad input, quoted here verbatim,
 * and a request schema really gives it for that input.
 */
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ProductHashSchema, UrlSchema } from './common';
import { endpoints } from './endpoints';
import { form } from './fields';
import { VALIDATION_MESSAGES } from './messages';

const card = {
  card_number: '4242 4242 4242 4242',
  name_on_Card: 'Dana Whitfield',
  exp_date: '12/30',
  cvv: '123',
  pay_street: '1200 Valencia St',
  pay_state: 'CA',
  pay_city: 'San Francisco',
  pay_zip_code: '94110',
};
const order = { idempotency_key: '2f1c9a7e-4d1b-4c9a', project_id: 5 };

/** [message key, the exact text, schema, bad input, field ('' for the whole body)]. */
const TABLE: [keyof typeof VALIDATION_MESSAGES, string, v.GenericSchema, unknown, string][] = [
  ['required', 'This field is required.', form({ address: v.object({}) }), {}, 'address'],
  [
    'choiceInvalid',
    'Please choose one of the listed options.',
    endpoints.register.body,
    { type: 'Admin' },
    'type',
  ],
  [
    'yesOrNo',
    'Please answer yes (1) or no (0).',
    endpoints.updateChecklistItem.body,
    { checked: 'maybe' },
    'checked',
  ],
  [
    'tooLong',
    'Please keep this under 129 characters.',
    endpoints.login.body,
    { email: 'a@b.co', password: 'p'.repeat(129) },
    'password',
  ],
  [
    'notAWholeNumber',
    'Please enter a whole number.',
    endpoints.searchShowrooms.query,
    { page: 'two' },
    'page',
  ],
  [
    'invalidId',
    'Please choose a valid record.',
    endpoints.hireDesigner.body,
    { project: 5, designer_id: '-1' },
    'designer_id',
  ],
  ['notAnObject', 'Please send the fields as a JSON object.', endpoints.login.body, [], ''],
  [
    'perPageMax',
    'Please ask for at most 100 a page.',
    endpoints.orders.query,
    { per_page: '500' },
    'per_page',
  ],
  [
    'itemsMin',
    'Please add at least one item.',
    endpoints.syncToBulkCart.body,
    { showroom: 'AB12CD34', items: [] },
    'items',
  ],
  [
    'money',
    'Please enter an amount in dollars with at most 2 decimals.',
    endpoints.proposePriceChange.body,
    { final_price: '41.50' },
    'final_price',
  ],
  [
    'notNegative',
    'Please enter an amount of 0 or more.',
    endpoints.proposePriceChange.body,
    { final_price: -0.01 },
    'final_price',
  ],
  [
    'unitPriceMax',
    'Please enter a unit price of at most $1,000,000.00.',
    endpoints.proposePriceChange.body,
    { final_price: 100_000_000 },
    'final_price',
  ],
  [
    'priceRangeInvalid',
    'Please enter a highest price of at least the lowest price.',
    endpoints.visualizationProducts.body,
    { category: 14, showroom: 'AB12CD34', min_price: 80, max_price: 79.99 },
    'max_price',
  ],
  [
    'fullNameRequired',
    'Please enter your first and last name.',
    endpoints.registerContractor.body,
    { full_name: '' },
    'full_name',
  ],
  [
    'fullNameTwoParts',
    'Please enter your first and last name, separated by a space.',
    endpoints.registerContractor.body,
    { full_name: 'Cher' },
    'full_name',
  ],
  [
    'emailRequired',
    'Please enter your email address.',
    endpoints.passwordResetRequest.body,
    {},
    'email',
  ],
  [
    'emailInvalid',
    'Please enter a valid email address, like name@example.com.',
    endpoints.passwordResetRequest.body,
    { email: 'dana@@example.com' },
    'email',
  ],
  [
    'passwordRequired',
    'Please enter your password.',
    endpoints.login.body,
    { email: 'a@b.co' },
    'password',
  ],
  [
    'passwordMin',
    'Please choose a password of at least 8 characters.',
    endpoints.changePassword.body,
    { current_password: 'x', password: '1234567', password_confirmation: '1234567' },
    'password',
  ],
  [
    'passwordConfirmation',
    'The two passwords do not match. Please type the same password twice.',
    endpoints.changePassword.body,
    { current_password: 'x', password: '12345678', password_confirmation: '12345679' },
    'password_confirmation',
  ],
  [
    'countryCodeRequired',
    'Please choose your country code.',
    endpoints.registerContractor.body,
    {},
    'country_code',
  ],
  [
    'countryCodeInvalid',
    'Please choose a country calling code such as +1.',
    endpoints.registerContractor.body,
    { country_code: '001' },
    'country_code',
  ],
  [
    'phoneRequired',
    'Please enter your phone number.',
    endpoints.sampleRequest.body,
    {},
    'phone_number',
  ],
  [
    'phoneInvalid',
    'Please enter a phone number of 7 to 15 digits.',
    endpoints.sampleRequest.body,
    { phone_number: '+1 (555) 01' },
    'phone_number',
  ],
  ['zipRequired', 'Please enter your zip code.', endpoints.registerContractor.body, {}, 'zip_code'],
  [
    'zipInvalid',
    'Please enter a 5-digit U.S. zip code, like 90210 or 90210-1234.',
    endpoints.registerContractor.body,
    { zip_code: 'SW1A 1AA' },
    'zip_code',
  ],
  [
    'agreeRequired',
    'Please accept the terms of service and privacy policy to continue.',
    endpoints.registerContractor.body,
    { agree: 'no' },
    'agree',
  ],
  [
    'acceptRequired',
    'Please read and accept the agreement to continue.',
    endpoints.register.body,
    { i_accept: false },
    'i_accept',
  ],
  [
    'streetRequired',
    'Please enter the street address.',
    endpoints.changeOrderAddress.body,
    { shipping_address: {} },
    'shipping_address.street',
  ],
  [
    'cityRequired',
    'Please enter the city.',
    endpoints.changeOrderAddress.body,
    { shipping_address: {} },
    'shipping_address.city',
  ],
  [
    'stateRequired',
    'Please choose the state.',
    endpoints.changeOrderAddress.body,
    { shipping_address: {} },
    'shipping_address.state',
  ],
  [
    'stateInvalid',
    'Please choose a U.S. state, like CA.',
    endpoints.changeOrderAddress.body,
    { shipping_address: { state: 'Ontario' } },
    'shipping_address.state',
  ],
  [
    'nameOnCardRequired',
    'Please enter the name shown on the card.',
    endpoints.placeOrder.body,
    { ...order, payment_details: { ...card, name_on_Card: ' ' } },
    'payment_details.name_on_Card',
  ],
  [
    'billingRequired',
    'Please enter the billing address of the card.',
    endpoints.placeOrder.body,
    { ...order, payment_details: { ...card, pay_street: '' } },
    'payment_details.pay_street',
  ],
  [
    'cardFieldRequired',
    'Please enter your card details in the card field.',
    endpoints.placeOrder.body,
    { ...order, payment_method: '4242424242424242' },
    'payment_method',
  ],
  [
    'companyNameRequired',
    'Please enter your company name.',
    endpoints.registerContractor.body,
    {},
    'company_name',
  ],
  [
    'otpInvalid',
    'Please enter the 6-digit code we emailed you.',
    endpoints.verifyOtp.query,
    { otp: '12 34 56' },
    'otp',
  ],
  [
    'tokenInvalid',
    'This link is not valid. Please request a new one.',
    endpoints.emailVerify.params,
    { token: '../../etc/passwd' },
    'token',
  ],
  [
    'showroomIdInvalid',
    'Please enter the 8-letter-or-digit showroom ID your Pro gave you.',
    endpoints.syncToCart.body,
    { product_id: 1, qty: 1, showroom: 'AB12CD3' },
    'showroom',
  ],
  [
    'colorInvalid',
    'Please enter a colour as hex (#0F766E) or rgba(15, 118, 110, 1).',
    endpoints.updateShowroomSettings.body,
    { theme_color: 'expression(alert(1))' },
    'theme_color',
  ],
  [
    'urlInvalid',
    'Please enter a full web address starting with https://.',
    UrlSchema,
    'javascript:alert(1)',
    '',
  ],
  [
    'domainInvalid',
    'Please enter a domain name only, like www.example.com.',
    endpoints.updateShowroomSettings.body,
    { allowed_domains: ['example.com/path'] },
    'allowed_domains.0',
  ],
  [
    'markupMin',
    'The markup must be at least 10%.',
    endpoints.updateShowroomSettings.body,
    { markup_percent: 5 },
    'markup_percent',
  ],
  [
    'markupMax',
    'The markup cannot be more than 300%.',
    endpoints.updateShowroomSettings.body,
    { category_markups: [{ category_id: 1, markup_percent: 1000 }] },
    'category_markups.0.markup_percent',
  ],
  [
    'percentRange',
    'Please enter a percentage between 0 and 100.',
    endpoints.updateShowroomSettings.body,
    { markup_percent: 12.345 },
    'markup_percent',
  ],
  [
    'categoryMarkupsMax',
    'Please set at most 200 category markups.',
    endpoints.updateShowroomSettings.body,
    {
      category_markups: Array.from({ length: 201 }, (_, i) => ({
        category_id: i + 1,
        markup_percent: 10,
      })),
    },
    'category_markups',
  ],
  [
    'domainsMax',
    'Please list at most 20 domains.',
    endpoints.updateShowroomSettings.body,
    { allowed_domains: Array.from({ length: 21 }, (_, i) => `s${i}.example.com`) },
    'allowed_domains',
  ],
  [
    'couponCodeInvalid',
    'Please use 6 to 32 letters, digits, dashes or underscores for the coupon code.',
    endpoints.createCoupon.body,
    { code: 'ABCDE', percent: 5 },
    'code',
  ],
  [
    'couponExpiryInvalid',
    'Please choose an expiry date and time in the future, or none.',
    endpoints.createCoupon.body,
    { code: 'SPRING5', percent: 5, expires_at: 'soon' },
    'expires_at',
  ],
  [
    'couponMaxUsesInvalid',
    'Please enter a whole number of uses from 1 to 1,000,000, or none.',
    endpoints.createCoupon.body,
    { code: 'SPRING5', percent: 5, max_uses: 0 },
    'max_uses',
  ],
  [
    'couponPercentRange',
    'The coupon must take off more than 0% and at most 100%.',
    endpoints.createCoupon.body,
    { code: 'SPRING5', percent: -5 },
    'percent',
  ],
  ['leadNameRequired', 'Please enter your name.', endpoints.sampleRequest.body, {}, 'full_name'],
  [
    'quantityMin',
    'The quantity must be at least 1.',
    endpoints.updateCart.body,
    { id: 1, qty: 0 },
    'qty',
  ],
  [
    'bulkItemsMax',
    'Please add at most 200 items at once.',
    endpoints.syncToBulkCart.body,
    { showroom: 'AB12CD34', items: Array.from({ length: 201 }, () => ({ product_id: 1, qty: 1 })) },
    'items',
  ],
  [
    'checklistItemsMax',
    'Please keep a checklist under 500 items.',
    endpoints.saveChecklist.body,
    { project_id: 1, items: Array.from({ length: 501 }, () => ({ product_id: 1, qty: 1 })) },
    'items',
  ],
  [
    'productIdsMax',
    'Please send at most 50 product ids.',
    endpoints.recentlyViewed.body,
    { product_ids: Array.from({ length: 51 }, (_, i) => i + 1) },
    'product_ids',
  ],
  [
    'productHashInvalid',
    'Please use a product link from the catalog.',
    ProductHashSchema,
    '../../admin',
    '',
  ],
  [
    'priceChangeAnswerRequired',
    'Please accept or reject the new price.',
    endpoints.answerPriceChange.body,
    {},
    'accept',
  ],
  [
    'messageRequired',
    'Please type a message.',
    endpoints.sendChatMessage.body,
    { project_id: 1, message: '\n\t ' },
    'message',
  ],
  [
    'idempotencyKeyInvalid',
    'Please send an idempotency key of 8 to 100 letters, digits or dashes.',
    endpoints.placeOrder.body,
    { project_id: 1, idempotency_key: 'key with spaces' },
    'idempotency_key',
  ],
  [
    'returnReasonRequired',
    'Please tell us why you are returning this item.',
    endpoints.requestReturn.body,
    {},
    'reason',
  ],
  [
    'statusInvalid',
    'Please choose one of the listed statuses.',
    endpoints.setOrderItemStatus.body,
    { status: 'Lost' },
    'status',
  ],
  [
    'problemRequired',
    'Please describe what is wrong or missing.',
    endpoints.reportOrderProblem.body,
    { description: '   ' },
    'description',
  ],
  [
    'routingNumberInvalid',
    'Please enter the 9-digit routing number of your bank.',
    endpoints.savePayoutSetup.body,
    { routing_number: '12345678X' },
    'routing_number',
  ],
  [
    'accountNumberInvalid',
    'Please enter your bank account number (4 to 17 digits).',
    endpoints.savePayoutSetup.body,
    { account_number: '123' },
    'account_number',
  ],
  [
    'accountHolderRequired',
    'Please enter the name on the bank account.',
    endpoints.savePayoutSetup.body,
    {},
    'account_holder_name',
  ],
  [
    'aiActionInvalid',
    "Please choose 'login' or 'register'.",
    endpoints.aiDesign.body,
    { action: 'signup' },
    'action',
  ],
  [
    'decisionInvalid',
    "Please choose 'approve' or 'decline'.",
    endpoints.decideApplication.body,
    { decision: 'maybe' },
    'decision',
  ],
  [
    'declineReasonRequired',
    'Please give the applicant a reason for declining.',
    endpoints.decideApplication.body,
    { decision: 'decline', reason: ' ' },
    'reason',
  ],
  [
    'activeRequired',
    'Please say whether the account is active (true) or not (false).',
    endpoints.setAdminUserStatus.body,
    { active: 'yes' },
    'active',
  ],
  [
    'surchargeMax',
    'Please enter a surcharge of at most $10,000.00.',
    endpoints.updateAdminSettings.body,
    { shipping_surcharge: { AK: 10_001 } },
    'shipping_surcharge.AK',
  ],
  [
    'settingsEmpty',
    'Please change at least one setting.',
    endpoints.updateAdminSettings.body,
    { tax_rates: {} },
    'platform_fee_percent',
  ],
];

describe('given VALIDATION_MESSAGES', () => {
  it('has a row in this table for every message', () => {
    expect(TABLE.map(([key]) => key).sort()).toEqual(Object.keys(VALIDATION_MESSAGES).sort());
  });

  it.each(TABLE)('%s reads %j', (key, text) => {
    const message = VALIDATION_MESSAGES[key];
    expect(typeof message === 'function' ? message(128) : message).toBe(text);
  });

  it.each(TABLE)('%s is the error for its bad input', (_key, text, schema, input, field) => {
    const result = v.safeParse(schema, input);
    expect(result.success).toBe(false);
    const flat = result.issues ? v.flatten(result.issues) : {};
    const messages = field === '' ? flat.root : flat.nested?.[field];
    expect(messages).toContain(text);
  });
});
