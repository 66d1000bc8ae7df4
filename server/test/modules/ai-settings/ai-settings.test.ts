import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_KEY_PLACEHOLDER, OPENAI_DEFAULTS } from '@frontdesk/contracts/ai-settings';
import { TEXTS } from '@frontdesk/contracts/texts';
import { assistantSettings } from '../../../src/db/schema/assistant';
import { addStaffUser, bearer, loginOk, signUpCompany, STAFF_OWN_PASSWORD } from '../../support/accounts';
import { FakeOpenAiServer } from '../../support/openai-server';
import { createTestApp, type TestContext } from '../../support/test-app';

const KEY = 'sk-test-company-key-0123456789abcdef';
let ctx: TestContext;
let model: FakeOpenAiServer;
let token: string;
let companyId: string;

beforeAll(async () => {
  model = await new FakeOpenAiServer().start();
  ctx = await createTestApp({ OPENAI_BASE_URL: model.baseUrl, AI_TIMEOUT_MS: '400' });
  const session = await signUpCompany(ctx);
  token = session.token;
  companyId = session.user.companyId ?? '';
});
afterAll(async () => {
  await ctx.close();
  await model.stop();
});

const get = () => ctx.app.inject({ method: 'GET', url: '/api/admin/openai-settings', headers: bearer(token) });
const save = (payload: object) =>
  ctx.app.inject({ method: 'POST', url: '/api/admin/openai-settings', headers: bearer(token), payload });
const test = (payload: object) =>
  ctx.app.inject({ method: 'POST', url: '/api/admin/test-openai', headers: bearer(token), payload });

describe('OpenAI settings', () => {
  it('starts with the spec defaults and no key', async () => {
    expect((await get()).json()).toEqual({
      api_key: '',
      has_api_key: false,
      uses_platform_key: false,
      model: OPENAI_DEFAULTS.model,
      max_tokens: OPENAI_DEFAULTS.max_tokens,
      temperature: OPENAI_DEFAULTS.temperature,
      last_error: null,
    });
  });

  it('stores the key sealed and only ever reports its presence', async () => {
    const saved = await save({ model: 'gpt-4', max_tokens: 800, temperature: 0.3, api_key: KEY });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().message).toBe(TEXTS.openai.saved);
    expect(saved.body).not.toContain(KEY);
    const read = await get();
    expect(read.json()).toMatchObject({
      api_key: API_KEY_PLACEHOLDER,
      has_api_key: true,
      model: 'gpt-4',
      max_tokens: 800,
      temperature: 0.3,
    });
    expect(read.body).not.toContain(KEY);
    const [row] = await ctx.database.db.select().from(assistantSettings).where(eq(assistantSettings.companyId, companyId));
    expect(row?.openaiKeySealed).toBeTruthy();
    expect(row?.openaiKeySealed).not.toContain(KEY.slice(3));
  });

  it('keeps the stored key when settings are saved without one', async () => {
    await save({ model: 'gpt-3.5-turbo', max_tokens: 500, temperature: 0.7 });
    expect((await get()).json().has_api_key).toBe(true);
  });

  it('validates key prefix, bounds and model', async () => {
    const badKey = await save({ model: 'gpt-4', max_tokens: 500, temperature: 0.5, api_key: 'pk-not-an-openai-key-123456' });
    expect(badKey.statusCode).toBe(400);
    expect(badKey.json().message).toBe("The API key must begin with 'sk-'");
    expect((await save({ model: 'gpt-4', max_tokens: 50, temperature: 0.5 })).json().message).toBe(
      'Max tokens must be between 100 and 2000',
    );
    expect((await save({ model: 'gpt-4', max_tokens: 500, temperature: 1.5 })).json().message).toBe(
      'Temperature must be between 0 and 1',
    );
    expect((await save({ model: 'llama', max_tokens: 500, temperature: 0.5 })).statusCode).toBe(400);
  });

  it('refuses a key that could never be sent in a header, on save and on Test Connection', async () => {
    for (const api_key of ['sk-abcdefghij\nklmnopqrstuv', 'sk-abcdefghij€klmnopqrstuv', 'sk-abcdefghij klmnopqrstuv']) {
      for (const refused of [
        await save({ model: 'gpt-4', max_tokens: 500, temperature: 0.5, api_key }),
        await test({ api_key }),
      ]) {
        expect(refused.statusCode).toBe(400);
        expect(refused.json().message).toBe('The API key can only contain letters, digits and symbols, without spaces');
      }
    }
  });

  it('tests a connection against an OpenAI-compatible server with the typed key', async () => {
    model.behaviour = { mode: 'answer', text: 'OK' };
    const before = model.requests.length;
    const ok = await test({ api_key: 'sk-typed-key-for-the-test-000000', model: 'gpt-3.5-turbo' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().message).toBe(TEXTS.openai.connectionOk);
    expect(model.requests[before]?.authorization).toBe('Bearer sk-typed-key-for-the-test-000000');
  });

  it('tests the stored key when none is typed', async () => {
    const before = model.requests.length;
    expect((await test({ model: 'gpt-3.5-turbo' })).statusCode).toBe(200);
    expect(model.requests[before]?.authorization).toBe(`Bearer ${KEY}`);
  });

  it("reports a refused key in the 'error' field, and a silent server as a failed connection", async () => {
    model.behaviour = { mode: 'fail', status: 401 };
    const refused = await test({ api_key: 'sk-wrong-key-000000000000000000', model: 'gpt-3.5-turbo' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toBe(TEXTS.openai.invalidKey);
    model.behaviour = { mode: 'stall' };
    const silent = await test({ model: 'gpt-3.5-turbo' });
    expect(silent.statusCode).toBe(502);
    expect(silent.json().error).toMatch(/^Connection failed/);
    model.behaviour = { mode: 'answer', text: 'OK' };
  });

  it('saves a new key that fails Test Connection only once the admin confirms', async () => {
    const sealedKey = async () =>
      (await ctx.database.db.select().from(assistantSettings).where(eq(assistantSettings.companyId, companyId)))[0]
        ?.openaiKeySealed;
    const before = await sealedKey();
    model.behaviour = { mode: 'fail', status: 401 };
    const wrong = 'sk-wrong-key-000000000000000000';
    const warned = await save({ model: 'gpt-4', max_tokens: 500, temperature: 0.5, api_key: wrong });
    expect(warned.statusCode).toBe(409);
    expect(warned.json()).toMatchObject({ code: 'KEY_UNTESTED', message: TEXTS.openai.invalidKey });
    expect(model.requests.at(-1)?.authorization).toBe(`Bearer ${wrong}`);
    expect(await sealedKey()).toBe(before);

    const confirmed = await save({ model: 'gpt-4', max_tokens: 500, temperature: 0.5, api_key: wrong, save_untested: true });
    expect(confirmed.statusCode).toBe(200);
    expect(await sealedKey()).not.toBe(before);
    // The next chat call uses the confirmed key.
    const slug = (await ctx.app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(token) })).json().user.companySlug;
    await ctx.app.inject({ method: 'POST', url: `/api/public-chat/chat/${slug}`, payload: { message: 'Hi' } });
    expect(model.requests.at(-1)?.authorization).toBe(`Bearer ${wrong}`);
    model.behaviour = { mode: 'answer', text: 'OK' };
  });

  it("shows the chat's last model failure and when it happened", async () => {
    model.behaviour = { mode: 'fail', status: 500 };
    const slug = (await ctx.app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(token) })).json().user.companySlug;
    const asked = await ctx.app.inject({ method: 'POST', url: `/api/public-chat/chat/${slug}`, payload: { message: 'Hello?' } });
    // The visitor still got an answer, from the built-in responder.
    expect(asked.json().answeredBy).toBe('builtin');
    const { last_error } = (await get()).json();
    expect(last_error.outcome).toBe('error');
    expect(Math.abs(Date.parse(last_error.at) - ctx.clock.now().getTime())).toBeLessThan(60_000);

    // The model answers again: the failure is over, and no longer shown.
    model.behaviour = { mode: 'answer', text: 'OK' };
    ctx.clock.advance(1000);
    const again = await ctx.app.inject({ method: 'POST', url: `/api/public-chat/chat/${slug}`, payload: { message: 'Hello?' } });
    expect(again.json().answeredBy).toBe('model');
    await expect.poll(async () => (await get()).json().last_error).toBeNull();
  });

  it("is open to a member granted the page's permission, and to no other", async () => {
    const member = await addStaffUser(ctx, token);
    const asMember = () => ctx.app.inject({ method: 'GET', url: '/api/admin/openai-settings', headers: bearer(member.token) });
    expect((await asMember()).statusCode).toBe(403);
    const granted = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/set-permissions',
      headers: bearer(token),
      payload: { [member.user.id]: { 'openai-settings': true } },
    });
    expect(granted.statusCode, granted.body).toBe(200);
    const session = await loginOk(ctx, member.email, STAFF_OWN_PASSWORD);
    const read = await ctx.app.inject({ method: 'GET', url: '/api/admin/openai-settings', headers: bearer(session.token) });
    expect(read.statusCode, read.body).toBe(200);
  });

  it('removes the key', async () => {
    const removed = await ctx.app.inject({ method: 'DELETE', url: '/api/admin/openai-settings/api-key', headers: bearer(token) });
    expect(removed.json().settings.has_api_key).toBe(false);
    // The failure shown above was the removed key's: no model answers now, so none is shown.
    expect((await get()).json().last_error).toBeNull();
    const health = (await ctx.app.inject({ method: 'GET', url: '/api/company/onboarding', headers: bearer(token) })).json();
    expect(health.health).toMatchObject({ responder: 'builtin', last_model_error: null });
    const nothingToTest = await test({ model: 'gpt-3.5-turbo' });
    expect(nothingToTest.statusCode).toBe(400);
    expect(nothingToTest.json().message).toBe(TEXTS.openai.noKey);
  });
});
