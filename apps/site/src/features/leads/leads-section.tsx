import type { Lead, LeadExport } from '@brand/core/contract';
import { formatDate, isShowroomIdFormat, normalizeShowroomId } from '@brand/core/rules';
import { Button, Pagination, useAction, useToast } from '@brand/ui';
import { type FormEvent, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useClient } from '../../lib/brand.tsx';
import { useLoad } from '../../lib/use-load.ts';
import { saveTextFile } from './save-file.ts';
import './leads.css';

/** Which leads the list shows (`?leads=new|contacted`; all when absent). */
type Shown = 'all' | 'new' | 'contacted';
const SHOWN: ReadonlyArray<{ value: Shown; label: string }> = [
  { value: 'all', label: 'All leads' },
  { value: 'new', label: 'Not contacted yet' },
  { value: 'contacted', label: 'Contacted' },
];
const CONTACTED_QUERY: Record<Shown, { contacted?: 0 | 1 }> = {
  all: {},
  new: { contacted: 0 },
  contacted: { contacted: 1 },
};

/** The form a lead came from, in the words the site shows it with. */
function sourceOf(lead: Lead) {
  if (lead.action === 'book_demo') return 'Book a demo';
  return lead.action === 'save_30' || lead.action === null ? 'Save up to 30%' : lead.action;
}

type Scope = 'pro' | 'admin';

/**
 * Leads (issue 28 item 5): the Pro reads the leads of their showroom's "Save up to 30%" form,
 * newest first, marks each contacted (or not again) and exports them as CSV (formula-safe cells,
 * made by the API); an admin reads every showroom's, narrowed to one showroom ID, read-only.
 * The filter and the page live in the address, so Back and a shared link keep them.
 */
function LeadsSection({ scope }: { scope: Scope }) {
  const client = useClient();
  const { toast } = useToast();
  const [params, setParams] = useSearchParams();
  const shownParam = params.get('leads');
  const shown: Shown = shownParam === 'new' || shownParam === 'contacted' ? shownParam : 'all';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const showroomParam = params.get('showroom');
  const showroom =
    scope === 'admin' && isShowroomIdFormat(showroomParam)
      ? normalizeShowroomId(showroomParam).toUpperCase()
      : null;
  const [showroomText, setShowroomText] = useState(showroom ?? '');
  const [showroomError, setShowroomError] = useState<string | null>(null);

  // What the list and the export both show; the list adds its page.
  const filter = { ...CONTACTED_QUERY[shown], ...(showroom ? { showroom } : {}) };
  const query = { ...filter, page };
  const list = useLoad(JSON.stringify([scope, query]), async () =>
    scope === 'pro'
      ? (await client.leads.showroomLeads({ query })).data
      : (await client.leads.adminLeads({ query })).data,
  );
  const go = (next: { shown?: Shown; page?: number; showroom?: string | null }) => {
    const out = new URLSearchParams(params);
    const nextShown = next.shown ?? shown;
    if (nextShown === 'all') out.delete('leads');
    else out.set('leads', nextShown);
    const nextShowroom = next.showroom === undefined ? showroom : next.showroom;
    if (nextShowroom) out.set('showroom', nextShowroom);
    else out.delete('showroom');
    if (next.page && next.page > 1) out.set('page', String(next.page));
    else out.delete('page');
    setParams(out);
  };

  const mark = useAction({
    perform: (lead: Lead) =>
      client.leads.updateShowroomLead({
        params: { id: lead.id },
        body: { contacted: lead.contacted_at === null },
      }),
    onSuccess: (answer) => toast({ variant: 'success', message: answer.message ?? 'Saved.' }),
    reload: [list],
  });
  const exporter = useAction({
    perform: async (): Promise<LeadExport> =>
      scope === 'pro'
        ? (await client.leads.exportShowroomLeads({ query: filter })).data
        : (await client.leads.exportAdminLeads({ query: filter })).data,
    onSuccess: (file) => {
      saveTextFile(file.filename, file.csv, 'text/csv');
      toast({
        variant: 'success',
        message: file.count === 1 ? 'Exported 1 lead.' : `Exported ${file.count} leads.`,
      });
    },
  });

  const applyShowroom = (event: FormEvent) => {
    event.preventDefault();
    const text = normalizeShowroomId(showroomText).toUpperCase();
    if (text !== '' && !isShowroomIdFormat(text)) {
      setShowroomError('A showroom ID has 8 letters and digits.');
      return;
    }
    setShowroomError(null);
    go({ showroom: text || null, page: 1 });
  };

  const data = list.data;
  const titleId = `${scope}-leads`;
  return (
    <section aria-labelledby={titleId} className="site-account__section">
      <h2 id={titleId}>{scope === 'pro' ? 'Leads' : 'Leads of every showroom'}</h2>
      <p>
        {scope === 'pro'
          ? 'Visitors of your showroom who asked for a quote with the “Save up to 30%” form. Each one also reached you by email.'
          : 'Every showroom’s leads, newest first. Pros mark their own leads contacted.'}
      </p>
      <div className="site-leads__tools">
        <label>
          Show{' '}
          <select
            value={shown}
            onChange={(event) => go({ shown: event.target.value as Shown, page: 1 })}
          >
            {SHOWN.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </label>
        {scope === 'admin' ? (
          <form onSubmit={applyShowroom} className="site-leads__showroom" noValidate>
            <label htmlFor="leads-showroom">Showroom ID</label>
            <input
              id="leads-showroom"
              value={showroomText}
              maxLength={8}
              autoComplete="off"
              aria-invalid={showroomError ? true : undefined}
              aria-describedby={showroomError ? 'leads-showroom-error' : undefined}
              onChange={(event) => setShowroomText(event.target.value)}
            />
            <Button type="submit" variant="secondary" size="sm">
              Apply
            </Button>
            {showroomError ? (
              <p id="leads-showroom-error" role="alert" className="site-leads__error">
                {showroomError}
              </p>
            ) : null}
          </form>
        ) : null}
        <Button
          variant="secondary"
          size="sm"
          loading={exporter.status === 'pending'}
          disabled={!data || data.total === 0}
          onClick={() => void exporter.run()}
        >
          Export CSV
        </Button>
      </div>
      {list.status === 'error' && !data ? <p role="alert">{list.error}</p> : null}
      {!data ? <p role="status">Loading leads…</p> : null}
      {data && data.data.length === 0 ? (
        <p role="status">
          {shown === 'all' && !showroom
            ? 'No leads yet. They arrive from the “Save up to 30%” form on the showroom’s pages.'
            : 'No leads match this filter.'}
        </p>
      ) : null}
      {data && data.data.length > 0 ? (
        <>
          <p role="status" className="bui-sr-only">
            {data.total === 1 ? '1 lead' : `${data.total} leads`}
          </p>
          <table className="site-table site-leads__table">
            <caption className="bui-sr-only">Leads, newest first</caption>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Contact</th>
                <th scope="col">Received</th>
                {scope === 'admin' ? <th scope="col">Showroom</th> : null}
                <th scope="col">From</th>
                <th scope="col">Contacted</th>
              </tr>
            </thead>
            <tbody>
              {data.data.map((lead) => (
                <tr key={lead.id} data-state={lead.contacted_at ? 'contacted' : 'new'}>
                  <td data-label="Name">{lead.full_name}</td>
                  <td data-label="Contact">
                    <a href={`mailto:${lead.email}`}>{lead.email}</a>
                    <br />
                    <a href={`tel:${lead.phone_number.replace(/[^\d+]/g, '')}`}>
                      {lead.phone_number}
                    </a>
                  </td>
                  <td data-label="Received">{formatDate(lead.created_at)}</td>
                  {scope === 'admin' ? (
                    <td data-label="Showroom">{lead.showroom ?? 'None'}</td>
                  ) : null}
                  <td data-label="From">{sourceOf(lead)}</td>
                  <td data-label="Contacted">
                    {scope === 'pro' ? (
                      <label>
                        <input
                          type="checkbox"
                          checked={lead.contacted_at !== null}
                          disabled={mark.status === 'pending' && mark.variables.id === lead.id}
                          onChange={() => void mark.run(lead)}
                        />{' '}
                        <span className="bui-sr-only">{`${lead.full_name} contacted`}</span>
                        <span aria-hidden="true">
                          {lead.contacted_at ? formatDate(lead.contacted_at) : 'Not yet'}
                        </span>
                      </label>
                    ) : lead.contacted_at ? (
                      formatDate(lead.contacted_at)
                    ) : (
                      'Not yet'
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <Pagination
            page={data.current_page}
            lastPage={data.last_page}
            onPageChange={(next) => go({ page: next })}
          />
        </>
      ) : null}
    </section>
  );
}

/** The Pro's leads (the "Leads" section of /account). */
export function ProLeadsSection() {
  return <LeadsSection scope="pro" />;
}

/** Every showroom's leads (the admin's "Leads" section of /account). */
export function AdminLeadsSection() {
  return <LeadsSection scope="admin" />;
}
