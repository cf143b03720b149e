import type { ProjectChecklist as Checklist } from '@brand/core/contract';
import {
  buttonVariants,
  type ChecklistItemRow,
  ProjectChecklist,
  useBrandStores,
  useCart,
  useSession,
  useShowroom,
  useToast,
} from '@brand/ui';
import { Link, useSearchParams } from 'react-router';
import { useClient } from '../../lib/brand.tsx';
import { loginPathFor } from '../../lib/guards.ts';
import { projectIdFrom } from '../../lib/project-id.ts';
import { errorMessage, useLoad } from '../../lib/use-load.ts';
import { Page } from '../../shell/page.tsx';

const TITLE = 'Project checklist';

/**
 * /visualize/checklist: the current project's checklist in ui's ProjectChecklist: check, quantity
 * and note per item (PUT /api/projectChecklist/{id}), add all to cart (sync_to_bulk_cart), and
 * share to the showroom's contractor. Visitors are asked to sign in first. `?project=<id>` names
 * another project the user takes part in (the share notification and the account's project
 * cards link so): its customer edits it; a Pro reads it (only the customer changes it).
 */
export function ChecklistPage() {
  const client = useClient();
  const { cart } = useBrandStores();
  const { toast } = useToast();
  const isLoggedIn = useSession((s) => s.isLoggedIn);
  const readOnly = useSession((s) => s.user !== null && s.user.type !== 'User');
  const [params] = useSearchParams();
  const currentProject = useCart((s) => s.projectId);
  const projectId = projectIdFrom(params.get('project')) ?? (readOnly ? null : currentProject);
  const vsdId = useShowroom((s) => s.item?.vsd_id ?? null);

  const loaded = useLoad<Checklist | null>(
    isLoggedIn && projectId !== null ? `checklist:${projectId}` : null,
    async () =>
      (await client.checklist.projectChecklist({ params: { projectId: projectId ?? 0 } })).data
        .project_checklist,
  );

  if (!isLoggedIn) {
    return (
      <Page title={TITLE} lead="Sign in to see and share your project checklist.">
        <Link to={loginPathFor('/visualize/checklist')} className={buttonVariants()}>
          Sign in
        </Link>
      </Page>
    );
  }
  if (projectId === null && readOnly) {
    return (
      <Page
        title={TITLE}
        lead="A client's checklist opens from its notification or from Client projects on your account."
      >
        <Link to="/account" className={buttonVariants()}>
          Go to my account
        </Link>
      </Page>
    );
  }
  if (projectId === null) {
    return (
      <Page title={TITLE} lead="Start a project in a showroom to build its checklist.">
        <Link to="/visualize/contractor/all" className={buttonVariants()}>
          Go to the showroom
        </Link>
      </Page>
    );
  }

  const checklist = loaded.data;
  const items: ChecklistItemRow[] = (checklist?.items ?? []).map((item) => ({
    id: item.id,
    name: item.product.name,
    qty: item.qty,
    note: item.note,
    checked: item.checked,
    size: item.size,
    minUnit: item.product.min_unit,
  }));

  const update = async (
    row: ChecklistItemRow,
    body: { qty?: number; note?: string | null; checked?: boolean },
  ) => {
    try {
      const answer = await client.checklist.updateChecklistItem({
        params: { id: Number(row.id) },
        body,
      });
      if (checklist) {
        loaded.setData({
          ...checklist,
          items: checklist.items.map((i) => (i.id === answer.data.id ? answer.data : i)),
        });
      }
    } catch (error) {
      toast({ variant: 'error', message: errorMessage(error) });
    }
  };

  const onToggle = (row: ChecklistItemRow, checked: boolean) => void update(row, { checked });

  return (
    <Page title={TITLE}>
      <ProjectChecklist
        items={items}
        status={
          loaded.status === 'error' && !checklist
            ? 'error'
            : loaded.status === 'loading' && !checklist
              ? 'loading'
              : 'ready'
        }
        errorMessage={loaded.error ?? undefined}
        onRetry={loaded.reload}
        {...(readOnly
          ? {}
          : {
              onToggle,
              onQtyChange: (row: ChecklistItemRow, qty: number) => update(row, { qty }),
              onNoteChange: (row: ChecklistItemRow, note: string) =>
                update(row, { note: note || null }),
              onAddAllToCart: async () => {
                if (!checklist || !vsdId) throw new Error('Enter a showroom first.');
                const answer = await client.cart.syncToBulkCart({
                  body: {
                    showroom: vsdId,
                    project_id: projectId,
                    items: checklist.items.map((i) => ({
                      product_id: i.product_id,
                      size_id: i.size_id,
                      qty: i.qty,
                    })),
                  },
                });
                cart.getState().setLines(answer.data.Project_tans);
                cart.getState().notifyUpdated();
                return answer;
              },
              onShare: async () => client.checklist.shareChecklist({ params: { projectId } }),
            })}
      />
    </Page>
  );
}
