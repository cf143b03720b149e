import { describe, expect, it } from 'vitest';
import { TESTIMONIALS } from './content.ts';

describe('the testimonials (spec 1 §1: about 30, static)', () => {
  it('are about thirty, each a different person saying different words', () => {
    expect(TESTIMONIALS.length).toBeGreaterThanOrEqual(28);
    expect(TESTIMONIALS.length).toBeLessThanOrEqual(32);
    expect(new Set(TESTIMONIALS.map((t) => t.quote)).size).toBe(TESTIMONIALS.length);
    expect(new Set(TESTIMONIALS.map((t) => t.name)).size).toBe(TESTIMONIALS.length);
  });

  it('come from contractors, designers, homeowners and one project manager', () => {
    const roles = TESTIMONIALS.map((t) => t.role);
    for (const role of ['Contractor', 'Interior Designer', 'Homeowner']) {
      expect(roles.filter((r) => r === role).length).toBeGreaterThanOrEqual(5);
    }
    expect(roles.filter((r) => r === 'Project Manager')).toHaveLength(1);
  });
});
