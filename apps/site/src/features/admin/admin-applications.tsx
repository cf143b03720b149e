import { type AdminApplication, VALIDATION_MESSAGES } from '@brand/core/contract';
import { formatDate } from '@brand/core/rules';
import { Button, Field, FieldError, FieldLabel, FieldTextarea, useToast } from '@brand/ui';
import { useRef, useState } from 'react';
import { useClient } from '../../lib/brand.tsx';
import { serverErrors } from '../../lib/form-fields.tsx';
import { InlineFormOpener, useInlineForm } from '../../lib/inline-form.tsx';
import { useLoad } from '../../lib/use-load.ts';
import { waitedText } from './admin-wait.ts';

/**
 * Pros waiting for approval (GET /api/admin/applications), the longest wait first, overdue
 * past the 24-hour promise flagged; approve, or decline with a reason. The applicant is mailed.
 */
export function AdminApplications() {
  const client = useClient();
  const { toast } = useToast();
  const list = useLoad('applications', async () => (await client.admin.adminApplications()).data);
  const [busy, setBusy] = useState<number | null>(null);

  const approve = async (application: AdminApplication) => {
    setBusy(application.id);
    try {
      const answer = await client.admin.decideApplication({
        params: { id: application.id },
        body: { decision: 'approve' },
      });
      toast({ variant: 'success', message: `${application.name}: ${answer.message}` });
      list.reload();
    } catch {
      // The client's toast shows the server's message.
    } finally {
      setBusy(null);
    }
  };

  return (
    <section aria-labelledby="admin-applications" className="site-account__section">
      <h2 id="admin-applications">Pro applications</h2>
      {list.status === 'error' ? <p role="alert">{list.error}</p> : null}
      {list.status === 'loading' && !list.data ? <p role="status">Loading applications…</p> : null}
      {list.data && list.data.length === 0 ? <p>No application is waiting.</p> : null}
      {list.data && list.data.length > 0 ? (
        <table className="site-table">
          <caption className="bui-sr-only">Pros waiting for approval, longest wait first</caption>
          <thead>
            <tr>
              <th scope="col">Applicant</th>
              <th scope="col">Company</th>
              <th scope="col">Applied</th>
              <th scope="col">Waiting</th>
              <th scope="col">Decision</th>
            </tr>
          </thead>
          <tbody>
            {list.data.map((a) => (
              <tr key={a.id} data-state={a.overdue ? 'overdue' : 'waiting'}>
                <td data-label="Applicant">
                  {a.name}
                  <br />
                  <span>{a.email}</span>
                </td>
                <td data-label="Company">{a.company_name ?? '—'}</td>
                <td data-label="Applied">{formatDate(a.applied_at)}</td>
                <td data-label="Waiting">
                  {waitedText(a.waiting_hours)}
                  {a.overdue ? <strong> · Overdue (over 24 h)</strong> : null}
                </td>
                <td data-label="Decision">
                  <Button
                    type="button"
                    size="sm"
                    disabled={busy === a.id}
                    aria-label={`Approve ${a.name}`}
                    onClick={() => void approve(a)}
                  >
                    Approve
                  </Button>{' '}
                  <DeclineForm
                    application={a}
                    onDeclined={(message) => {
                      toast({ variant: 'success', message: `${a.name}: ${message}` });
                      list.reload();
                    }}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </section>
  );
}

/** "Decline" opens a reason field in place; the reason is required (the contract's message). */
function DeclineForm({
  application,
  onDeclined,
}: {
  application: AdminApplication;
  onDeclined: (message: string) => void;
}) {
  const client = useClient();
  const inline = useInlineForm();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const field = useRef<HTMLTextAreaElement>(null);
  if (!inline.open) {
    return (
      <InlineFormOpener form={inline} label={`Decline ${application.name}`}>
        Decline
      </InlineFormOpener>
    );
  }
  const close = () => {
    setError(null);
    inline.close();
  };
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) {
      setError(VALIDATION_MESSAGES.declineReasonRequired);
      field.current?.focus();
      return;
    }
    let message = 'Application declined.';
    const sent = await inline.send(
      async () => {
        const answer = await client.admin.decideApplication({
          params: { id: application.id },
          body: { decision: 'decline', reason: reason.trim() },
        });
        message = answer.message ?? message;
      },
      (caught) => setError(serverErrors(caught).reason ?? null),
    );
    if (sent) onDeclined(message);
  };
  return (
    <form
      className="site-form"
      noValidate
      aria-label={`Decline ${application.name}`}
      onSubmit={(event) => void submit(event)}
    >
      <Field className="site-field" invalid={Boolean(error)}>
        <FieldLabel>Reason (mailed to {application.name})</FieldLabel>
        <FieldTextarea
          ref={field}
          rows={2}
          maxLength={1000}
          value={reason}
          autoFocus
          onChange={(event) => setReason(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Escape') close();
          }}
        />
        <FieldError role="alert">{error}</FieldError>
      </Field>
      <Button type="submit" size="sm" disabled={inline.sending}>
        Send decline
      </Button>{' '}
      <Button type="button" size="sm" variant="secondary" onClick={close}>
        Keep waiting
      </Button>
    </form>
  );
}
