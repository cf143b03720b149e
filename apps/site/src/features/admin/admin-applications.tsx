import { type AdminApplication, VALIDATION_MESSAGES } from '@brand/core/contract';
import { formatDate } from '@brand/core/rules';
import {
  Button,
  Field,
  FieldError,
  FieldLabel,
  FieldTextarea,
  useAction,
  useSchemaForm,
  useToast,
} from '@brand/ui';
import { useClient } from '../../lib/brand.tsx';
import { InlineForm, InlineFormOpener, useInlineForm } from '../../lib/inline-form.tsx';
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
  const approve = useAction({
    perform: (application: AdminApplication) =>
      client.admin.decideApplication({
        params: { id: application.id },
        body: { decision: 'approve' },
      }),
    onSuccess: (answer, application) => {
      toast({ variant: 'success', message: `${application.name}: ${answer.message}` });
    },
    // A refusal: the client's toast shows the server's message.
    reload: [list],
  });

  return (
    <section aria-labelledby="admin-applications" className="site-account__section">
      <h2 id="admin-applications">Pro applications</h2>
      {list.status === 'error' ? <p role="alert">{list.error}</p> : null}
      {list.status === 'loading' && !list.data ? <p role="status">Loading applications…</p> : null}
      {list.data && list.data.length === 0 ? <p>No application is waiting.</p> : null}
      {list.data && list.data.length > 0 ? (
        <table className="site-table">
          <caption className="bui-sr-only">
            Pros and vendors waiting for approval, longest wait first
          </caption>
          <thead>
            <tr>
              <th scope="col">Applicant</th>
              <th scope="col">Applying as</th>
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
                <td data-label="Applying as">{a.type === 'Vendor' ? 'Vendor' : 'Pro'}</td>
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
                    disabled={approve.status === 'pending' && approve.variables.id === a.id}
                    aria-label={`Approve ${a.name}`}
                    onClick={() => void approve.run(a)}
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
  const form = useSchemaForm({
    initialValues: { reason: '' },
    clearOnEdit: false,
    validate: ({ reason }): Record<string, string> =>
      reason.trim() ? {} : { reason: VALIDATION_MESSAGES.declineReasonRequired },
    submit: async (_input, { reason }) => {
      const answer = await client.admin.decideApplication({
        params: { id: application.id },
        body: { decision: 'decline', reason: reason.trim() },
      });
      return answer.message ?? 'Application declined.';
    },
    onSuccess: (message) => onDeclined(message),
  });
  if (!inline.open) {
    return (
      <InlineFormOpener form={inline} label={`Decline ${application.name}`}>
        Decline
      </InlineFormOpener>
    );
  }
  return (
    <InlineForm
      inline={inline}
      form={form}
      compact
      label={`Decline ${application.name}`}
      submitLabel="Send decline"
      cancelLabel="Keep waiting"
    >
      <Field invalid={Boolean(form.errors.reason)}>
        <FieldLabel>Reason (mailed to {application.name})</FieldLabel>
        <FieldTextarea rows={2} maxLength={1000} {...form.control('reason')} autoFocus />
        <FieldError role="alert">{form.errors.reason}</FieldError>
      </Field>
    </InlineForm>
  );
}
