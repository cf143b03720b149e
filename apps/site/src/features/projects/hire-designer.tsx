import type { Designer } from '@brand/core/contract';
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  useAction,
  useToast,
} from '@brand/ui';
import { useEffect, useId, useRef, useState } from 'react';
import { useClient } from '../../lib/brand.tsx';
import { useLoad } from '../../lib/use-load.ts';
import { designerLabel } from './chat-rows.ts';

/**
 * "Hire a designer" from the chat (spec 2 §2.6, §7): the project's designers list (GET
 * /api/hire_designer), a confirmation with an optional note, then POST /api/hire_designer and
 * a success toast with the server's message. Refusals show the client's toast.
 */
export function HireDesignerDialog({
  open,
  onOpenChange,
  projectId,
  projectName,
  onHired,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  projectId: number;
  projectName: string;
  /** The designers list the server answers after hiring (with `hired` set). */
  onHired: (designers: Designer[]) => void;
}) {
  const client = useClient();
  const { toast } = useToast();
  // The project's designers, loaded afresh each time the dialog opens.
  const load = useLoad(
    open ? `designers:${projectId}` : null,
    async () =>
      (await client.chat.designers({ query: { project: projectId }, quiet: true })).data.designers,
  );
  const [chosen, setChosen] = useState<Designer | null>(null);
  const [note, setNote] = useState('');
  const hireButtons = useRef(new Map<number, HTMLButtonElement>());
  const returnTo = useRef<number | null>(null);
  /** What had focus when the dialog opened (ui's "Hire a designer"): focus goes back there. */
  const opener = useRef<HTMLElement | null>(null);
  const id = useId();

  // Back from the confirmation returns focus to the designer's Hire button.
  useEffect(() => {
    if (chosen !== null || returnTo.current === null) return;
    hireButtons.current.get(returnTo.current)?.focus();
    returnTo.current = null;
  }, [chosen]);

  const close = (next: boolean) => {
    if (!next) {
      setChosen(null);
      setNote('');
    }
    onOpenChange(next);
  };

  const hire = useAction({
    perform: (designer: Designer) =>
      client.chat.hireDesigner({
        body: {
          project: projectId,
          designer_id: designer.id,
          ...(note.trim() ? { note: note.trim() } : {}),
        },
      }),
    onSuccess: (answer) => {
      toast({ variant: 'success', message: answer.message ?? 'Designer hired.' });
      onHired(answer.data.designers);
      close(false);
    },
    // A refusal: the client's toast shows the server's message; the confirmation stays for
    // another try.
  });

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent
        size="md"
        className="site-hire"
        onOpenAutoFocus={() => {
          opener.current =
            document.activeElement instanceof HTMLElement ? document.activeElement : null;
        }}
        onCloseAutoFocus={(event) => {
          // Radix returns focus to a DialogTrigger; the chat's own button opened this one.
          if (!opener.current?.isConnected) return;
          event.preventDefault();
          opener.current.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle>Hire a designer</DialogTitle>
          <DialogDescription>
            A designer you hire is notified and can read and write in the chat of {projectName}.
          </DialogDescription>
        </DialogHeader>
        {chosen ? (
          <fieldset className="site-hire__confirm">
            <legend>
              Hire <strong>{designerLabel(chosen)}</strong> on {projectName}?
            </legend>
            <label className="bui-label" htmlFor={`${id}-note`}>
              Note to the designer (optional)
            </label>
            <textarea
              id={`${id}-note`}
              className="bui-input"
              rows={3}
              maxLength={1000}
              value={note}
              autoFocus
              onChange={(event) => setNote(event.target.value)}
            />
            <DialogFooter>
              <Button
                variant="secondary"
                onClick={() => {
                  returnTo.current = chosen.id;
                  setChosen(null);
                }}
              >
                Back
              </Button>
              <Button loading={hire.isPending} onClick={() => void hire.run(chosen)}>
                Hire {chosen.name}
              </Button>
            </DialogFooter>
          </fieldset>
        ) : load.status === 'loading' ? (
          <div role="status" aria-label="Loading designers" className="site-hire__list">
            <span className="bui-skeleton site-hire__skeleton" />
            <span className="bui-skeleton site-hire__skeleton" />
          </div>
        ) : load.status === 'error' ? (
          <div role="alert" className="bui-alert" data-tone="error">
            <p>{load.error}</p>
            <Button variant="secondary" size="sm" onClick={() => void load.reload()}>
              Try again
            </Button>
          </div>
        ) : load.data.length === 0 ? (
          <p className="bui-empty">No designers are available right now. Please try again later.</p>
        ) : (
          <ul className="site-hire__list" aria-label="Designers">
            {load.data.map((designer) => (
              <li key={designer.id} className="site-hire__designer">
                <span>
                  <span className="site-hire__name">{designer.name}</span>
                  {designer.company_name && designer.company_name !== designer.name ? (
                    <span className="site-hire__company">{designer.company_name}</span>
                  ) : null}
                </span>
                {designer.hired ? (
                  <span className="site-hire__hired">Hired</span>
                ) : (
                  <Button
                    ref={(node) => {
                      if (node) hireButtons.current.set(designer.id, node);
                      else hireButtons.current.delete(designer.id);
                    }}
                    variant="secondary"
                    size="sm"
                    onClick={() => setChosen(designer)}
                  >
                    Hire<span className="bui-sr-only"> {designer.name}</span>
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )}
      </DialogContent>
    </Dialog>
  );
}
