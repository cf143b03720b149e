import { formatDate } from '@brand/core/rules';
import type { Db } from '../../db/client.ts';
import { allLeads, type LeadFilter } from './list-leads.ts';

/**
 * A cell a spreadsheet would run as a formula (=, +, -, @, a tab or a carriage return first:
 * OWASP's CSV injection advice) starts with an apostrophe; every cell is quoted, quotes
 * doubled.
 */
export function csvCell(value: string | null | undefined) {
  const text = value ?? '';
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
}

const HEADER = ['Received', 'Name', 'Email', 'Phone', 'Form', 'Showroom', 'Contacted'];

/** The leads of `filter` as CSV (CRLF lines, a header row); dates as MM.DD.YYYY. */
export async function exportLeads(db: Db, filter: LeadFilter, name: string) {
  const rows = await allLeads(db, filter);
  const lines = [HEADER.map(csvCell).join(',')];
  for (const { lead, vsdId } of rows) {
    lines.push(
      [
        formatDate(lead.createdAt),
        lead.fullName,
        lead.email,
        lead.phoneNumber,
        lead.action ?? lead.leadType,
        vsdId ?? '',
        lead.contactedAt ? formatDate(lead.contactedAt) : '',
      ]
        .map(csvCell)
        .join(','),
    );
  }
  return { filename: `leads-${name}.csv`, csv: `${lines.join('\r\n')}\r\n`, count: rows.length };
}
