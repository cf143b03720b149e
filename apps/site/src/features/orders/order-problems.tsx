import { type Order, type ReportProblemBody, ReportProblemBodySchema } from '@brand/core/contract';
import { formatDate } from '@brand/core/rules';
import {
  Field,
  FieldError,
  FieldLabel,
  FieldSelect,
  FieldTextarea,
  useSchemaForm,
} from '@brand/ui';
import { useClient } from '../../lib/brand.tsx';
import { InlineForm, InlineFormOpener, useInlineForm } from '../../lib/inline-form.tsx';

/**
 * Spec 2 §9: "an incomplete order must be reported within two weeks" of its delivery (issue 30).
 * The customer sees what they reported and, until `report_problem_until`, a form naming the item
 * (or the whole order) and what is wrong; the server keeps the clock and the permissions.
 */
export function OrderProblems({
  order,
  onChanged,
  canReport = true,
}: {
  order: Order;
  onChanged: () => Promise<void>;
  /** The customer reports; an admin reads what was reported. */
  canReport?: boolean;
}) {
  const client = useClient();
  const inline = useInlineForm();
  const form = useSchemaForm({
    schema: ReportProblemBodySchema,
    initialValues: { order_item_id: '', description: '' },
    prepare: (values) => ({
      order_item_id: values.order_item_id === '' ? null : Number(values.order_item_id),
      description: values.description,
    }),
    submit: (body) =>
      client.orders.reportOrderProblem({
        params: { id: order.id },
        body: body as unknown as ReportProblemBody,
      }),
    onSuccess: (): void => inline.close(),
    reload: [onChanged],
  });
  const problems = order.problems ?? [];
  const until = order.report_problem_until ? new Date(order.report_problem_until) : null;
  const open = canReport && until !== null && until.getTime() > Date.now();
  const itemName = (id: number | null) =>
    id === null ? 'The whole order' : (order.items.find((i) => i.id === id)?.product_name ?? '');
  return (
    <>
      {problems.length > 0 ? (
        <ul className="site-order__problems" aria-label={`Problems reported with ${order.number}`}>
          {problems.map((p) => (
            <li key={p.id}>
              {itemName(p.order_item_id)}: {p.description} (reported {formatDate(p.created_at)})
            </li>
          ))}
        </ul>
      ) : null}
      {open && !inline.open ? (
        <InlineFormOpener form={inline} label={`Report a problem with order ${order.number}`}>
          Report a problem
        </InlineFormOpener>
      ) : null}
      {open && inline.open ? (
        <InlineForm
          inline={inline}
          form={form}
          label={`Report a problem with order ${order.number}`}
          submitLabel="Send the report"
          formError={form.errors.description ? undefined : form.formError}
        >
          <p>You can report a problem until {formatDate(order.report_problem_until ?? '')}.</p>
          <Field invalid={Boolean(form.errors.order_item_id)}>
            <FieldLabel>Which item</FieldLabel>
            <FieldSelect {...form.control('order_item_id')}>
              <option value="">The whole order</option>
              {order.items.map((item) => (
                <option key={item.id} value={String(item.id)}>
                  {item.product_name}
                </option>
              ))}
            </FieldSelect>
            <FieldError role="alert">{form.errors.order_item_id}</FieldError>
          </Field>
          <Field invalid={Boolean(form.errors.description)}>
            <FieldLabel>What is wrong or missing</FieldLabel>
            <FieldTextarea {...form.control('description')} rows={3} />
            <FieldError role="alert">{form.errors.description}</FieldError>
          </Field>
        </InlineForm>
      ) : null}
    </>
  );
}
