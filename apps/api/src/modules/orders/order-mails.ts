/**
 * The customer's order mails (issue 25 item 8, docs/decisions/order-mails.md): the confirmation
 * after checkout, and one mail per event of an item that matters to the shopper (it ships, is
 * delivered, is cancelled or declined, is refunded, or its vendor proposes a new price). Each
 * goes out as plain text and HTML from the same content, statuses in the shopper's words (core
 * `shopperStatusText`). They are sent after the commit that decided them, never inside it, and
 * a mail that fails is logged: the order, the change or the refund stands either way.
 */
import type { OrderItemStatus } from '@brand/core/contract';
import {
  formatDate,
  formatUsd,
  shopperStatusDetail,
  shopperStatusText,
  sizeLabel,
} from '@brand/core/rules';
import { asc, eq } from 'drizzle-orm';
import * as t from '../../db/schema.ts';
import type { Deps } from '../../env.ts';
import { escapeHtml, type Mail } from '../../services/mailer.ts';
import { orderLink } from '../notifications/index.ts';
import type { Address } from '../profile/index.ts';
import type { RefundRow } from '../refunds/index.ts';
import { type Item, type Order, orderNumber } from './order-json.ts';

/** The item statuses the customer is mailed about (each change to one is one mail). */
export const MAILED_ITEM_STATUSES: readonly OrderItemStatus[] = [
  'Shipped',
  'Delivered',
  'Cancle',
  'Decline',
];

/** One line of an order as a mail lists it. */
interface MailLine {
  name: string;
  qty: number;
  /** The line's price after any coupon, before fee and tax (the lines add up to the subtotal). */
  cents: number;
}

/** What a mail says, once: `renderMail` makes its text and HTML parts from it. */
interface MailContent {
  to: string;
  subject: string;
  greeting: string;
  paragraphs: string[];
  lines?: MailLine[];
  /** Label and amount rows under the lines; the last one is the total. */
  totals?: Array<[string, string]>;
  notes?: string[];
  address?: Address;
  action: { label: string; url: string };
}

const addressLines = (a: Address) => [
  [a.street, a.apartment].filter(Boolean).join(', '),
  `${a.city}, ${a.state} ${a.zip_code}`,
];

const lineText = (l: MailLine) => `${l.name} × ${l.qty}: ${formatUsd(l.cents)}`;

/** The plain-text and HTML parts of one mail, every value escaped in the HTML. */
export function renderMail(c: MailContent): Mail {
  const text: string[] = [c.greeting, '', ...c.paragraphs.flatMap((p) => [p, ''])];
  if (c.lines?.length) {
    text.push('Items', ...c.lines.map((l) => `- ${lineText(l)}`), '');
  }
  if (c.totals?.length) {
    text.push(...c.totals.map(([label, value]) => `${label}: ${value}`), '');
  }
  if (c.notes?.length) text.push(...c.notes, '');
  if (c.address) text.push('Shipping to', ...addressLines(c.address), '');
  text.push(`${c.action.label}: ${c.action.url}`, '');

  const cell = 'padding:4px 0;';
  const html: string[] = [
    '<!doctype html><html lang="en"><head><meta charset="utf-8">',
    `<title>${escapeHtml(c.subject)}</title></head>`,
    '<body style="margin:0;padding:24px;background:#f6f5f3;color:#1f1d1a;font-family:system-ui,-apple-system,Segoe UI,Roboto,Helvetica,Arial,sans-serif;font-size:16px;line-height:1.5">',
    '<div style="max-width:600px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">',
    `<p>${escapeHtml(c.greeting)}</p>`,
    ...c.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
  ];
  if (c.lines?.length) {
    html.push(
      '<table role="presentation" style="width:100%;border-collapse:collapse;margin:16px 0">',
      '<thead><tr><th align="left" style="padding:4px 0">Item</th><th align="right" style="padding:4px 8px">Qty</th><th align="right" style="padding:4px 0">Price</th></tr></thead><tbody>',
      ...c.lines.map(
        (l) =>
          `<tr><td style="${cell}border-top:1px solid #e7e4df">${escapeHtml(l.name)}</td><td align="right" style="${cell}padding-right:8px;border-top:1px solid #e7e4df">${escapeHtml(l.qty)}</td><td align="right" style="${cell}border-top:1px solid #e7e4df;font-variant-numeric:tabular-nums">${escapeHtml(formatUsd(l.cents))}</td></tr>`,
      ),
      '</tbody></table>',
    );
  }
  if (c.totals?.length) {
    const last = c.totals.length - 1;
    html.push(
      '<table role="presentation" style="width:100%;border-collapse:collapse;margin:8px 0 16px">',
      ...c.totals.map(([label, value], i) => {
        const weight = i === last ? 'font-weight:700;border-top:1px solid #e7e4df;' : '';
        return `<tr><td style="${cell}${weight}">${escapeHtml(label)}</td><td align="right" style="${cell}${weight}font-variant-numeric:tabular-nums">${escapeHtml(value)}</td></tr>`;
      }),
      '</table>',
    );
  }
  html.push(...(c.notes ?? []).map((n) => `<p style="color:#5c5851">${escapeHtml(n)}</p>`));
  if (c.address) {
    html.push(
      `<p><strong>Shipping to</strong><br>${addressLines(c.address).map(escapeHtml).join('<br>')}</p>`,
    );
  }
  html.push(
    `<p style="margin-top:24px"><a href="${escapeHtml(c.action.url)}" style="display:inline-block;background:#0f5e73;color:#ffffff;padding:10px 16px;border-radius:8px;text-decoration:none">${escapeHtml(c.action.label)}</a></p>`,
    '</div></body></html>',
  );
  return { to: c.to, subject: c.subject, text: text.join('\n'), html: html.join('\n') };
}

/** Sends one mail; a failure is logged and never reaches the caller (the write stands). */
async function sendSafely(deps: Deps, mail: Mail, what: string) {
  try {
    await deps.mailer.send(mail);
  } catch (err) {
    console.error(`Could not send ${what} to the customer:`, err);
  }
}

async function customerOf(deps: Deps, order: Order) {
  const [user] = await deps.database.db
    .select({ email: t.users.email, firstName: t.users.firstName })
    .from(t.users)
    .where(eq(t.users.id, order.userId));
  return user;
}

const orderUrl = (deps: Deps, order: Order) => `${deps.config.publicUrl}${orderLink(order.id)}`;

const itemName = (item: Item) => {
  const size = sizeLabel({
    width_size: item.widthSize,
    height_size: item.heightSize,
    length_size: item.lengthSize,
    pattern: item.pattern,
  });
  return size ? `${item.productName} (${size})` : item.productName;
};

/** The line's price before fee and tax: what the customer pays for the goods, after a coupon. */
const lineGoodsCents = (item: Item) =>
  item.lineTotalCents - (item.feeCents ?? 0) - (item.taxCents ?? 0);

/** The order confirmation, after the order's transaction committed (checkout). */
export async function mailOrderConfirmation(deps: Deps, order: Order) {
  try {
    const user = await customerOf(deps, order);
    if (!user) return;
    const items = await deps.database.db
      .select()
      .from(t.orderItems)
      .where(eq(t.orderItems.orderId, order.id))
      .orderBy(asc(t.orderItems.id));
    const address = order.shippingAddress as Address;
    const number = orderNumber(order.id);
    const notes = [
      ...(order.discountCents > 0
        ? [
            `Your coupon${order.couponCode ? ` ${order.couponCode}` : ''} saved you ${formatUsd(order.discountCents)} (already in the prices above).`,
          ]
        : []),
      `The total is held on your card, not charged: each item is charged when its seller approves it, and anything not approved is released.`,
    ];
    const mail = renderMail({
      to: user.email,
      subject: `Thank you for your order ${number}`,
      greeting: `Hello ${user.firstName},`,
      paragraphs: [
        `Thank you for your order ${number}, placed on ${formatDate(order.createdAt)}. Each seller confirms their items within 48 hours, and we email you when they ship and arrive (shipping takes 1 to 3 weeks).`,
      ],
      lines: items.map((i) => ({ name: itemName(i), qty: i.qty, cents: lineGoodsCents(i) })),
      totals: [
        ['Subtotal', formatUsd(order.subtotalCents)],
        ['Platform fee', formatUsd(order.feeCents)],
        [`Tax (${address.state})`, formatUsd(order.taxCents)],
        ['Shipping', order.shippingCents === 0 ? 'Free' : formatUsd(order.shippingCents)],
        ['Total', formatUsd(order.totalCents)],
      ],
      notes,
      address,
      action: { label: 'View your order', url: orderUrl(deps, order) },
    });
    await sendSafely(deps, mail, `the confirmation of order ${number}`);
  } catch (err) {
    console.error(`Could not prepare the confirmation of order ${order.id}:`, err);
  }
}

/**
 * An item's status changed (after the commit): the customer is mailed when it shipped, was
 * delivered, cancelled or declined (`MAILED_ITEM_STATUSES`); other steps are notifications only.
 * `reason` replaces the status's usual explanation (e.g. the card hold lapsed).
 */
export async function mailItemStatus(deps: Deps, order: Order, item: Item, reason?: string) {
  const status = item.status as OrderItemStatus;
  if (!MAILED_ITEM_STATUSES.includes(status)) return;
  try {
    const user = await customerOf(deps, order);
    if (!user) return;
    const number = orderNumber(order.id);
    const words = shopperStatusText(status);
    const mail = renderMail({
      to: user.email,
      subject: `Order ${number}: ${item.productName} – ${words}`,
      greeting: `Hello ${user.firstName},`,
      paragraphs: [
        `An item of your order ${number} is now: ${words}.`,
        reason ?? shopperStatusDetail(status),
      ],
      lines: [{ name: itemName(item), qty: item.qty, cents: lineGoodsCents(item) }],
      address: status === 'Shipped' ? (order.shippingAddress as Address) : undefined,
      action: { label: 'View your order', url: orderUrl(deps, order) },
    });
    await sendSafely(deps, mail, `the "${words}" mail of order ${number}`);
  } catch (err) {
    console.error(`Could not prepare the status mail of item ${item.id}:`, err);
  }
}

/** The item's vendor proposed a new unit price (after the commit): accept or reject it. */
export async function mailPriceChange(deps: Deps, order: Order, item: Item) {
  if (item.proposedPriceCents === null) return;
  try {
    const user = await customerOf(deps, order);
    if (!user) return;
    const number = orderNumber(order.id);
    const mail = renderMail({
      to: user.email,
      subject: `Order ${number}: a new price for ${item.productName}`,
      greeting: `Hello ${user.firstName},`,
      paragraphs: [
        `The seller of ${itemName(item)} in your order ${number} proposes a new unit price: ${formatUsd(item.proposedPriceCents)} instead of ${formatUsd(item.finalPriceCents)}.`,
        ...(item.proposedNote ? [`The seller's note: ${item.proposedNote}`] : []),
        'Please accept or reject it on your order. If you accept, the item continues at the new price; if you reject it, the item is cancelled and you are not charged for it.',
      ],
      action: { label: 'Answer on your order', url: orderUrl(deps, order) },
    });
    await sendSafely(deps, mail, `the price change of order ${number}`);
  } catch (err) {
    console.error(`Could not prepare the price-change mail of item ${item.id}:`, err);
  }
}

/** A refund reached the processor (after its attempt succeeded; retries mail once). */
export async function mailRefund(deps: Deps, refund: RefundRow) {
  try {
    const [row] = await deps.database.db
      .select({ order: t.orders, item: t.orderItems })
      .from(t.orderItems)
      .innerJoin(t.orders, eq(t.orders.id, t.orderItems.orderId))
      .where(eq(t.orderItems.id, refund.orderItemId));
    if (!row) return;
    const user = await customerOf(deps, row.order);
    if (!user) return;
    const number = orderNumber(row.order.id);
    const mail = renderMail({
      to: user.email,
      subject: `Order ${number}: ${formatUsd(refund.amountCents)} refunded`,
      greeting: `Hello ${user.firstName},`,
      paragraphs: [
        `We refunded ${formatUsd(refund.amountCents)} for ${itemName(row.item)} (order ${number}) to the card you paid with. Refunds reach your account in 7 to 14 business days.`,
        ...(refund.restockingFeeCents > 0
          ? [`A restocking fee of ${formatUsd(refund.restockingFeeCents)} was kept.`]
          : []),
      ],
      action: { label: 'View your order', url: orderUrl(deps, row.order) },
    });
    await sendSafely(deps, mail, `the refund mail of order ${number}`);
  } catch (err) {
    console.error(`Could not prepare the mail of refund ${refund.id}:`, err);
  }
}
