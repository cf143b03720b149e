import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Field, FieldError } from '../field/field';
import { Checkbox } from './checkbox';

describe('given a checkbox', () => {
  it('is named by its label and toggles from the label row and the keyboard', async () => {
    const onChange = vi.fn();
    render(<Checkbox label="Remember me" name="remember" onChange={onChange} />);
    const box = screen.getByRole('checkbox', { name: 'Remember me' });
    await userEvent.click(screen.getByText('Remember me'));
    expect(box).toBeChecked();
    box.focus();
    await userEvent.keyboard(' ');
    expect(box).not.toBeChecked();
    expect(onChange).toHaveBeenCalledTimes(2);
  });
});

describe('given a checkbox inside an invalid field', () => {
  it('takes the field’s aria wiring', () => {
    render(
      <Field>
        <Checkbox label="I agree to the Terms of Service and Privacy Policy" name="agree" />
        <FieldError>You must accept the terms.</FieldError>
      </Field>,
    );
    const box = screen.getByRole('checkbox', {
      name: 'I agree to the Terms of Service and Privacy Policy',
    });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('You must accept the terms.');
  });
});
