import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import {
  Field,
  FieldDescription,
  FieldError,
  FieldGroup,
  FieldInput,
  FieldLabel,
  FieldLegend,
  FieldSelect,
  FieldSet,
  FieldTextarea,
  TextField,
} from './field';

const meta = {
  title: 'Foundation/Field',
  component: Field,
} satisfies Meta<typeof Field>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithDescription: Story = {
  render: () => (
    <Field style={{ maxWidth: 360 }}>
      <FieldLabel>Email</FieldLabel>
      <FieldInput type="email" name="email" autoComplete="email" />
      <FieldDescription>We send your order receipts here.</FieldDescription>
    </Field>
  ),
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveAccessibleDescription('We send your order receipts here.');
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

export const Invalid: Story = {
  render: () => (
    <Field style={{ maxWidth: 360 }}>
      <FieldLabel>Email</FieldLabel>
      <FieldInput type="email" name="email" defaultValue="jane@" />
      <FieldDescription>We send your order receipts here.</FieldDescription>
      <FieldError>Please enter a valid email address.</FieldError>
    </Field>
  ),
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(
      'We send your order receipts here. Please enter a valid email address.',
    );
  },
};

function ZipCode() {
  const [zip, setZip] = useState('');
  return (
    <Field style={{ maxWidth: 240 }}>
      <FieldLabel>Zip code</FieldLabel>
      <FieldInput
        inputMode="numeric"
        value={zip}
        onChange={(event) => setZip(event.target.value.replace(/\D/g, '').slice(0, 5))}
      />
      <FieldError>{zip.length === 5 ? null : 'Please enter a 5-digit zip code.'}</FieldError>
    </Field>
  );
}

export const ErrorClearsWhenFixed: Story = {
  render: () => <ZipCode />,
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Zip code' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(input, '94110');
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

export const FieldSetOfControls: Story = {
  render: () => (
    <FieldSet style={{ maxWidth: 420 }}>
      <FieldLegend>Shipping address</FieldLegend>
      <FieldGroup>
        <TextField label="Street" name="street" autoComplete="address-line1" />
        <Field>
          <FieldLabel>State</FieldLabel>
          <FieldSelect name="state" defaultValue="CA">
            <option value="CA">California</option>
            <option value="NY">New York</option>
          </FieldSelect>
        </Field>
        <Field>
          <FieldLabel>Delivery note</FieldLabel>
          <FieldTextarea name="note" />
          <FieldDescription>Gate codes, where to leave boxes.</FieldDescription>
        </Field>
      </FieldGroup>
    </FieldSet>
  ),
};

export const TextFieldWithTrailing: Story = {
  render: () => (
    <div style={{ maxWidth: 360 }}>
      <TextField
        label="Password"
        type="password"
        hint="At least 8 characters"
        error="The password must be at least 8 characters."
        defaultValue="short"
        trailing={
          <button type="button" className="bui-text-link">
            Show password
          </button>
        }
      />
    </div>
  ),
};

/** A file input and a textarea in their fields: full width, the picker a secondary button. */
export const FileAndTextarea: Story = {
  render: () => (
    <FieldGroup style={{ maxWidth: 480 }}>
      <Field>
        <FieldLabel>Description</FieldLabel>
        <FieldTextarea name="description" rows={4} />
      </Field>
      <Field>
        <FieldLabel>Image</FieldLabel>
        <FieldInput type="file" name="image" accept="image/*" />
        <FieldDescription>A jpg, png or gif of at least 200 x 200 pixels.</FieldDescription>
      </Field>
    </FieldGroup>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const description = canvas.getByRole('textbox', { name: 'Description' });
    const image = canvas.getByLabelText('Image');
    await expect(image).toHaveAccessibleDescription(
      'A jpg, png or gif of at least 200 x 200 pixels.',
    );
    // Both fill their field's width (the description is not a 200 px box beside its label).
    await expect(Math.round(description.getBoundingClientRect().width)).toBe(
      Math.round(image.getBoundingClientRect().width),
    );
  },
};

/** The invalid file field: the error under the picker, the input marked invalid. */
export const FileInvalid: Story = {
  render: () => (
    <Field style={{ maxWidth: 480 }}>
      <FieldLabel>Image</FieldLabel>
      <FieldInput type="file" name="image" accept="image/*" />
      <FieldError>The image must be at least 200 x 200 pixels.</FieldError>
    </Field>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Image')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};
