import { eq } from 'drizzle-orm';
import * as t from '../../db/schema.ts';
import type { Deps } from '../../env.ts';

/**
 * Issue 28 item 5: the Pro hears of each new lead of their showroom by email (plain text; the
 * visitor's own words are never HTML), with where to read and answer it. A failed mail is
 * logged: the lead is kept either way.
 */
export async function notifyProOfLead(
  deps: Deps,
  showroomId: number,
  lead: { full_name: string; email: string; phone_number: string },
) {
  const [pro] = await deps.database.db
    .select({ email: t.users.email, firstName: t.users.firstName })
    .from(t.showrooms)
    .innerJoin(t.users, eq(t.users.id, t.showrooms.userId))
    .where(eq(t.showrooms.id, showroomId));
  if (!pro) return;
  const base = deps.config.publicUrl;
  try {
    await deps.mailer.send({
      to: pro.email,
      subject: `New lead from your showroom: ${lead.full_name}`.slice(0, 200),
      text: [
        `Hello ${pro.firstName},`,
        '',
        'Someone asked to be contacted through your showroom\'s "Save up to 30%" form:',
        '',
        `Name: ${lead.full_name}`,
        `Email: ${lead.email}`,
        `Phone: ${lead.phone_number}`,
        '',
        `Read and answer your leads in your dashboard: ${base}/account?section=leads`,
      ].join('\n'),
    });
  } catch (err) {
    console.error(`Could not mail the lead to the Pro of showroom ${showroomId}:`, err);
  }
}
