import { describe, expect, it } from 'vitest';
import { readStoredProfile } from './style-profile.ts';

describe('readStoredProfile', () => {
  it('reads stored answers and the synced flag', () => {
    const answers = { look: ['coastal'], colors: ['light', 'natural'] };
    expect(readStoredProfile(JSON.stringify({ answers, synced: true }))).toEqual({
      answers,
      synced: true,
    });
    expect(readStoredProfile(JSON.stringify({ answers }))).toEqual({ answers, synced: false });
  });

  it.each([
    null,
    '',
    'not json',
    '[]',
    JSON.stringify({ answers: [] }),
    JSON.stringify({ answers: { look: 'coastal' } }),
    JSON.stringify({ answers: { look: [3] } }),
    JSON.stringify({ answers: { look: ['sunset'] } }),
    JSON.stringify({ answers: { zodiac: ['leo'] } }),
    JSON.stringify({ answers: { look: ['modern', 'coastal'] } }),
  ])('drops %j', (stored) => {
    expect(readStoredProfile(stored)).toBeNull();
  });
});
