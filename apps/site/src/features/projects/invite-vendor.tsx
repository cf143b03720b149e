import type { ChatVendor } from '@brand/core/contract';
import { Button, useAction, useToast } from '@brand/ui';
import { useId, useState } from 'react';
import { useClient } from '../../lib/brand.tsx';
import { useLoad } from '../../lib/use-load.ts';

/**
 * "Invite a vendor" on a project's chat (issue 30 item 3; docs/decisions/vendor-chat.md): for
 * the project's customer and its Pro, the vendors of the project's items by company name, each
 * with Invite or Remove. Anyone else is refused the list (403) and sees nothing.
 */
export function InviteVendor({
  projectId,
  projectName,
}: {
  projectId: number;
  projectName: string;
}) {
  const client = useClient();
  const { toast } = useToast();
  const id = useId();
  const [open, setOpen] = useState(false);
  const load = useLoad(
    `chat-vendors:${projectId}`,
    async () =>
      (await client.chat.chatVendors({ params: { projectId }, quiet: true })).data.vendors,
  );
  const change = useAction({
    perform: (vendor: ChatVendor) =>
      vendor.invited
        ? client.chat.removeChatVendor({ params: { projectId, vendorId: vendor.id } })
        : client.chat.inviteChatVendor({ params: { projectId }, body: { vendor_id: vendor.id } }),
    onSuccess: (answer) => {
      toast({ variant: 'success', message: answer.message });
      load.setData(answer.data.vendors);
    },
  });
  if (load.status === 'error' || !load.data) return null;
  const list = load.data;
  return (
    <div className="site-invite-vendor">
      <Button
        variant="secondary"
        size="sm"
        aria-expanded={open}
        aria-controls={`${id}-list`}
        onClick={() => setOpen((o) => !o)}
      >
        Invite a vendor
      </Button>
      {open ? (
        <div id={`${id}-list`} className="site-invite-vendor__panel">
          {list.length === 0 ? (
            <p className="bui-empty">No vendor sells an item in {projectName} yet.</p>
          ) : (
            <ul className="site-invite-vendor__list" aria-label={`Vendors of ${projectName}`}>
              {list.map((vendor) => (
                <li key={vendor.id} className="site-invite-vendor__row">
                  <span>
                    {vendor.company_name}
                    {vendor.invited ? <span className="site-hire__hired"> In the chat</span> : null}
                  </span>
                  <Button
                    variant="secondary"
                    size="sm"
                    loading={change.isPending && change.variables?.id === vendor.id}
                    onClick={() => void change.run(vendor)}
                  >
                    {vendor.invited ? 'Remove' : 'Invite'}
                    <span className="bui-sr-only"> {vendor.company_name}</span>
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </div>
      ) : null}
    </div>
  );
}
