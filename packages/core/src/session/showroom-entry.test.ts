import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createClient } from '../client/create-client';
import { startTestServer, type TestServer } from '../client/test-server';
import { enterShowroom, searchShowroomId } from './showroom-entry';
import { createMemoryStorage } from './storage';
import { createShowroomStore } from './stores';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});
beforeEach(() => {
  server.requests.length = 0;
});

function paginator(data: unknown[]) {
  return {
    data,
    current_page: 1,
    per_page: 10,
    total: data.length,
    last_page: 1,
    path: '/api/visualization/showrooms',
    links: [],
    first_page_url: '/api/visualization/showrooms?page=1',
    last_page_url: '/api/visualization/showrooms?page=1',
    next_page_url: null,
    prev_page_url: null,
    from: data.length ? 1 : null,
    to: data.length ? data.length : null,
  };
}

const profile = {
  id: 3,
  user_id: 12,
  company_name: 'Teal Interiors',
  vsd_id: 'AB12CD34',
  theme_color: '#0F766E',
  business_logo: '/uploads/logo.png',
  basic_addon: { subscription_status: 'active' },
  custom_addon: null,
  latest_subscription: { subscription_status: 'active', plan: 'Premium', paid_amount: 199 },
};

const category = {
  id: 1,
  name: 'Tile Flooring',
  parent_id: null,
  photo: null,
  resized_photo: null,
  children: [],
};

const client = () => createClient({ baseURL: server.url, validateResponses: true });

describe('given the showroom ID box (spec 1 §4 Showroom entry)', () => {
  it.each(['', 'AB1', 'AB12CD3', 'AB12CD345'])('does not search for %j', async (text) => {
    await expect(searchShowroomId(client(), text)).resolves.toEqual({ type: 'skip' });
    expect(server.requests).toEqual([]);
  });

  it('searches at exactly 8 characters and offers the first hit', async () => {
    server.handle(() => ({
      body: {
        success: true,
        data: paginator([
          { id: 3, company_name: 'Teal Interiors', vsd_id: 'AB12CD34' },
          { id: 4, company_name: 'Other', vsd_id: 'AB12CD35' },
        ]),
      },
    }));
    await expect(searchShowroomId(client(), ' AB12CD34 ')).resolves.toEqual({
      type: 'found',
      result: { id: 3, company_name: 'Teal Interiors', vsd_id: 'AB12CD34' },
    });
    expect(server.requests.map((r) => r.url)).toEqual(['/api/visualization/showrooms?s=AB12CD34']);
  });

  it("warns 'No Showroom Found, Please Enter Correct Showroom Id.' on an empty search", async () => {
    server.handle(() => ({ body: { success: true, data: paginator([]) } }));
    await expect(searchShowroomId(client(), 'ZZZZZZZZ')).resolves.toEqual({
      type: 'not-found',
      toast: { kind: 'warning', message: 'No Showroom Found, Please Enter Correct Showroom Id.' },
    });
  });
});

describe('given Next after a hit', () => {
  it('stores the showroom user id and ID as the current item and goes to /visualize/contractor/all', async () => {
    server.handle(() => ({ body: { success: true, data: { profile, category: [category] } } }));
    const storage = createMemoryStorage();
    const showroom = createShowroomStore({ storage });
    const outcome = await enterShowroom(client(), showroom, 'AB12CD34');
    expect(outcome).toEqual({
      type: 'entered',
      item: expect.objectContaining({
        showroom: 12,
        vsd_id: 'AB12CD34',
        shop_profile_id: 3,
        theme_color: '#0F766E',
        basic_addon: { subscription_status: 'active' },
        custom_addon: null,
        floorplan: null,
        floorTemplate: null,
        project: null,
      }),
      categories: [category],
      navigateTo: '/visualize/contractor/all',
    });
    expect(showroom.getState().item?.vsd_id).toBe('AB12CD34');
    expect(JSON.parse(storage.get('my_item') ?? 'null').showroom).toBe(12);
    expect(server.requests.map((r) => r.url)).toEqual([
      '/api/visualization/shop_profile?vsd_id=AB12CD34',
    ]);
  });

  it('warns on an empty profile and keeps the current showroom', async () => {
    server.handle(() => ({ body: { success: false, message: 'No showroom.', data: null } }));
    const showroom = createShowroomStore({
      storage: createMemoryStorage(),
      item: { showroom: 1, vsd_id: 'ZX98YW76' },
    });
    await expect(enterShowroom(client(), showroom, 'AB12CD34')).resolves.toEqual({
      type: 'not-found',
      toast: { kind: 'warning', message: 'No Showroom Found, Please Enter Correct Showroom Id.' },
    });
    expect(showroom.getState().item?.vsd_id).toBe('ZX98YW76');
  });
});
