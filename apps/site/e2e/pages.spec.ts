import { expect, test } from './hermetic.ts';

test.describe('given the home page', () => {
  test('shows the hero, the showroom box and, outside a showroom, the Pro links', async ({
    page,
  }) => {
    await page.goto('/');
    const hero = page.getByRole('region', {
      name: 'Renovation materials direct from manufacturers',
    });
    await expect(hero.getByLabel('Showroom ID')).toBeVisible();
    await expect(hero.getByRole('button', { name: 'Next' })).toBeDisabled();
    await hero.getByRole('link', { name: 'Sign Up as a Pro' }).click();
    await expect(page).toHaveURL('/register/contractor');
    await page.goBack();
    await page.getByRole('link', { name: 'Learn More' }).click();
    await expect(page).toHaveURL('/pro-account');
  });

  test('the hero video has a poster and does not autoplay with reduced motion', async ({
    browser,
  }) => {
    const context = await browser.newContext({ reducedMotion: 'reduce' });
    const page = await context.newPage();
    await page.goto('/');
    const video = page.locator('video');
    await expect(video).toHaveAttribute('poster', /hero-poster\.svg$/);
    await expect(video).toHaveJSProperty('muted', true);
    await expect(video).toHaveJSProperty('autoplay', false);
    await expect(video).toHaveJSProperty('paused', true);
    await page.waitForLoadState('load');
    expect(await video.evaluate((v: HTMLVideoElement) => v.currentSrc)).toBe('');
    await context.close();
  });

  test('without reduced motion the hero plays its own loop, asked for only after the load event', async ({
    browser,
  }) => {
    const context = await browser.newContext({ reducedMotion: 'no-preference' });
    const page = await context.newPage();
    // Each request for the clip, with whether the page had fired its load event by then.
    const clipRequests: { url: string; afterLoad: boolean }[] = [];
    // A picture that answers only after 3 s holds the load event back, well past the app's
    // first render: a clip attached at once would be asked for before the load event.
    await page.route('**/late-picture.svg', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 3000));
      await route.fulfill({
        contentType: 'image/svg+xml',
        body: '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>',
      });
    });
    await page.addInitScript(() => {
      window.addEventListener('load', () => {
        (window as unknown as { __loaded: boolean }).__loaded = true;
      });
      document.addEventListener('DOMContentLoaded', () => {
        const picture = new Image();
        picture.hidden = true;
        picture.alt = '';
        picture.src = '/late-picture.svg';
        document.body.append(picture);
      });
    });
    await page.route(/\/media\/hero-loop\./, async (route) => {
      const afterLoad = await page.evaluate(
        () => (window as unknown as { __loaded?: boolean }).__loaded === true,
      );
      clipRequests.push({ url: new URL(route.request().url()).pathname, afterLoad });
      await route.continue();
    });
    await page.goto('/');
    const video = page.locator('video');
    await expect(video).toHaveAttribute('poster', /hero-poster\.svg$/);
    await expect(video).toHaveJSProperty('muted', true);
    await expect(video).toHaveJSProperty('loop', true);
    await expect(video).toHaveJSProperty('paused', false);
    expect(await video.evaluate((v: HTMLVideoElement) => v.currentSrc)).toMatch(
      /\/media\/hero-loop\.webm$/,
    );
    // It plays: its time moves on.
    await expect
      .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 10_000 })
      .toBeGreaterThan(0.5);
    expect(clipRequests.length).toBeGreaterThan(0);
    expect(clipRequests.filter((r) => !r.afterLoad)).toEqual([]);
    // Reduced motion turned on while it plays: it pauses.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await expect(video).toHaveJSProperty('paused', true);
    await context.close();
  });

  test('on Save-Data the hero keeps its poster and never asks for the clip', async ({
    browser,
  }) => {
    const context = await browser.newContext({ reducedMotion: 'no-preference' });
    const page = await context.newPage();
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'connection', { value: { saveData: true } });
    });
    const clipRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/media/hero-loop.')) clipRequests.push(request.url());
    });
    await page.goto('/');
    await page.waitForLoadState('load');
    // Past the load event and idle time (the clip is attached within 3 s of it).
    await page.waitForTimeout(3500);
    const video = page.locator('video');
    await expect(video).toHaveJSProperty('paused', true);
    expect(await video.evaluate((v: HTMLVideoElement) => v.currentSrc)).toBe('');
    expect(clipRequests).toEqual([]);
    await context.close();
  });

  test("outside a showroom, advertises the Pro subscription with core's plans and prices", async ({
    page,
  }) => {
    await page.goto('/');
    const section = page.getByRole('region', { name: 'Showroom Premium' });
    await expect(section.getByText('For Pros: your showroom, your brand')).toBeVisible();
    await expect(section.getByRole('listitem').filter({ hasText: 'Your theme colour' })).toHaveText(
      'Your theme colour on your showroom in the marketplace and in your website embed',
    );
    await expect(section.getByRole('listitem').filter({ hasText: 'Your logo' })).toHaveText(
      'Your logo on your showroom in the marketplace and in your website embed',
    );
    const plans = section.getByRole('list', { name: 'Showroom Premium plans' });
    await expect(plans.getByRole('listitem')).toHaveText([
      'Premium$199.00 a month',
      'Custom add-on$49.00 a month',
    ]);
    await section.getByRole('link', { name: 'Subscribe in your Pro account' }).click();
    // Signed out: sign-in first, then back to the account's Plans section.
    await expect(page).toHaveURL('/login?redirect=/account%3Fsection%3Dplans');
  });

  test('Inspired Designs has four tabs of seven images, switched by keyboard', async ({ page }) => {
    await page.goto('/');
    const section = page.getByRole('region', { name: 'Inspired Designs' });
    const tabs = section.getByRole('tab');
    await expect(tabs).toHaveText(['Bathroom', 'Kitchen', 'Living Room', 'Landscaping/Outdoor']);
    // Seven slides in ui's Carousel (the ones out of view are hidden from assistive tech).
    const panel = section.getByRole('tabpanel');
    await expect(panel.getByRole('group', { includeHidden: true })).toHaveCount(7);
    await expect(panel.getByRole('img', { includeHidden: true })).toHaveCount(7);
    await section.getByRole('tab', { name: 'Bathroom' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(section.getByRole('tab', { name: 'Kitchen' })).toBeFocused();
    await expect(section.getByRole('tab', { name: 'Kitchen' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(
      section.getByRole('img', { name: 'Kitchen design 7', includeHidden: true }),
    ).toBeAttached();
    await page.keyboard.press('End');
    await expect(section.getByRole('tab', { name: 'Landscaping/Outdoor' })).toBeFocused();
  });

  test('the Inspired Designs and category carousels autoplay and pause by keyboard', async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await page.goto('/');
    const designs = page.getByRole('region', { name: 'Inspired designs: Bathroom' });
    const rows = [
      page.getByRole('region', { name: 'Categories, first row' }),
      page.getByRole('region', { name: 'Categories, second row' }),
    ];
    for (const carousel of [designs, ...rows]) {
      await expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    }
    const firstVisible = designs.getByRole('group', { name: '1 of 7' });
    await expect(firstVisible).toBeVisible();
    // Autoplay moves the slides on (5 s a step).
    await expect(firstVisible).toBeHidden({ timeout: 12_000 });
    // Pause by keyboard: the button says so, and the slides stay put.
    const pause = designs.getByRole('button', { name: 'Pause autoplay' });
    await pause.focus();
    await page.keyboard.press('Enter');
    await expect(designs.getByRole('button', { name: 'Start autoplay' })).toBeVisible();
    // Focus and pointer leave the carousel (they pause it too), and still nothing moves.
    await page.locator('body').click({ position: { x: 1, y: 1 } });
    const states = () =>
      designs
        .getByRole('group', { includeHidden: true })
        .evaluateAll((els) => els.map((el) => el.getAttribute('data-state')));
    const before = await states();
    expect(before).toContain('visible');
    // Longer than one autoplay step: a paused carousel has not moved.
    await page.waitForTimeout(6000);
    expect(await states()).toEqual(before);
  });

  test('under reduced motion the carousels do not play', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    const designs = page.getByRole('region', { name: 'Inspired designs: Bathroom' });
    await expect(designs.getByRole('button', { name: 'Start autoplay' })).toBeVisible();
    await expect(designs.getByRole('group', { name: '1 of 7' })).toBeVisible();
  });

  test('shows the sections and claims of the spec', async ({ page }) => {
    await page.goto('/');
    for (const name of [
      'Inspired Designs',
      'Our Brand Partners',
      'Shop by category',
      'Become a Pro',
      'Why join the community',
      'Client Success Story',
      'Make your customer happier',
    ]) {
      await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
    }
    const why = page.getByRole('region', { name: 'Why join the community' });
    await expect(why.getByRole('heading', { level: 3 })).toHaveText([
      'Visualizer',
      'Support',
      'Delivery and Service',
      'Live chat',
      'Communicate with Contractor',
      'Budget Friendly',
    ]);
    // The mobile app's links to both app stores (spec 1 §1).
    const chat = why.getByRole('listitem').filter({ hasText: 'Live chat' });
    await expect(chat.getByRole('link', { name: /App Store/ })).toHaveAttribute(
      'href',
      /^https:\/\/apps\.apple\.com\//,
    );
    await expect(chat.getByRole('link', { name: /Google Play/ })).toHaveAttribute(
      'href',
      /^https:\/\/play\.google\.com\//,
    );
    // About 30 testimonials, each its own words (issue 30 item 6: not six repeated).
    const testimonials = page.getByRole('region', { name: 'Testimonials' }).getByRole('listitem');
    expect(await testimonials.count()).toBeGreaterThanOrEqual(25);
    const quotes = await testimonials.locator('blockquote').allTextContents();
    expect(new Set(quotes).size).toBe(quotes.length);
    // The brand partners as logos in the brand carousel (6 per view at this width).
    const brands = page.getByRole('region', { name: 'Brand partner logos' });
    await expect(brands.getByRole('img', { name: 'Arbor & Stone' })).toBeVisible();
    await expect(brands.getByRole('group', { name: /^1 of / })).toBeVisible();
    const savings = page.getByRole('region', { name: 'Make your customer happier' });
    for (const claim of [
      'up to 60%',
      'free nationwide delivery',
      '55%',
      '30%',
      '40%',
      'Over 50 floor plans',
      'Over 100 templates',
      'Over 25,000 materials',
      'under 3 weeks',
      'U.S. only',
    ]) {
      await expect(savings).toContainText(claim);
    }
    await page
      .getByRole('region', { name: 'Our Brand Partners' })
      .getByRole('link', { name: 'See All brand partners' })
      .click();
    await expect(page).toHaveURL('/our-brands');
  });

  test('a category outside a showroom opens the showroom modal', async ({ page }) => {
    await page.goto('/');
    const categories = page.getByRole('region', { name: 'Shop by category' });
    // 21 categories in two carousels (slides out of view are inert) + See All.
    await expect(categories.locator('button.site-chip')).toHaveCount(21);
    await expect(categories.getByRole('button', { name: 'See All categories' })).toBeVisible();
    await categories.getByRole('button', { name: 'Bathroom Vanitys' }).click();
    const dialog = page.getByRole('dialog', { name: 'Enter a showroom' });
    await expect(dialog).toContainText("Pro's showroom");
    await expect(dialog).toContainText('showroom ID');
    await expect(dialog.getByLabel('Showroom ID')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });
});

test.describe('given a visitor entering a showroom ID', () => {
  test('an 8-character hit enables Next, which stores the showroom and goes shopping', async ({
    page,
  }) => {
    const searches: string[] = [];
    await page.route('**/api/visualization/showrooms?*', async (route) => {
      searches.push(new URL(route.request().url()).searchParams.get('s') ?? '');
      await route.fulfill({
        status: 200,
        json: {
          success: true,
          data: {
            data: [{ id: 3, company_name: 'Teal Builders', vsd_id: 'AB12CD34' }],
            current_page: 1,
            per_page: 10,
            total: 1,
            last_page: 1,
            path: '/api/visualization/showrooms',
            links: [],
            first_page_url: null,
            last_page_url: null,
            next_page_url: null,
            prev_page_url: null,
            from: 1,
            to: 1,
          },
        },
      });
    });
    await page.route('**/api/visualization/shop_profile?*', (route) =>
      route.fulfill({
        status: 200,
        json: {
          data: {
            profile: {
              id: 9,
              user_id: 3,
              company_name: 'Teal Builders',
              vsd_id: 'AB12CD34',
              theme_color: '#0F766E',
              business_logo: null,
              basic_addon: null,
              custom_addon: null,
            },
            category: [],
          },
        },
      }),
    );
    await page.goto('/');
    const hero = page.getByRole('region', {
      name: 'Renovation materials direct from manufacturers',
    });
    const field = hero.getByLabel('Showroom ID');
    await field.pressSequentially('AB12CD3');
    await expect(hero.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(searches).toEqual([]);
    await field.press('4');
    await expect(hero).toContainText('Teal Builders');
    await expect(hero.getByRole('button', { name: 'Next' })).toBeEnabled();
    await hero.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL('/visualize/contractor/all');
    expect(searches).toEqual(['AB12CD34']);
    const item = await page.evaluate(() => JSON.parse(localStorage.getItem('my_item') ?? 'null'));
    expect(item).toMatchObject({ showroom: 3, vsd_id: 'AB12CD34' });

    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Continue Shopping' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Learn More' })).toHaveCount(0);
    // A category in view (the carousel autoplays: paused first, then its first shown slide).
    const row = page.getByRole('region', { name: /^Categories/ }).first();
    await row.getByRole('button', { name: 'Pause autoplay' }).click();
    await row
      .getByRole('group', { name: /^\d+ of \d+$/ })
      .first()
      .getByRole('button')
      .click();
    await expect(page).toHaveURL('/visualize/contractor/all');
  });
});

test.describe('given the FAQ', () => {
  test('a visitor sees the five tabs, by keyboard', async ({ page }) => {
    await page.goto('/faq');
    await expect(page.getByRole('tab')).toHaveText([
      'Product Information',
      'My Order',
      'Shipping and Delivery',
      'Returns and Cancelations',
      'My Account',
    ]);
    await page.getByRole('tab', { name: 'Product Information' }).focus();
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByRole('tab', { name: 'My Account' })).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByRole('tab', { name: 'Returns and Cancelations' })).toHaveAttribute(
      'aria-selected',
      'false',
    );
    await page.getByRole('tab', { name: 'Returns and Cancelations' }).click();
    const panel = page.getByRole('tabpanel');
    await expect(panel).toContainText('within 12 days of delivery');
    await expect(panel).toContainText('within 30 days');
    await expect(panel).toContainText('7 to 14 business days');
  });
});

test.describe('given the policy pages', () => {
  const CLAIMS: Array<[string, string[]]> = [
    [
      '/return_policy',
      [
        'within 12 days of delivery',
        'within 30 days after the return',
        '7 to 14 business days',
        'restocking fee',
        'never more than the return shipping cost',
      ],
    ],
    [
      '/your_orders',
      [
        'within 60 minutes of placing it',
        'within 60 minutes of placing the order',
        'within 48 hours',
        'within two weeks',
        '1 to 3 weeks',
      ],
    ],
    [
      '/terms_of_service',
      [
        '13 or older',
        'under 18 need parental consent',
        'arbitration under California law',
        'within one year',
        'greater of the fees you paid us or $100',
        'support@',
      ],
    ],
    [
      '/privacy_policy',
      [
        'Last updated May 3, 2021',
        'What we collect',
        'How we use it',
        'How we share it',
        'How we secure it',
      ],
    ],
    ['/pro-account', ['recommend 10%', '46 business days', 'within 24 hours', 'about 30 minutes']],
    ['/cookies_policy', ['340 days', '1 day']],
  ];
  for (const [path, claims] of CLAIMS) {
    test(`${path} states the spec's figures`, async ({ page }) => {
      await page.goto(path);
      const main = page.getByRole('main');
      for (const claim of claims) await expect(main).toContainText(claim);
    });
  }
});

test.describe('given a screen whose script chunk fails to download', () => {
  test('an error with a retry is shown, and Try again loads the page', async ({ page }) => {
    const chunk = /\/assets\/return-policy-[\w-]{8}\.js$/;
    await page.route(chunk, (route) => route.abort('internetdisconnected'));
    await page.goto('/return_policy');
    const alert = page.getByRole('alert');
    await expect(
      alert.getByRole('heading', { name: 'This page could not be loaded' }),
    ).toBeVisible();
    await expect(alert).toContainText('Check your connection and try again.');
    await page.unroute(chunk);
    await alert.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Return Policy' })).toBeVisible();
  });
});
