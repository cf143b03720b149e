import { describe, expect, it } from 'vitest';
import { LEAD_FORM_TITLE, LEAD_TYPE_POPUP } from './lead-form';

describe('lead form: "name, email (valid) and phone required" (spec 1 §5)', () => {
  it('quotes the spec', () => {
    expect(LEAD_FORM_TITLE).toBe('Save up to 30%');
    expect(LEAD_TYPE_POPUP).toBe('Pop-Ups');
  });
});
