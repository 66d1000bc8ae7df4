import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PROMPT, type PromptRule } from '@frontdesk/contracts/prompts';
import { TEXTS } from '@frontdesk/contracts/texts';
import { addStaffUser, bearer, signUpCompany } from '../../support/accounts';
import { createTestApp, type TestContext } from '../../support/test-app';

let ctx: TestContext;
let tokenA: string;
let tokenB: string;

beforeAll(async () => {
  ctx = await createTestApp();
  tokenA = (await signUpCompany(ctx)).token;
  tokenB = (await signUpCompany(ctx)).token;
});
afterAll(() => ctx.close());

const call = (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

describe('prompt', () => {
  it('starts with the default prompt', async () => {
    const current = await call(tokenA, 'GET', '/api/company/prompt');
    expect(current.json()).toEqual({ useDefault: true, prompt: DEFAULT_PROMPT });
  });

  it('saves a custom prompt, keeps it in the history, and switches back to the default', async () => {
    const saved = await call(tokenA, 'POST', '/api/company/prompt', {
      useCustom: true,
      prompt: 'You are the concierge of Hotel Lumen.',
    });
    expect(saved.json()).toEqual({ success: true, message: TEXTS.prompt.saved });
    expect((await call(tokenA, 'GET', '/api/company/prompt')).json()).toEqual({
      useDefault: false,
      prompt: 'You are the concierge of Hotel Lumen.',
    });
    const history = (await call(tokenA, 'GET', '/api/company/prompts')).json().prompts as {
      prompt_text: string;
      is_active: boolean;
    }[];
    expect(history[0]).toMatchObject({ prompt_text: 'You are the concierge of Hotel Lumen.', is_active: true });
    await call(tokenA, 'POST', '/api/company/prompt', { useCustom: false });
    expect((await call(tokenA, 'GET', '/api/company/prompt')).json().useDefault).toBe(true);
  });

  it('does not duplicate a prompt saved twice', async () => {
    await call(tokenA, 'POST', '/api/company/prompt', { useCustom: true, prompt: 'Twice the same.' });
    await call(tokenA, 'POST', '/api/company/prompt', { useCustom: true, prompt: 'Twice the same.' });
    const history = (await call(tokenA, 'GET', '/api/company/prompts')).json().prompts as { prompt_text: string }[];
    expect(history.filter((item) => item.prompt_text === 'Twice the same.')).toHaveLength(1);
  });

  it('refuses an empty custom prompt', async () => {
    const empty = await call(tokenA, 'POST', '/api/company/prompt', { useCustom: true, prompt: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Please enter a prompt');
  });

  it('edits and deletes a previous prompt; deleting the active one returns to the default', async () => {
    await call(tokenA, 'POST', '/api/company/prompt', { useCustom: true, prompt: 'Draft one.' });
    const item = (
      (await call(tokenA, 'GET', '/api/company/prompts')).json().prompts as { id: string; prompt_text: string }[]
    ).find((prompt) => prompt.prompt_text === 'Draft one.');
    const edited = await call(tokenA, 'PUT', `/api/company/prompts/${item?.id}`, { prompt: 'Draft one, edited.' });
    expect(edited.json()).toMatchObject({ success: true, prompt: { prompt_text: 'Draft one, edited.' } });
    expect((await call(tokenA, 'GET', '/api/company/prompt')).json()).toEqual({
      useDefault: false,
      prompt: 'Draft one, edited.',
    });
    const deleted = await call(tokenA, 'DELETE', `/api/company/prompts/${item?.id}`);
    expect(deleted.json().success).toBe(true);
    expect((await call(tokenA, 'GET', '/api/company/prompt')).json()).toEqual({ useDefault: true, prompt: DEFAULT_PROMPT });
  });

  it("cannot edit or delete another company's prompt", async () => {
    await call(tokenB, 'POST', '/api/company/prompt', { useCustom: true, prompt: 'Company B secret prompt.' });
    const [item] = (await call(tokenB, 'GET', '/api/company/prompts')).json().prompts as { id: string }[];
    expect((await call(tokenA, 'PUT', `/api/company/prompts/${item?.id}`, { prompt: 'hijacked' })).statusCode).toBe(404);
    expect((await call(tokenA, 'DELETE', `/api/company/prompts/${item?.id}`)).statusCode).toBe(404);
    expect((await call(tokenB, 'GET', '/api/company/prompt')).json().prompt).toBe('Company B secret prompt.');
  });
});

describe('prompt rules', () => {
  it('seeds system and configurable rules', async () => {
    const rules = (await call(tokenA, 'GET', '/api/company/prompt-rules')).json().rules as PromptRule[];
    expect(rules.length).toBeGreaterThanOrEqual(6);
    expect(rules.some((rule) => rule.rule_category === 'system')).toBe(true);
    expect(rules.some((rule) => rule.rule_category !== 'system')).toBe(true);
  });

  it('toggles rules and edits one', async () => {
    const rules = (await call(tokenA, 'GET', '/api/company/prompt-rules')).json().rules as PromptRule[];
    const target = rules.find((rule) => rule.rule_category !== 'system');
    if (!target) throw new Error('no configurable rule');
    const toggled = await call(tokenA, 'PUT', '/api/company/prompt-rules', {
      rules: [{ id: target.id, is_enabled: !target.is_enabled }],
    });
    expect((toggled.json().rules as PromptRule[]).find((rule) => rule.id === target.id)?.is_enabled).toBe(!target.is_enabled);
    const edited = await call(tokenA, 'PUT', `/api/company/prompt-rules/${target.id}`, {
      rule_name: 'Be brief',
      rule_content: 'Two sentences at most.',
    });
    expect(edited.json().rule).toMatchObject({ rule_name: 'Be brief', rule_content: 'Two sentences at most.' });
  });

  it("refuses the whole toggle when one id is another company's", async () => {
    const own = ((await call(tokenA, 'GET', '/api/company/prompt-rules')).json().rules as PromptRule[])[0];
    const foreign = ((await call(tokenB, 'GET', '/api/company/prompt-rules')).json().rules as PromptRule[])[0];
    if (!own || !foreign) throw new Error('rules missing');
    const refused = await call(tokenA, 'PUT', '/api/company/prompt-rules', {
      rules: [
        { id: own.id, is_enabled: !own.is_enabled },
        { id: foreign.id, is_enabled: !foreign.is_enabled },
      ],
    });
    expect(refused.statusCode).toBe(404);
    const ownAfter = ((await call(tokenA, 'GET', '/api/company/prompt-rules')).json().rules as PromptRule[]).find(
      (rule) => rule.id === own.id,
    );
    expect(ownAfter?.is_enabled).toBe(own.is_enabled);
    expect(
      (await call(tokenA, 'PUT', `/api/company/prompt-rules/${foreign.id}`, { rule_name: 'x', rule_content: 'y' })).statusCode,
    ).toBe(404);
  });

  it('is refused to a user without the custom-prompt permission', async () => {
    const staff = await addStaffUser(ctx, tokenA, { name: 'Sam' });
    const refused = await call(staff.token, 'GET', '/api/company/prompt-rules');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(TEXTS.auth.forbidden);
  });
});
