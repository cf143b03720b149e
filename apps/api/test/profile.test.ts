import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, login, startServer, type TestServer } from './helpers.ts';

/** The profile section on /account (issue 10 item 5): name, phone with calling code, address, card. */
let server: TestServer;
let api: ReturnType<typeof client>;
let token = '';
beforeAll(async () => {
  server = await startServer();
  api = client(server.url);
  token = await login(server.url, 'newcustomer@demo.test');
}, 120_000);
afterAll(async () => {
  expect(server.drift).toEqual([]);
  await server.close();
});

describe('PUT /api/profile', () => {
  it('saves the name (split on the first space), the calling code and the phone', async () => {
    const res = await api.put(
      '/api/profile',
      { full_name: 'Nora  van Dijk', country_code: '+31', phone_number: '(415) 555-0100' },
      { token },
    );
    expect(res.status).toBe(200);
    expect(res.body.data.user).toMatchObject({
      first_name: 'Nora',
      last_name: 'van Dijk',
      country_code: '+31',
      phone_number: '4155550100',
    });
    const again = await api.get('/api/profile', { token });
    expect(again.body.data.user).toMatchObject({ first_name: 'Nora', country_code: '+31' });
  });

  it('tokenises a card with the processor and shows its last 4 only', async () => {
    const res = await api.put(
      '/api/profile',
      {
        payment_details: {
          card_number: '4242 4242 4242 4242',
          name_on_Card: 'Nora van Dijk',
          exp_date: '12/34',
          cvv: '123',
          pay_street: '1 Main St',
          pay_city: 'Austin',
          pay_state: 'TX',
          pay_zip_code: '73301',
        },
      },
      { token },
    );
    expect(res.status).toBe(200);
    const text = JSON.stringify(res.body);
    expect(text).not.toContain('4242424242424242');
    expect(text).not.toContain('4242 4242 4242 4242');
    expect(text).toContain('4242');
  });

  it.each([
    [{ full_name: 'Cher' }, 'full_name'],
    [{ country_code: '31' }, 'country_code'],
    [{ phone_number: 'call me' }, 'phone_number'],
  ])('answers 422 for %j', async (body, field) => {
    const res = await api.put('/api/profile', body, { token });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors)).toEqual([field]);
  });
});
