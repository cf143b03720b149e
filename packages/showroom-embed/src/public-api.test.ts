import { describe, expect, it } from 'vitest';

/**
 * Every public value of @brand/showroom-embed, by entry. Removing one breaks the pages and apps
 * that import it; this list only grows (types are checked by the build's declaration files).
 */
const MAIN = [
  'ELEMENT_NAME',
  'EVENT_NAMES',
  'EVENT_PREFIX',
  'LAYOUTS',
  'OBSERVED_ATTRIBUTES',
  'PROTOCOL_VERSION',
  'eventName',
  'registerShowroomElement',
];
const REACT = ['ShowroomEmbed'];

describe('given the entries of the package', () => {
  it('the main entry exports exactly its public values (no React wrapper in it)', async () => {
    expect(Object.keys(await import('./index.ts')).sort()).toEqual([...MAIN].sort());
  });

  it('@brand/showroom-embed/react exports the React wrapper', async () => {
    expect(Object.keys(await import('./react.tsx')).sort()).toEqual([...REACT].sort());
  });
});
