import {
  type Project,
  type UpdateProjectBody,
  UpdateProjectBodySchema,
} from '@brand/core/contract';
import { Field, FieldError, FieldLabel, FieldTextarea, useSchemaForm } from '@brand/ui';
import { useId, useState } from 'react';
import { useClient } from '../../lib/brand.tsx';
import { InlineForm, InlineFormOpener, useInlineForm } from '../../lib/inline-form.tsx';

/**
 * A project's notes (spec 2 §3 Project cart `extra_info`, issue 30 item 7): the customer writes
 * what the project is about (rooms, sizes, timing) and edits it; the showroom's Pro and hired
 * designers, who share the project, read it. Shown as plain text, line breaks kept (never as
 * HTML: the API keeps it as text).
 */
export function ProjectNotes({
  projectId,
  notes: initial,
  editable,
}: {
  projectId: number;
  notes: string | null;
  /** The project's customer edits; the Pro and designers read. */
  editable: boolean;
}) {
  const client = useClient();
  const heading = useId();
  const inline = useInlineForm();
  const [notes, setNotes] = useState(initial);
  const form = useSchemaForm({
    schema: UpdateProjectBodySchema,
    initialValues: { extra_info: initial ?? '' },
    prepare: (values) => ({
      extra_info: values.extra_info.trim() === '' ? null : values.extra_info,
    }),
    submit: async (body) =>
      (
        await client.cart.updateProject({
          params: { projectId },
          body: body as unknown as UpdateProjectBody,
        })
      ).data,
    onSuccess: (project: Project): void => {
      setNotes(project.extra_info);
      inline.close();
    },
  });
  return (
    <section className="site-project__notes" aria-labelledby={heading}>
      <h3 id={heading}>Project notes</h3>
      {inline.open ? null : notes ? (
        <p className="site-project__notes-text">{notes}</p>
      ) : (
        <p className="site-project__meta">
          {editable
            ? 'No notes yet. Write down the rooms, sizes and timing for your Pro and designers.'
            : 'No notes yet.'}
        </p>
      )}
      {editable && !inline.open ? (
        <InlineFormOpener form={inline} label={notes ? 'Edit project notes' : 'Add project notes'}>
          {notes ? 'Edit project notes' : 'Add project notes'}
        </InlineFormOpener>
      ) : null}
      {editable && inline.open ? (
        <InlineForm
          inline={inline}
          form={form}
          label="Project notes"
          submitLabel="Save notes"
          formError={form.errors.extra_info ? undefined : form.formError}
        >
          <Field invalid={Boolean(form.errors.extra_info)}>
            <FieldLabel>Notes for this project</FieldLabel>
            <FieldTextarea {...form.control('extra_info')} rows={4} maxLength={5000} />
            <FieldError role="alert">{form.errors.extra_info}</FieldError>
          </Field>
        </InlineForm>
      ) : null}
    </section>
  );
}
