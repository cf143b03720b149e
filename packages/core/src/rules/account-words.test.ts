import { describe, expect, it } from 'vitest';
import { USER_TYPES } from '../contract/enums';
import { USER_TYPE_TEXT, userStatusText } from './account-words';

describe('userStatusText', () => {
  it.each([
    ['Active', 'Active'],
    ['Approve', 'Approved'],
    ['Deactive', 'Deactivated'],
    ['pending', 'Pending approval'],
    ['Decline', 'Pending approval'],
    ['', 'Pending approval'],
  ])('shows %j as %j', (stored, words) => {
    expect(userStatusText(stored)).toBe(words);
  });
});

describe('USER_TYPE_TEXT', () => {
  it('names every type, a Contractor as a Pro and a User as a Customer', () => {
    expect(Object.keys(USER_TYPE_TEXT).sort()).toEqual([...USER_TYPES].sort());
    expect(USER_TYPE_TEXT.Contractor).toBe('Pro');
    expect(USER_TYPE_TEXT.User).toBe('Customer');
  });
});
