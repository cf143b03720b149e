import { scoreStyleProfile } from '@brand/core/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, login, startServer, type TestServer } from './helpers.ts';

let server: TestServer;
let api: ReturnType<typeof client>;
let customer: string;
let other: string;
beforeAll(async () => {
  server = await startServer();
  api = client(server.url);
  customer = await login(server.url, 'customer@demo.test');
  other = await login(server.url, 'newcustomer@demo.test');
});
afterAll(async () => {
  expect(server.drift).toEqual([]);
  await server.close();
});

const answers = {
  room: ['Bathroom'],
  look: ['coastal'],
  colors: ['light', 'natural'],
  material: ['tile'],
  finish: ['matte'],
  metal: ['chrome'],
  mood: ['bright'],
  budget: ['15k-30k'],
};

describe('style profile (issue 15 item 4)', () => {
  it('is null before the first save, then the saved answers and the style core names', async () => {
    const before = await api.get('/api/style-profile', { token: customer });
    expect(before.status).toBe(200);
    expect(before.body.data).toBeNull();

    const saved = await api.put('/api/style-profile', { answers }, { token: customer });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.message).toBe('Style profile saved.');
    expect(saved.body.data.answers).toEqual(answers);
    expect(saved.body.data.style).toBe(scoreStyleProfile(answers).style);
    expect(saved.body.data.style).toBe('coastal');

    const after = await api.get('/api/style-profile', { token: customer });
    expect(after.body.data).toEqual(saved.body.data);
    // Another user's profile is their own.
    expect((await api.get('/api/style-profile', { token: other })).body.data).toBeNull();
  });

  it('replaces the answers on a second save, the style from the server', async () => {
    const body = { answers: { look: ['industrial'], colors: ['dark'] }, style: 'modern' };
    const res = await api.put('/api/style-profile', body, { token: customer });
    expect(res.status).toBe(200);
    expect(res.body.data.style).toBe('industrial');
    const read = await api.get('/api/style-profile', { token: customer });
    expect(read.body.data.answers).toEqual({ look: ['industrial'], colors: ['dark'] });
  });

  it('answers 422 with field errors for unknown questions, answers or too many choices', async () => {
    const res = await api.put(
      '/api/style-profile',
      { answers: { look: ['modern', 'coastal'], colors: ['light', 'sky'], zodiac: ['leo'] } },
      { token: other },
    );
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      'answers.look': ['Choose one answer.'],
      'answers.colors': ['Unknown answer.'],
      'answers.zodiac': ['Unknown question.'],
    });
    expect((await api.get('/api/style-profile', { token: other })).body.data).toBeNull();
  });

  it.each([
    [{}],
    [{ answers: 'coastal' }],
    [{ answers: { look: 'coastal' } }],
    [{ answers: { look: ['x'.repeat(41)] } }],
    [{ answers: { look: Array.from({ length: 9 }, () => 'modern') } }],
  ])('answers 422 for a malformed body %j, never 500', async (body) => {
    const res = await api.put('/api/style-profile', body, { token: other });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors ?? {}).length).toBeGreaterThan(0);
  });

  it('needs a signed-in user', async () => {
    expect((await api.get('/api/style-profile')).status).toBe(401);
    expect((await api.put('/api/style-profile', { answers })).status).toBe(401);
  });
});
