import { describe, expect, it } from 'vitest';
import { chooseSection } from './section-choice.ts';

const SECTIONS = [
  { id: 'overview', roles: ['User', 'Contractor', 'Vendor', 'Admin'] },
  { id: 'projects', roles: ['User', 'Contractor'] },
  { id: 'orders', roles: ['User', 'Contractor', 'Vendor', 'Admin'] },
  { id: 'catalogue', roles: ['Vendor'] },
] as const;

const pick = (role: 'User' | 'Contractor' | 'Vendor' | 'Admin', query: string) =>
  chooseSection(SECTIONS, role, new URLSearchParams(query))?.id ?? null;

describe('chooseSection', () => {
  it('lands on the role’s first section without a query', () => {
    expect(pick('User', '')).toBe('overview');
    expect(pick('Admin', '')).toBe('overview');
  });

  it('shows the named section when the role has it', () => {
    expect(pick('Vendor', 'section=catalogue')).toBe('catalogue');
    expect(pick('User', 'section=orders')).toBe('orders');
  });

  it('ignores a section the role does not have, or one that does not exist', () => {
    expect(pick('User', 'section=catalogue')).toBe('overview');
    expect(pick('Admin', 'section=nope')).toBe('overview');
  });

  it('keeps the deep links: ?order=N opens the orders, ?project=N the projects', () => {
    expect(pick('User', 'order=7')).toBe('orders');
    expect(pick('Contractor', 'project=3')).toBe('projects');
    // A role without projects falls back to its landing section.
    expect(pick('Vendor', 'project=3')).toBe('overview');
  });

  it('lets an explicit section win over a deep link', () => {
    expect(pick('User', 'section=projects&order=7')).toBe('projects');
  });

  it('has nothing to show for a role with no section', () => {
    expect(chooseSection([{ id: 'x', roles: ['Admin'] }], 'User', new URLSearchParams())).toBe(
      null,
    );
  });
});
