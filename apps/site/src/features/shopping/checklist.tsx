import type { ProjectChecklist as Checklist, ChecklistItem } from '@brand/core/contract';
import { toCents } from '@brand/core/rules';
import {
  Button,
  buttonVariants,
  type ChecklistItemRow,
  ProjectChecklist,
  TextField,
  useAction,
  useBrandStores,
  useCart,
  useSession,
  useShowroom,
  useToast,
} from '@brand/ui';
import { type FormEvent, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useBrowserState, useClient } from '../../lib/brand.tsx';
import { loginPathFor } from '../../lib/guards.ts';
import {
  PENDING_CHECKLIST_KEY,
  type PendingChecklistItem,
  readPending,
} from '../../lib/pending-checklist.ts';
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
  const isContractor = useSession((s) => s.user?.type === 'Contractor');
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

  // The checklist's writes (ui's action engine): the answer replaces the list shown; a refusal
  // is a toast with the catalogue's message.
  const refused = (error: unknown) => toast({ variant: 'error', message: errorMessage(error) });
  /** Remove: the list is saved again without the item (POST, replacing the list). */
  const remover = useAction({
    perform: ({
      project,
      rest,
    }: {
      project: number;
      row: ChecklistItemRow;
      rest: ChecklistItem[];
    }) =>
      client.checklist.saveChecklist({
        body: {
          project_id: project,
          append_items: false,
          items: rest.map((i) => ({
            product_id: i.product_id,
            size_id: i.size_id,
            qty: i.qty,
            note: i.note,
            checked: i.checked,
          })),
        },
      }),
    onSuccess: (answer, { row }) => {
      loaded.setData(answer.data.project_checklist);
      toast({ variant: 'success', message: `${row.name} was removed from your checklist.` });
    },
    onError: refused,
  });
  const updater = useAction({
    perform: ({
      row,
      body,
    }: {
      row: ChecklistItemRow;
      body: { qty?: number; note?: string | null; checked?: boolean };
    }) => client.checklist.updateChecklistItem({ params: { id: Number(row.id) }, body }),
    onSuccess: (answer) =>
      loaded.setData((current) => {
        const shown = current as NonNullable<typeof current>;
        return {
          ...shown,
          items: shown.items.map((i) => (i.id === answer.data.id ? answer.data : i)),
        };
      }),
    onError: refused,
  });
  if (!isLoggedIn) return <VisitorChecklist />;
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
  const items: ChecklistItemRow[] = (checklist?.items ?? []).map(checklistRow);

  const remove = (row: ChecklistItemRow) => {
    if (!checklist) return;
    void remover.run({
      project: projectId,
      row,
      rest: checklist.items.filter((i) => i.id !== row.id),
    });
  };

  const update = (
    row: ChecklistItemRow,
    body: { qty?: number; note?: string | null; checked?: boolean },
  ) => {
    if (checklist) void updater.run({ row, body });
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
              onRemove: (row: ChecklistItemRow) => void remove(row),
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
      {isContractor && checklist && checklist.items.length > 0 ? (
        <ShareWithContractor projectId={projectId} />
      ) : null}
    </Page>
  );
}

/** A checklist item as ui's row shows it, with the price line of its size (customer price). */
function checklistRow(item: ChecklistItem): ChecklistItemRow {
  return {
    id: item.id,
    name: item.product.name,
    qty: item.qty,
    note: item.note,
    checked: item.checked,
    size: item.size,
    minUnit: item.product.min_unit,
    price: {
      unitPriceCents: toCents(item.size?.customer_price ?? item.product.customer_price),
      categoryUnit: item.product.unit,
      boxSqft: item.size?.box_sqft ?? item.product.box_sqft,
      uom: item.product.uom,
    },
  };
}

/**
 * A visitor's checklist (issue 10): what they added before signing in, kept on this browser
 * (quantity and remove); it is saved to their project when they sign in or register.
 */
function VisitorChecklist() {
  const { storage } = useBrowserState();
  const [pending, setPending] = useState(() => readPending(storage.get(PENDING_CHECKLIST_KEY)));
  const save = (next: PendingChecklistItem[]) => {
    setPending(next);
    if (next.length > 0) storage.set(PENDING_CHECKLIST_KEY, JSON.stringify(next));
    else storage.remove(PENDING_CHECKLIST_KEY);
  };
  const keyOf = (i: PendingChecklistItem) => `${i.vsd_id}:${i.product_id}:${i.size_id ?? ''}`;
  const rows: ChecklistItemRow[] = pending.map((i) => ({
    id: keyOf(i),
    name: i.name,
    qty: i.qty,
    note: null,
    checked: false,
    price: i.price,
  }));
  return (
    <Page
      title={TITLE}
      lead="Sign in or register to save this checklist to your project, add it to your cart and share it with your Pro."
    >
      <p>
        <Link to={loginPathFor('/visualize/checklist')} className={buttonVariants()}>
          Sign in
        </Link>
      </p>
      <ProjectChecklist
        items={rows}
        onQtyChange={(row, qty) =>
          save(pending.map((i) => (keyOf(i) === row.id ? { ...i, qty } : i)))
        }
        onRemove={(row) => save(pending.filter((i) => keyOf(i) !== row.id))}
      />
    </Page>
  );
}

/**
 * spec 2 §6 "Contractors may share a project checklist with a contractor": the showroom's Pro
 * names the other contractor by their showroom ID.
 */
function ShareWithContractor({ projectId }: { projectId: number }) {
  const client = useClient();
  const { toast } = useToast();
  const [vsdId, setVsdId] = useState('');
  const share = useAction({
    perform: (vsd: string) =>
      client.checklist.shareChecklist({
        params: { projectId },
        query: { vsd_id: vsd },
        quiet: true,
      }),
    onSuccess: (answer) => {
      toast({ variant: 'success', message: answer.message || 'Checklist shared.' });
      setVsdId('');
    },
  });
  const error =
    share.status === 'error' ? (share.fieldErrors.vsd_id ?? errorMessage(share.error)) : undefined;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void share.run(vsdId.trim().toUpperCase());
  };
  return (
    <section aria-labelledby="share-contractor-title" className="shop-share">
      <h2 id="share-contractor-title">Share with another contractor</h2>
      <form className="shop-form" onSubmit={submit}>
        <TextField
          label="Their showroom ID"
          hint="The 8-character ID of the other contractor's showroom."
          value={vsdId}
          maxLength={8}
          autoComplete="off"
          onChange={(event) => setVsdId(event.target.value)}
          error={error}
        />
        <div className="shop-actions">
          <Button type="submit" loading={share.isPending} disabled={vsdId.trim().length !== 8}>
            Share checklist
          </Button>
        </div>
      </form>
    </section>
  );
}
