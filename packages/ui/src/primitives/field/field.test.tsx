import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import {
  Field,
  FieldDescription,
  FieldError,
  FieldInput,
  FieldLabel,
  FieldSelect,
  FieldTextarea,
  SelectField,
  TextField,
} from './field';

function Editable() {
  const [value, setValue] = useState('');
  return (
    <Field>
      <FieldLabel>Zip code</FieldLabel>
      <FieldInput value={value} onChange={(event) => setValue(event.target.value)} />
      <FieldError>{value.length === 5 ? null : 'Enter 5 digits.'}</FieldError>
    </Field>
  );
}

describe('given a field with a label and a description', () => {
  it('names the input by its label and describes it by the description, valid', () => {
    render(
      <Field>
        <FieldLabel>Email</FieldLabel>
        <FieldInput name="email" />
        <FieldDescription>We send your receipt here.</FieldDescription>
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAccessibleDescription('We send your receipt here.');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('group')).not.toHaveAttribute('data-invalid');
  });
});

describe('given a field with an error', () => {
  it('marks the input invalid and describes it by the description then the error', () => {
    render(
      <Field>
        <FieldLabel>Email</FieldLabel>
        <FieldInput name="email" />
        <FieldDescription>We send your receipt here.</FieldDescription>
        <FieldError>Please enter a valid email address.</FieldError>
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(
      'We send your receipt here. Please enter a valid email address.',
    );
    expect(screen.getByRole('group')).toHaveAttribute('data-invalid', '');
  });

  it('shows the first message of a schema-like issue list', () => {
    render(
      <Field>
        <FieldLabel>Name</FieldLabel>
        <FieldInput />
        <FieldError errors={[undefined, { message: 'Name is required.' }, { message: 'x' }]} />
      </Field>,
    );
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription(
      'Name is required.',
    );
  });

  it('becomes valid again when the error goes away', async () => {
    render(<Editable />);
    const input = screen.getByRole('textbox', { name: 'Zip code' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(input, '94110');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
    expect(screen.queryByText('Enter 5 digits.')).not.toBeInTheDocument();
  });
});

describe('given controls of every kind', () => {
  it('wires a select and a textarea the same way and keeps the caller’s own description first', () => {
    render(
      <>
        <p id="extra">Pick the state you ship to.</p>
        <Field invalid>
          <FieldLabel>State</FieldLabel>
          <FieldSelect aria-describedby="extra" defaultValue="CA">
            <option value="CA">California</option>
          </FieldSelect>
        </Field>
        <Field>
          <FieldLabel>Note</FieldLabel>
          <FieldTextarea />
          <FieldError>Too long.</FieldError>
        </Field>
      </>,
    );
    const select = screen.getByRole('combobox', { name: 'State' });
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('Pick the state you ship to.');
    expect(screen.getByRole('textbox', { name: 'Note' })).toHaveAccessibleDescription('Too long.');
  });

  it('leaves a control outside a Field as it is', () => {
    render(<FieldInput aria-label="Search" />);
    const input = screen.getByRole('textbox', { name: 'Search' });
    expect(input).not.toHaveAttribute('id');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).toHaveClass('bui-input');
  });
});

describe('given the composed TextField and SelectField', () => {
  it('keep their one-line API: label, hint, error, trailing and a caller id', () => {
    render(
      <>
        <TextField
          id="pw"
          label="Password"
          type="password"
          hint="At least 8 characters"
          error="The password must be at least 8 characters."
          trailing={<button type="button">Show password</button>}
        />
        <SelectField label="Country code" error="Choose a country.">
          <option value="US">United States (+1)</option>
        </SelectField>
      </>,
    );
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('id', 'pw');
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveAccessibleDescription(
      'At least 8 characters The password must be at least 8 characters.',
    );
    expect(screen.getByRole('button', { name: 'Show password' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Country code' })).toHaveAccessibleDescription(
      'Choose a country.',
    );
  });
});
