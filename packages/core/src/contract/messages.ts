/**
 * User-facing validation messages of the request schemas. They become the API's 422 field
 * errors (`errors: { field: [message] }`) and the UI's inline errors, so each one says what to
 * do. The card messages are the spec's own strings (spec 1 §5) and come from rules/card.ts.
 */
import { SUGGESTION_MAX_LIMIT } from '../rules/limits';

export const VALIDATION_MESSAGES = {
  // Shared
  required: 'This field is required.',
  choiceInvalid: 'Please choose one of the listed options.',
  yesOrNo: 'Please answer yes (1) or no (0).',
  tooLong: (max: number) => `Please keep this under ${max + 1} characters.`,
  notAWholeNumber: 'Please enter a whole number.',
  invalidId: 'Please choose a valid record.',
  notAnObject: 'Please send the fields as a JSON object.',
  perPageMax: 'Please ask for at most 100 a page.',
  itemsMin: 'Please add at least one item.',
  money: 'Please enter an amount in dollars with at most 2 decimals.',
  notNegative: 'Please enter an amount of 0 or more.',
  unitPriceMax: 'Please enter a unit price of at most $1,000,000.00.',
  // Accounts (spec 1 §5)
  fullNameRequired: 'Please enter your first and last name.',
  fullNameTwoParts: 'Please enter your first and last name, separated by a space.',
  emailRequired: 'Please enter your email address.',
  emailInvalid: 'Please enter a valid email address, like name@example.com.',
  passwordRequired: 'Please enter your password.',
  passwordMin: 'Please choose a password of at least 8 characters.',
  passwordConfirmation: 'The two passwords do not match. Please type the same password twice.',
  countryCodeRequired: 'Please choose your country code.',
  countryCodeInvalid: 'Please choose a country calling code such as +1.',
  phoneRequired: 'Please enter your phone number.',
  phoneInvalid: 'Please enter a phone number of 7 to 15 digits.',
  zipRequired: 'Please enter your zip code.',
  zipInvalid: 'Please enter a 5-digit U.S. zip code, like 90210 or 90210-1234.',
  agreeRequired: 'Please accept the terms of service and privacy policy to continue.',
  acceptRequired: 'Please read and accept the agreement to continue.',
  streetRequired: 'Please enter the street address.',
  cityRequired: 'Please enter the city.',
  stateRequired: 'Please choose the state.',
  stateInvalid: 'Please choose a U.S. state, like CA.',
  nameOnCardRequired: 'Please enter the name shown on the card.',
  billingRequired: 'Please enter the billing address of the card.',
  companyNameRequired: 'Please enter your company name.',
  otpInvalid: 'Please enter the 6-digit code we emailed you.',
  tokenInvalid: 'This link is not valid. Please request a new one.',
  // Showroom
  showroomIdInvalid: 'Please enter the 8-letter-or-digit showroom ID your Pro gave you.',
  colorInvalid: 'Please enter a colour as hex (#0F766E) or rgba(15, 118, 110, 1).',
  urlInvalid: 'Please enter a full web address starting with https://.',
  domainInvalid: 'Please enter a domain name only, like www.example.com.',
  markupMin: 'The markup must be at least 10%.',
  markupMax: 'The markup cannot be more than 300%.',
  percentRange: 'Please enter a percentage between 0 and 100.',
  categoryMarkupsMax: 'Please set at most 200 category markups.',
  domainsMax: 'Please list at most 20 domains.',
  couponCodeInvalid:
    'Please use 6 to 32 letters, digits, dashes or underscores for the coupon code.',
  couponExpiryInvalid: 'Please choose an expiry date and time in the future, or none.',
  couponMaxUsesInvalid: 'Please enter a whole number of uses from 1 to 1,000,000, or none.',
  couponPercentRange: 'The coupon must take off more than 0% and at most 100%.',
  // Lead form (spec 1 §5)
  leadNameRequired: 'Please enter your name.',
  // Commerce
  quantityMin: 'The quantity must be at least 1.',
  bulkItemsMax: 'Please add at most 200 items at once.',
  checklistItemsMax: 'Please keep a checklist under 500 items.',
  productIdsMax: `Please send at most ${SUGGESTION_MAX_LIMIT} product ids.`,
  productHashInvalid: 'Please use a product link from the catalog.',
  priceChangeAnswerRequired: 'Please accept or reject the new price.',
  messageRequired: 'Please type a message.',
  idempotencyKeyInvalid: 'Please send an idempotency key of 8 to 100 letters, digits or dashes.',
  returnReasonRequired: 'Please tell us why you are returning this item.',
  statusInvalid: 'Please choose one of the listed statuses.',
  routingNumberInvalid: 'Please enter the 9-digit routing number of your bank.',
  accountNumberInvalid: 'Please enter your bank account number (4 to 17 digits).',
  accountHolderRequired: 'Please enter the name on the bank account.',
  aiActionInvalid: "Please choose 'login' or 'register'.",
} as const;
