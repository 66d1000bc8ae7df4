import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BRAND_DEFAULTS, BRAND_TEXTS, type BrandSettings } from '@frontdesk/contracts/branding';
import { TEXTS } from '@frontdesk/contracts/texts';
import { addKnowledge, addStaffUser, bearer, errorOf, getAs, signUpCompany } from '../../support/accounts';
import { createTestApp, type TestContext } from '../../support/test-app';

let ctx: TestContext;
let owner: Awaited<ReturnType<typeof signUpCompany>>;
let other: Awaited<ReturnType<typeof signUpCompany>>;
const files = mkdtempSync(path.join(tmpdir(), 'frontdesk-web-'));
const widgetFile = path.join(mkdtempSync(path.join(tmpdir(), 'frontdesk-widget-')), 'widget.js');

const SETTINGS: BrandSettings = {
  primary_color: '#0e7490',
  secondary_color: '#F59E0B',
  logo_url: 'https://cdn.example.com/logo.png',
  company_name: 'Harbour Bakery',
  welcome_message: 'Hello! Ask me about bread.',
  chat_position: 'bottom-left',
  chat_size: 'large',
  allowed_domains: [],
};

beforeAll(async () => {
  writeFileSync(path.join(files, 'index.html'), '<!doctype html><title>Frontdesk</title>');
  writeFileSync(path.join(files, 'public-chat.html'), '<!doctype html><title>Frontdesk</title>');
  writeFileSync(widgetFile, 'console.log("widget")');
  ctx = await createTestApp({ WEB_DIST: files, WIDGET_FILE: widgetFile });
  owner = await signUpCompany(ctx, { companyName: 'Bakery Ltd' });
  other = await signUpCompany(ctx, { companyName: 'Other Co' });
  for (const [companyTitle, definition] of [
    ['Opening hours', 'We bake from 7am to 6pm.'],
    ['Parking', 'Free parking behind the shop.'],
    // The same title again, but for case, spacing and a question mark: suggested once.
    ['opening  HOURS?', 'Sundays from 8am.'],
  ] as const) {
    await addKnowledge(ctx, owner.token, companyTitle, definition);
  }
});
afterAll(async () => {
  await ctx.close();
  rmSync(files, { recursive: true, force: true });
  rmSync(path.dirname(widgetFile), { recursive: true, force: true });
});

const save = (token: string, settings: unknown) =>
  ctx.app.inject({ method: 'POST', url: '/api/admin/brand-settings', headers: bearer(token), payload: settings as object });
const profile = (slug: string, origin?: string) =>
  ctx.app.inject({ method: 'GET', url: `/api/public-chat/company/${slug}`, headers: origin ? { origin } : {} });

describe('brand settings', () => {
  it("start with the spec's defaults and the company's own name", async () => {
    const response = await getAs(ctx, owner.token, '/api/admin/brand-settings');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ...BRAND_DEFAULTS, logo_url: '', company_name: 'Bakery Ltd', allowed_domains: [] });
  });

  it('are saved, and the public chat shows them with questions taken from the knowledge', async () => {
    const saved = await save(owner.token, SETTINGS);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ message: BRAND_TEXTS.saved, settings: { ...SETTINGS, primary_color: '#0E7490' } });
    expect((await profile(owner.user.companySlug ?? '')).json().company).toEqual({
      name: 'Harbour Bakery',
      slug: owner.user.companySlug,
      primary_color: '#0E7490',
      secondary_color: '#F59E0B',
      logo_url: 'https://cdn.example.com/logo.png',
      welcome_message: 'Hello! Ask me about bread.',
      chat_position: 'bottom-left',
      chat_size: 'large',
      suggested_questions: ['Opening hours', 'Parking'],
      booking_enabled: true,
      voice: null,
    });
  });

  it('are validated: colours #RRGGBB, an https logo, the listed positions and sizes, real domains', async () => {
    const response = await save(owner.token, {
      ...SETTINGS,
      primary_color: 'red',
      logo_url: 'http://insecure.example/logo.png',
      chat_position: 'top',
      chat_size: 'huge',
      allowed_domains: ['not a domain'],
    });
    expect(response.statusCode).toBe(400);
    const fields = errorOf(response).details?.fieldErrors as Record<string, string[]>;
    expect(fields.primary_color).toEqual([BRAND_TEXTS.colorFormat]);
    expect(fields.logo_url).toEqual([BRAND_TEXTS.logoFormat]);
    expect(Object.keys(fields)).toEqual(expect.arrayContaining(['chat_position', 'chat_size', 'allowed_domains.0']));
  });

  it("are one company's own: another company neither sees nor changes them", async () => {
    expect((await getAs(ctx, other.token, '/api/admin/brand-settings')).json().company_name).toBe('Other Co');
    await save(other.token, { ...SETTINGS, company_name: 'Other Co', primary_color: '#111111' });
    expect((await getAs(ctx, owner.token, '/api/admin/brand-settings')).json().primary_color).toBe('#0E7490');
  });

  it('need the integration (or admin) permission', async () => {
    const staff = await addStaffUser(ctx, owner.token);
    const refused = await getAs(ctx, staff.token, '/api/admin/brand-settings');
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused).message).toBe(TEXTS.auth.forbidden);
  });
});

describe('embedding the chat in other sites', () => {
  it('lets any site frame the public chat page and call its API, while every other page stays unframeable', async () => {
    const slug = owner.user.companySlug ?? '';
    const page = await ctx.app.inject({ method: 'GET', url: `/public-chat/${slug}`, headers: { accept: 'text/html' } });
    expect(page.headers['content-security-policy']).toContain('frame-ancestors *');
    expect(page.headers['x-frame-options']).toBeUndefined();
    const admin = await ctx.app.inject({ method: 'GET', url: '/dashboard', headers: { accept: 'text/html' } });
    expect(admin.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(admin.headers['x-frame-options']).toBe('SAMEORIGIN');

    const fromSite = await profile(slug, 'https://www.harbour-bakery.example');
    expect(fromSite.statusCode).toBe(200);
    expect(fromSite.headers['access-control-allow-origin']).toBe('https://www.harbour-bakery.example');
  });

  it('limits framing and calls to the domains the company listed', async () => {
    await save(owner.token, { ...SETTINGS, allowed_domains: ['harbour-bakery.example'] });
    const slug = owner.user.companySlug ?? '';
    const page = await ctx.app.inject({ method: 'GET', url: `/public-chat/${slug}`, headers: { accept: 'text/html' } });
    expect(page.headers['content-security-policy']).toContain(
      "frame-ancestors 'self' harbour-bakery.example:* *.harbour-bakery.example:*",
    );
    expect((await profile(slug, 'https://shop.harbour-bakery.example')).statusCode).toBe(200);
    const elsewhere = await profile(slug, 'https://copycat.example');
    expect(elsewhere.statusCode).toBe(403);
    expect(errorOf(elsewhere).message).toBe(TEXTS.chat.notOnThisSite);
    const chat = await ctx.app.inject({
      method: 'POST',
      url: `/api/public-chat/chat/${slug}`,
      headers: { origin: 'https://copycat.example' },
      payload: { message: 'hello' },
    });
    expect(chat.statusCode).toBe(403);
    // Its own pages (the public chat page itself, the Integrations preview) are not other sites.
    expect((await profile(slug, 'http://frontdesk.test')).statusCode).toBe(200);
    await save(owner.token, SETTINGS);
  });

  it('serves widget.js to any site', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/widget.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/javascript/);
    expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(response.body).toContain('widget');
  });
});
