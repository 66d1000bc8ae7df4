import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../support/test-app';

// A built web app as `vite build` leaves it: hashed assets with .br and .gz copies beside them.
const script = `console.log(${JSON.stringify('frontdesk '.repeat(400))});`;
const html = '<!doctype html><html><head><title>Frontdesk</title></head><body><div id="root"></div></body></html>';
const chatHtml = `<!doctype html><html><head><title>Frontdesk</title><script type="module" src="/assets/public-chat-Dq3v9Lx1.js"></script></head><body>${'<div id="root"></div>'.repeat(40)}</body></html>`;
let dist: string;
let ctx: TestContext;

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'frontdesk-web-'));
  mkdirSync(path.join(dist, 'assets'));
  const asset = path.join(dist, 'assets', 'index-B4x9kQ2a.js');
  writeFileSync(asset, script);
  writeFileSync(`${asset}.br`, brotliCompressSync(script));
  writeFileSync(`${asset}.gz`, gzipSync(script));
  writeFileSync(path.join(dist, 'index.html'), html);
  writeFileSync(path.join(dist, 'public-chat.html'), chatHtml);
  writeFileSync(path.join(dist, 'public-chat.html.br'), brotliCompressSync(chatHtml));
  writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  ctx = await createTestApp({ WEB_DIST: dist });
});
afterAll(async () => {
  await ctx.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url, headers });

describe('serving the built web app', () => {
  it('sends the brotli copy to a browser that accepts it, gzip to one that accepts only gzip, else the file', async () => {
    const br = await get('/assets/index-B4x9kQ2a.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);
    expect(br.rawPayload.length).toBeLessThan(script.length / 5);

    const gz = await get('/assets/index-B4x9kQ2a.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);

    const plain = await get('/assets/index-B4x9kQ2a.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('caches hashed assets for a year as immutable; other files are revalidated by their ETag', async () => {
    const asset = await get('/assets/index-B4x9kQ2a.js', { 'accept-encoding': 'br' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const icon = await get('/favicon.svg');
    expect(icon.headers['cache-control']).toBe('no-cache');
    const etag = String(icon.headers.etag);
    expect(etag).toMatch(/^(W\/)?".+"$/);
    expect((await get('/favicon.svg', { 'if-none-match': etag })).statusCode).toBe(304);
  });

  it('answers page addresses with index.html, never cached without revalidation', async () => {
    const page = await get('/dashboard', { accept: 'text/html' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.body).toBe(html);
    for (const known of ['/', '/reset-password/abc?x=1', '/calendar/', '/booking/ref-0123456789']) {
      const answer = await get(known, { accept: 'text/html' });
      expect(answer.statusCode).toBe(200);
      expect(answer.body).toBe(html);
    }
  });

  it("answers a company's public chat with the chat's own page, precompressed, also in the widget's frame", async () => {
    for (const address of ['/public-chat/harbour-bakery', '/public-chat/harbour-bakery/', '/public-chat/caf%C3%A9?embed=1']) {
      const page = await get(address, { accept: 'text/html', 'accept-encoding': 'br' });
      expect(page.statusCode).toBe(200);
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(page.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(page.rawPayload).toString()).toBe(chatHtml);
    }
    expect((await get('/public-chat/harbour-bakery', { accept: 'text/html' })).body).toBe(chatHtml);
  });

  it('answers a client that does not ask for HTML with the JSON 404, the chat page included', async () => {
    for (const address of ['/public-chat/harbour-bakery', '/dashboard']) {
      const answer = await get(address, { accept: 'application/json' });
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toMatchObject({ code: 'NOT_FOUND' });
    }
  });

  it('answers an address outside the route table with the app and status 404', async () => {
    for (const unknown of ['/no-such-page', '/dashboard/extra', '/public-chat', '/public-chat/harbour-bakery/extra']) {
      const page = await get(unknown, { accept: 'text/html' });
      expect(page.statusCode).toBe(404);
      expect(page.body).toBe(html);
    }
  });

  it('serves neither page as a file of its own name: those addresses are outside the route table too', async () => {
    for (const file of ['/public-chat.html', '/index.html']) {
      const page = await get(file, { accept: 'text/html' });
      expect(page.statusCode).toBe(404);
      expect(page.body).toBe(html);
      expect((await get(file)).json()).toMatchObject({ code: 'NOT_FOUND' });
    }
  });
});
