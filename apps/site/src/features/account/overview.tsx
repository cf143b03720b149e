import type { UserType } from '@brand/core/contract';
import { useSession } from '@brand/ui';
import { Link } from 'react-router';
import type { SectionProps } from '../../lib/account-section.ts';
import { useClient } from '../../lib/brand.tsx';
import { usd } from '../../lib/usd.ts';
import { useLoad } from '../../lib/use-load.ts';

/** One summary card: a figure, what it counts, an optional detail, the section it opens. */
export type SummaryCard = { label: string; value: string; detail?: string; section: string };

type Client = ReturnType<typeof useClient>;

const count = (n: number) => n.toLocaleString('en-US');

/** The open orders: placed or in progress (GET /api/orders' totals by status). */
async function openOrders(client: Client): Promise<number> {
  const [placed, progress] = await Promise.all([
    client.orders.orders({ query: { page: 1, status: 'Placed' }, quiet: true }),
    client.orders.orders({ query: { page: 1, status: 'In Progress' }, quiet: true }),
  ]);
  return placed.data.total + progress.data.total;
}

async function customerCards(client: Client): Promise<SummaryCard[]> {
  const [open, projects, checklists] = await Promise.all([
    openOrders(client),
    client.cart.projects({ query: { page: 1 }, quiet: true }),
    client.checklist.checklists({ quiet: true }),
  ]);
  const current = projects.data.data[0];
  const items = checklists.data.reduce((sum, list) => sum + list.items.length, 0);
  return [
    { label: 'Open orders', value: count(open), section: 'orders' },
    {
      label: 'Current project',
      value: current ? current.name : 'None yet',
      detail: `${count(projects.data.total)} in all`,
      section: 'projects',
    },
    { label: 'Checklist items', value: count(items), section: 'projects' },
  ];
}

async function proCards(client: Client, vsdId: string | null): Promise<SummaryCard[]> {
  const [projects, balance, coupons, priceChanges] = await Promise.all([
    client.cart.projects({ query: { page: 1 }, quiet: true }),
    client.payouts.payoutBalance({ quiet: true }),
    client.showroomSettings.coupons({ quiet: true }),
    client.orders.orders({ query: { page: 1, price_change: true }, quiet: true }),
  ]);
  return [
    // What matters first (issue 25 item 11): the ID customers type to shop the showroom.
    ...(vsdId
      ? [
          {
            label: 'Your showroom ID',
            value: vsdId,
            detail: 'Customers enter it to shop your showroom',
            section: 'showroom',
          },
        ]
      : []),
    { label: 'Client projects', value: count(projects.data.total), section: 'projects' },
    {
      label: 'Balance available',
      value: usd(balance.data.available),
      detail: `${usd(balance.data.pending)} pending`,
      section: 'balance',
    },
    { label: 'Coupons', value: count(coupons.data.length), section: 'showroom' },
    {
      label: 'Orders with a pending price change',
      value: count(priceChanges.data.total),
      section: 'orders',
    },
  ];
}

async function vendorCards(client: Client): Promise<SummaryCard[]> {
  const [products, waiting, balance] = await Promise.all([
    client.vendorCatalog.vendorProducts({ query: { page: 1 }, quiet: true }),
    client.orders.orders({
      query: { page: 1, item_status: 'Waiting for approval' },
      quiet: true,
    }),
    client.payouts.payoutBalance({ quiet: true }),
  ]);
  return [
    { label: 'Products', value: count(products.data.total), section: 'catalogue' },
    {
      label: 'Orders with items to approve',
      value: count(waiting.data.total),
      section: 'orders',
    },
    {
      label: 'Balance',
      value: `${usd(balance.data.available)} available`,
      detail: `${usd(balance.data.pending)} pending · ${usd(balance.data.paid)} paid`,
      section: 'balance',
    },
  ];
}

async function adminCards(client: Client): Promise<SummaryCard[]> {
  const [applications, failed, users] = await Promise.all([
    client.admin.adminApplications({ quiet: true }),
    client.admin.adminRefunds({ query: { status: 'failed' }, quiet: true }),
    client.admin.adminUsers({ query: { page: 1 }, quiet: true }),
  ]);
  const oldest = applications.data.reduce((max, a) => Math.max(max, a.waiting_hours), 0);
  return [
    {
      label: 'Pending approvals',
      value: count(applications.data.length),
      detail:
        applications.data.length > 0
          ? `Oldest waiting ${oldest} h of 24 h${oldest > 24 ? ': overdue' : ''}`
          : 'None waiting',
      section: 'applications',
    },
    { label: 'Failed refunds', value: count(failed.data.length), section: 'refunds' },
    { label: 'Users', value: count(users.data.total), section: 'users' },
  ];
}

const CARDS: Record<UserType, (client: Client, vsdId: string | null) => Promise<SummaryCard[]>> = {
  User: customerCards,
  Contractor: proCards,
  Vendor: vendorCards,
  Admin: adminCards,
};

/**
 * The dashboard's landing section: a role's figures from the existing endpoints (the server
 * decides what each role may count), each card opening the section it summarises.
 */
export function Overview({ role }: SectionProps) {
  const client = useClient();
  const vsdId = useSession((s) => s.user?.shop_profile?.vsd_id ?? null);
  const cards = useLoad(`account-overview:${role}:${vsdId ?? ''}`, () =>
    CARDS[role](client, vsdId),
  );
  return (
    <section aria-labelledby="account-overview" className="site-account__section">
      <h2 id="account-overview">Overview</h2>
      {cards.status === 'loading' && !cards.data ? (
        <p role="status">Loading your overview…</p>
      ) : null}
      {cards.status === 'error' ? <p role="alert">{cards.error}</p> : null}
      {cards.data ? <SummaryCards cards={cards.data} /> : null}
    </section>
  );
}

export function SummaryCards({ cards }: { cards: readonly SummaryCard[] }) {
  return (
    <ul className="site-dashboard__cards" aria-label="Summary">
      {cards.map((card) => (
        <li key={card.label} className="site-dashboard__card">
          <Link to={`?section=${card.section}`}>
            <span className="site-dashboard__card-label">{card.label}</span>
            <span className="site-dashboard__card-value bui-tabular">{card.value}</span>
            {card.detail ? (
              <span className="site-dashboard__card-detail">{card.detail}</span>
            ) : null}
          </Link>
        </li>
      ))}
    </ul>
  );
}
