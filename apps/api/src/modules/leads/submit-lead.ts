import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema.ts';

/** A sample request or contact form (a lead), for the showroom named when there is one. */
export async function submitLead(
  db: Db,
  input: {
    full_name: string;
    email: string;
    phone_number: string;
    lead_type: string;
    action: string;
  },
  showroomId: number | null,
) {
  await db.insert(t.leads).values({
    fullName: input.full_name,
    email: input.email,
    phoneNumber: input.phone_number,
    leadType: input.lead_type,
    shopProfileId: showroomId,
    action: input.action,
  });
}
