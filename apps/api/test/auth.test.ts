import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  client,
  lastMail,
  login,
  PASSWORD,
  registration,
  startServer,
  type TestServer,
} from './helpers.ts';

let server: TestServer;
let api: ReturnType<typeof client>;
beforeAll(async () => {
  server = await startServer();
  api = client(server.url);
});
afterAll(async () => {
  expect(server.drift).toEqual([]);
  await server.close();
});

describe('POST /api/login', () => {
  it('answers the user and a token that works for /api/authuser', async () => {
    const res = await api.post('/api/login', { email: 'customer@demo.test', password: PASSWORD });
    expect(res.status).toBe(200);
    expect(res.body.data.user).toMatchObject({
      email: 'customer@demo.test',
      type: 'User',
      status: 'Active',
    });
    expect(JSON.stringify(res.body)).not.toMatch(/password|scrypt/);
    const me = await api.get('/api/authuser', { token: res.body.data.token });
    expect(me.status).toBe(200);
    expect(me.body.data.email).toBe('customer@demo.test');
    expect(me.body.data.total_projects).toBe(1);
  });

  it('refuses wrong credentials with a field error under email', async () => {
    const res = await api.post('/api/login', {
      email: 'newcustomer@demo.test',
      password: 'nope-nope-1',
    });
    expect(res.status).toBe(422);
    expect(res.body.errors.email).toEqual(['These credentials do not match our records.']);
  });

  it.each([
    ['pending@demo.test', 'pending'],
    ['deactivated@demo.test', 'Deactive'],
  ])('answers %s with its status, and the token only logs out', async (email, status) => {
    const res = await api.post('/api/login', { email, password: PASSWORD });
    expect(res.status).toBe(200);
    expect(res.body.data.user.status).toBe(status);
    const token = res.body.data.token;
    expect((await api.get('/api/authuser', { token })).status).toBe(401);
    const out = await api.post('/api/logout', undefined, { token });
    expect(out.status).toBe(200);
  });

  it('rate-limits failed sign-ins with 429 and a message', async () => {
    const email = 'unverified@demo.test';
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      statuses.push((await api.post('/api/login', { email, password: 'wrong-pass-1' })).status);
    }
    expect(statuses.slice(0, 5)).toEqual([422, 422, 422, 422, 422]);
    const limited = await api.post('/api/login', { email, password: PASSWORD });
    expect(limited.status).toBe(429);
    expect(limited.body.message).toMatch(/Too many attempts/);
  });

  it('answers 422 with the field messages for missing fields', async () => {
    const res = await api.post('/api/login', {});
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors).sort()).toEqual(['email', 'password']);
  });
});

describe('POST /api/logout', () => {
  it('revokes the token', async () => {
    const token = await login(server.url, 'newcustomer@demo.test');
    expect((await api.post('/api/logout', undefined, { token })).body.message).toBe(
      'Logged Out Successfully',
    );
    expect((await api.get('/api/authuser', { token })).status).toBe(401);
  });
  it('answers 401 without a token', async () => {
    expect(await api.post('/api/logout')).toMatchObject({
      status: 401,
      body: { message: 'Unauthenticated.' },
    });
  });
});

describe('POST /api/register', () => {
  it('creates an active, unverified customer, splits the name and mails a verification link', async () => {
    const res = await api.post('/api/register', registration('jamie@example.test', { shop_id: 1 }));
    expect(res.status).toBe(201);
    expect(res.body.data.user).toMatchObject({
      first_name: 'Jamie',
      last_name: 'Rivera Lopez',
      type: 'User',
      status: 'Active',
      email_verified_at: null,
    });
    const token = res.body.data.token;
    const mail = await lastMail(server.url, 'jamie@example.test');
    const link = /\/verify\/([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
    expect(link).toBeTruthy();
    const verified = await api.get(`/api/email/verify/${link}`);
    expect(verified.status).toBe(200);
    expect((await api.get('/api/authuser', { token })).body.data.email_verified_at).not.toBeNull();
    // The link works once.
    expect((await api.get(`/api/email/verify/${link}`)).status).toBe(422);
  });

  it('refuses a taken email', async () => {
    const res = await api.post('/api/register', registration('customer@demo.test'));
    expect(res.status).toBe(422);
    expect(res.body.errors.email).toEqual(['The email has already been taken.']);
  });

  it('stores only brand, last 4 and expiry of a card', async () => {
    const res = await api.post(
      '/api/register',
      registration('card@example.test', {
        card_number: '4242 4242 4242 4242',
        name_on_Card: 'Jamie Rivera',
        exp_date: '12/34',
        cvv: '123',
        pay_street: '1 Main St',
        pay_state: 'CA',
        pay_city: 'Oakland',
        pay_zip_code: '94607',
      }),
    );
    expect(res.status).toBe(201);
    const profile = await api.get('/api/profile?checkout=1', { token: res.body.data.token });
    expect(profile.status).toBe(200);
    expect(profile.body.data.payment_details.card_number).toBe('**** **** **** 4242');
    expect(JSON.stringify(profile.body)).not.toContain('4242424242424242');
  });

  it.each([
    [
      { card_number: '4242 4242 4242 4241', exp_date: '12/34', cvv: '123' },
      'card_number',
      'Invalid Card Number.',
    ],
    [
      { card_number: '4242 4242 4242 4242', exp_date: '13/34', cvv: '123' },
      'exp_date',
      'Invalid Expiration Date.',
    ],
    [{ card_number: '4242 4242 4242 4242', exp_date: '12/34', cvv: '12' }, 'cvv', 'Invalid CVC.'],
  ])('refuses a bad card %j with the spec message', async (card, field, message) => {
    const res = await api.post('/api/register', registration(`bad-${field}@example.test`, card));
    expect(res.status).toBe(422);
    expect(res.body.errors[field]).toEqual([message]);
  });
});

describe('Pro registration and approval', () => {
  it('registers a pending Pro who cannot sign in until an admin approves', async () => {
    const res = await api.post('/api/register/contractor', {
      full_name: 'Robin Builder',
      company_name: 'Robin Builds',
      email: 'robin@example.test',
      password: 'long-enough-1',
      country_code: '+1',
      phone_number: '4155550123',
      zip_code: '94110',
      agree: true,
    });
    expect(res.status).toBe(201);
    expect(res.body.data.user).toMatchObject({ type: 'Contractor', status: 'pending' });
    const id = res.body.data.user.id;
    const pending = await login(server.url, 'robin@example.test', 'long-enough-1');
    expect((await api.get('/api/authuser', { token: pending })).status).toBe(401);

    const adminNoCode = await login(server.url, 'admin@demo.test');
    const refused = await api.put(
      `/api/admin/users/${id}/approve`,
      { status: 'Approve' },
      { token: adminNoCode },
    );
    expect(refused.status).toBe(403);

    await api.get('/api/login/verify_otp', { token: adminNoCode });
    const code = /\b(\d{6})\b/.exec((await lastMail(server.url, 'admin@demo.test')).text)?.[1];
    expect(
      (await api.get(`/api/login/verify_otp?otp=${code}`, { token: adminNoCode })).body.data
        .valid_otp,
    ).toBe(true);
    const approved = await api.put(
      `/api/admin/users/${id}/approve`,
      { status: 'Approve' },
      { token: adminNoCode },
    );
    expect(approved.status).toBe(200);
    expect(approved.body.data.shop_profile.vsd_id).toMatch(/^[A-Z0-9]{8}$/);
    expect((await api.get('/api/authuser', { token: pending })).status).toBe(200);
  });
});

describe('GET /api/login/verify_otp', () => {
  it('gives 5 attempts, then 429; a fresh code works', async () => {
    const token = await login(server.url, 'admin@demo.test');
    const sent = await api.get('/api/login/verify_otp', { token });
    expect(sent.status).toBe(200);
    expect(sent.body.message).toMatch(/sent/);
    const code =
      /\b(\d{6})\b/.exec((await lastMail(server.url, 'admin@demo.test')).text)?.[1] ?? '';
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      const res = await api.get(`/api/login/verify_otp?otp=${wrong}`, { token });
      expect(res.body.data.valid_otp).toBe(false);
    }
    expect((await api.get(`/api/login/verify_otp?otp=${code}`, { token })).status).toBe(429);
  });

  it('expires a code after 10 minutes', async () => {
    const token = await login(server.url, 'admin@demo.test');
    await api.get('/api/login/verify_otp', { token });
    const code = /\b(\d{6})\b/.exec((await lastMail(server.url, 'admin@demo.test')).text)?.[1];
    server.clock.now = new Date(server.clock.now.getTime() + 10 * 60_000 + 1000);
    try {
      const res = await api.get(`/api/login/verify_otp?otp=${code}`, { token });
      expect(res.body.data.valid_otp).toBe(false);
      expect(res.body.message).toMatch(/expired/);
    } finally {
      server.clock.now = new Date();
    }
  });

  it('is for admins only', async () => {
    const token = await login(server.url, 'customer@demo.test');
    expect((await api.get('/api/login/verify_otp', { token })).status).toBe(403);
  });

  it('stores the code hashed, never in clear', async () => {
    const rows = await server.deps.database.db.query.oneTimeCodes.findMany();
    const mail = await lastMail(server.url, 'admin@demo.test');
    const code = /\b(\d{6})\b/.exec(mail.text)?.[1] ?? 'x';
    expect(rows.some((r) => r.codeHash.includes(code))).toBe(false);
  });
});

describe('password reset', () => {
  it('mails a link whatever the email, and the link sets a new password once', async () => {
    const unknown = await api.post('/api/password/email', { email: 'nobody@example.test' });
    const known = await api.post('/api/password/email', { email: 'newcustomer@demo.test' });
    expect(unknown.body.message).toBe(known.body.message);
    const mail = await lastMail(server.url, 'newcustomer@demo.test');
    const token = /token=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
    const body = {
      token,
      email: 'newcustomer@demo.test',
      password: 'brand-new-pass',
      password_confirmation: 'brand-new-pass',
    };
    expect((await api.post('/api/password/reset', body)).status).toBe(200);
    expect((await api.post('/api/password/reset', body)).status).toBe(422);
    await login(server.url, 'newcustomer@demo.test', 'brand-new-pass');
  });
});
