import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WIZARD_TEXTS } from '@frontdesk/contracts/integration-wizard';
import { bearer, errorOf, signUpCompany } from '../../support/accounts';
import { createTestApp, type TestContext } from '../../support/test-app';

// Pages as each site builder serves them: the traces the detection looks for, nothing more.
const SITES: Record<string, { html: string; headers?: Record<string, string> }> = {
  wordpress: {
    html: '<html><head><meta name="generator" content="WordPress 6.6"><link rel="stylesheet" href="/wp-content/themes/x/style.css"></head></html>',
  },
  joomla: { html: '<html><head><meta name="generator" content="Joomla! - Open Source Content Management"></head></html>' },
  drupal: {
    html: '<html><body><script>window.drupalSettings = {};</script></body></html>',
    headers: { 'x-generator': 'Drupal 10' },
  },
  shopify: {
    html: '<html><head><link href="//cdn.shopify.com/s/files/1/theme.css"></head><script>Shopify.theme = {};</script></html>',
  },
  wix: {
    html: '<html><head><meta name="generator" content="Wix.com Website Builder"></head></html>',
    headers: { 'x-wix-request-id': '1' },
  },
  squarespace: { html: '<html><head><link href="https://static1.squarespace.com/static/site.css"></head></html>' },
  webflow: {
    html: '<html data-wf-page="abc" data-wf-site="def"><script src="https://cdn.prod.website-files.com/js/webflow.js"></script></html>',
  },
  plain: { html: '<html><body><h1>Hand-written site</h1></body></html>' },
};

let ctx: TestContext;
let owner: Awaited<ReturnType<typeof signUpCompany>>;
let sites: Server;
let forbidden: Server;
let site = '';
let forbiddenSite = '';

function listen(server: Server, host: string): Promise<string> {
  return new Promise((resolve) =>
    server.listen(0, host, () => resolve(`http://${host}:${(server.address() as AddressInfo).port}`)),
  );
}

beforeAll(async () => {
  sites = createServer((request, response) => {
    const name = (request.url ?? '/').split('/')[1] ?? '';
    if (name === 'slow') return; // never answers
    if (name === 'to-private') {
      response.writeHead(302, { location: `${forbiddenSite}/` }).end();
      return;
    }
    if (name === 'installed' || name === 'other-company') {
      const slug = name === 'installed' ? owner.user.companySlug : 'someone-else';
      response.end(
        `<html><body>Hi<script src="http://frontdesk.test/widget.js" data-company="${slug}" async></script></body></html>`,
      );
      return;
    }
    const fixture = SITES[name];
    if (!fixture) {
      response.writeHead(404).end('not found');
      return;
    }
    response.writeHead(200, { 'content-type': 'text/html', ...fixture.headers }).end(fixture.html);
  });
  forbidden = createServer((_request, response) => response.end('<meta name="generator" content="WordPress">'));
  site = await listen(sites, '127.0.0.1');
  // Another loopback address, not among the allowed ones: a private address like any other.
  forbiddenSite = await listen(forbidden, '127.0.0.2');
  ctx = await createTestApp({ OUTBOUND_ALLOWED_PRIVATE: '127.0.0.1', OUTBOUND_TIMEOUT_MS: '1000' });
  owner = await signUpCompany(ctx, { companyName: 'Wizard Bakery' });
});
afterAll(async () => {
  await ctx.close();
  sites.closeAllConnections();
  await new Promise((resolve) => sites.close(resolve));
  await new Promise((resolve) => forbidden.close(resolve));
});

const call = (path: string, payload: object, token = owner.token) =>
  ctx.app.inject({ method: 'POST', url: `/api/v2/integration-wizard/${path}`, headers: bearer(token), payload });

describe('detect-platform', () => {
  it.each([
    ['wordpress', '/wp-admin/'],
    ['joomla', '/administrator/'],
    ['drupal', '/user/login'],
    ['shopify', 'https://admin.shopify.com/'],
    ['wix', 'https://manage.wix.com/'],
    ['squarespace', '/config'],
    ['webflow', 'https://webflow.com/dashboard'],
  ])('recognises %s with its admin address', async (platform, admin) => {
    const response = await call('detect-platform', { websiteUrl: `${site}/${platform}` });
    expect(response.statusCode).toBe(200);
    const result = response.json();
    expect(result.platform).toBe(platform);
    expect(result.confidence).toBeGreaterThanOrEqual(70);
    expect(result.adminUrl).toBe(admin.startsWith('/') ? `${site}${admin}` : admin);
  });

  it('says so when the site is built with nothing it knows', async () => {
    expect((await call('detect-platform', { websiteUrl: `${site}/plain` })).json()).toEqual({
      platform: 'unknown',
      confidence: 0,
      adminUrl: null,
    });
  });

  it('refuses private and reserved addresses, also behind a redirect', async () => {
    for (const websiteUrl of [
      forbiddenSite,
      'http://169.254.169.254/latest/meta-data',
      'http://10.0.0.1/',
      'http://[::127.0.0.1]/',
      `${site}/to-private`,
    ]) {
      const response = await call('detect-platform', { websiteUrl });
      expect(response.statusCode).toBe(400);
      expect(errorOf(response).message).toMatch(/private or reserved network address/);
    }
  });

  it('gives up on a slow site with a clear message, and refuses what is not a web address', async () => {
    const slow = await call('detect-platform', { websiteUrl: `${site}/slow` });
    expect(slow.statusCode).toBe(400);
    expect(errorOf(slow).message).toMatch(/did not answer within 1 second\.$/);
    expect(errorOf(await call('detect-platform', { websiteUrl: 'ftp://example.com' })).message).toBe(
      'Only http and https addresses can be checked.',
    );
    expect(errorOf(await call('detect-platform', { websiteUrl: '' })).message).toBe(WIZARD_TEXTS.urlRequired);
  });
});

describe('generate-code and verify-integration', () => {
  it("gives the company's snippet with the platform's steps", async () => {
    const response = await call('generate-code', {
      platform: 'shopify',
      companySlug: owner.user.companySlug,
      customization: { color: '#0E7490', position: 'bottom-left' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().code).toBe(
      `<script src="http://frontdesk.test/widget.js" data-company="${owner.user.companySlug}" data-color="#0E7490" data-position="bottom-left" async></script>`,
    );
    expect(response.json().instructions.steps[0]).toMatch(/Shopify admin/);
  });

  it("refuses another company's slug", async () => {
    const other = await signUpCompany(ctx, { companyName: 'Other Bakery' });
    expect((await call('generate-code', { platform: 'custom', companySlug: other.user.companySlug })).statusCode).toBe(404);
    expect(
      (await call('verify-integration', { websiteUrl: `${site}/installed`, companySlug: other.user.companySlug })).statusCode,
    ).toBe(404);
  });

  it('finds the snippet on the site, or says what to do', async () => {
    const installed = await call('verify-integration', { websiteUrl: `${site}/installed`, companySlug: owner.user.companySlug });
    expect(installed.json()).toEqual({ success: true, details: { recommendations: [] } });
    const missing = (
      await call('verify-integration', { websiteUrl: `${site}/plain`, companySlug: owner.user.companySlug })
    ).json();
    expect(missing.success).toBe(false);
    expect(missing.details.recommendations).toContain(WIZARD_TEXTS.clearCache);
    const elsewhere = (
      await call('verify-integration', { websiteUrl: `${site}/other-company`, companySlug: owner.user.companySlug })
    ).json();
    expect(elsewhere.details.recommendations).toEqual([WIZARD_TEXTS.snippetOtherCompany]);
  });
});
