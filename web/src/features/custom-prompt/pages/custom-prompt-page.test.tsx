import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PROMPT_TEMPLATES } from '@frontdesk/contracts/prompt-templates';
import { DEFAULT_PROMPT, type PromptHistoryItem, type PromptRule } from '@frontdesk/contracts/prompts';
import { TEXTS } from '@frontdesk/contracts/texts';
import { LEAVE_UNSAVED_TEXTS } from '@frontdesk/contracts/web-ui';
import { createFakeApi, type FakeResponse, type FakeRoute } from '../../../test/fake-api';
import { makeUser, renderApp, storeSession } from '../../../test/render-app';

const defaultPrompt = { useDefault: true, prompt: DEFAULT_PROMPT };

function historyItem(n: number, text = `Prompt number ${n}`): PromptHistoryItem {
  return {
    id: `p-${n}`,
    prompt_text: text,
    updated_at: `2026-01-${String(10 + n).padStart(2, '0')}T10:00:00.000Z`,
    is_active: n === 1,
  };
}

const rules: PromptRule[] = [
  {
    id: 'r-1',
    rule_name: 'Stay on topic',
    rule_content: 'Only answer about the company.',
    rule_category: 'system',
    is_enabled: true,
  },
  { id: 'r-2', rule_name: 'Be friendly', rule_content: 'x'.repeat(250), rule_category: 'tone', is_enabled: false },
];

function openPrompt(routes: Record<string, FakeRoute> = {}) {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  const api = createFakeApi({
    'GET /api/users/my-permissions': { body: { permissions: ['custom-prompt'] } },
    'GET /api/company/prompt': { body: defaultPrompt },
    'GET /api/company/prompts': { body: { prompts: [] } },
    'GET /api/company/prompt-rules': { body: { rules } },
    ...routes,
  });
  storeSession(makeUser());
  return { api, ...renderApp('/custom-prompt') };
}

const customRadio = () => screen.getByRole<HTMLInputElement>('radio', { name: /Use a custom prompt/ });
const historyCard = () => screen.getByRole('heading', { name: 'Previous Prompts' }).closest('section') as HTMLElement;
const ruleSwitch = (name: string) => screen.getByRole('switch', { name });

describe('custom prompt page: the prompt', () => {
  it('loads, then shows the explanation, the prompt in use and the default choice', async () => {
    openPrompt();
    expect(await screen.findByText('Loading your prompt...')).toBeTruthy();
    expect((await screen.findByTestId('current-prompt')).textContent).toBe(DEFAULT_PROMPT);
    expect(screen.getByText(/standing instruction your assistant follows/)).toBeTruthy();
    expect(screen.getByRole<HTMLInputElement>('radio', { name: /Use the default prompt/ }).checked).toBe(true);
    expect(screen.queryByLabelText('Custom prompt')).toBeNull();
  });

  it('shows the load failure text', async () => {
    openPrompt({ 'GET /api/company/prompt': { status: 500 } });
    expect(await screen.findByText(TEXTS.prompt.loadFailed)).toBeTruthy();
  });

  it('starts on the custom text when a custom prompt is in use', async () => {
    openPrompt({ 'GET /api/company/prompt': { body: { useDefault: false, prompt: 'Be brief.' } } });
    expect((await screen.findByLabelText<HTMLTextAreaElement>('Custom prompt')).value).toBe('Be brief.');
    expect(customRadio().checked).toBe(true);
  });

  it('saves a custom prompt and hides the success banner after 3 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { api, user } = openPrompt({ 'POST /api/company/prompt': { body: { success: true, message: TEXTS.prompt.saved } } });
    await screen.findByTestId('current-prompt');
    await user.click(customRadio());
    const text = screen.getByPlaceholderText(TEXTS.prompt.placeholder);
    await user.type(text, 'Answer in French.');
    await user.click(screen.getByRole('button', { name: 'Save Prompt' }));

    expect(await screen.findByText(TEXTS.prompt.saved)).toBeTruthy();
    expect(api.find('POST', '/api/company/prompt')[0]?.body).toEqual({ useCustom: true, prompt: 'Answer in French.' });
    act(() => vi.advanceTimersByTime(3000));
    await waitFor(() => expect(screen.queryByText(TEXTS.prompt.saved)).toBeNull());
  });

  it('saves the default choice without a text', async () => {
    const { api, user } = openPrompt({
      'GET /api/company/prompt': { body: { useDefault: false, prompt: 'Be brief.' } },
      'POST /api/company/prompt': { body: { success: true, message: TEXTS.prompt.saved } },
    });
    await user.click(await screen.findByRole('radio', { name: /Use the default prompt/ }));
    await user.click(screen.getByRole('button', { name: 'Save Prompt' }));
    expect(await screen.findByText(TEXTS.prompt.saved)).toBeTruthy();
    expect(api.find('POST', '/api/company/prompt')[0]?.body).toEqual({ useCustom: false });
  });

  it('asks before leaving with an unsaved prompt, and stays or leaves as told', async () => {
    const { user, router } = openPrompt({ 'GET /api/company/prompt': { body: { useDefault: false, prompt: 'Be brief.' } } });
    const text = await screen.findByLabelText('Custom prompt');
    await act(() => router.navigate('/profile'));
    expect(router.state.location.pathname).toBe('/profile');
    await act(() => router.navigate('/custom-prompt'));

    await user.type(await screen.findByLabelText('Custom prompt'), ' And warm.');
    expect(text.isConnected).toBe(false);
    await act(() => router.navigate('/profile'));
    const dialog = await screen.findByRole('dialog', { name: LEAVE_UNSAVED_TEXTS.title });
    expect(within(dialog).getByText(LEAVE_UNSAVED_TEXTS.body)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: LEAVE_UNSAVED_TEXTS.stay }));
    expect(router.state.location.pathname).toBe('/custom-prompt');
    expect(screen.getByLabelText<HTMLTextAreaElement>('Custom prompt').value).toBe('Be brief. And warm.');

    await act(() => router.navigate('/profile'));
    await user.click(await screen.findByRole('button', { name: LEAVE_UNSAVED_TEXTS.leave }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
  });

  it('does not send an empty custom prompt', async () => {
    const { api, user } = openPrompt();
    await screen.findByTestId('current-prompt');
    await user.click(customRadio());
    await user.click(screen.getByRole('button', { name: 'Save Prompt' }));
    expect(await screen.findByText('Please enter a prompt')).toBeTruthy();
    expect(api.find('POST', '/api/company/prompt')).toEqual([]);
  });

  it('shows the save failure text', async () => {
    const { user } = openPrompt({ 'POST /api/company/prompt': { status: 500 } });
    await screen.findByTestId('current-prompt');
    await user.click(customRadio());
    await user.type(screen.getByLabelText('Custom prompt'), 'Answer in French.');
    await user.click(screen.getByRole('button', { name: 'Save Prompt' }));
    expect((await screen.findByRole('alert')).textContent).toBe(TEXTS.prompt.saveFailed);
  });

  it('treats success: false as a failed save', async () => {
    const { user } = openPrompt({ 'POST /api/company/prompt': { body: { success: false, message: 'Nope' } } });
    await user.click(await screen.findByRole('radio', { name: /Use a custom prompt/ }));
    await user.type(screen.getByLabelText('Custom prompt'), 'Answer in French.');
    await user.click(screen.getByRole('button', { name: 'Save Prompt' }));
    expect((await screen.findByRole('alert')).textContent).toBe(TEXTS.prompt.saveFailed);
  });
});

describe('custom prompt page: previous prompts', () => {
  it('is not shown with a single previous prompt', async () => {
    openPrompt({ 'GET /api/company/prompts': { body: { prompts: [historyItem(1)] } } });
    await screen.findByTestId('current-prompt');
    await screen.findByRole('heading', { name: 'Prompt Rules Configuration' });
    expect(screen.queryByRole('heading', { name: 'Previous Prompts' })).toBeNull();
  });

  it('shows at most five, each cut at 100 characters', async () => {
    const long = `${'a'.repeat(100)}TAIL`;
    const prompts = [historyItem(1, long), ...[2, 3, 4, 5, 6, 7].map((n) => historyItem(n))];
    openPrompt({ 'GET /api/company/prompts': { body: { prompts } } });
    const card = (await screen.findByRole('heading', { name: 'Previous Prompts' })).closest('section') as HTMLElement;
    expect(within(card).getAllByRole('listitem')).toHaveLength(5);
    expect(within(card).getByText(`${'a'.repeat(100)}…`)).toBeTruthy();
    expect(within(card).queryByText(/TAIL/)).toBeNull();
    expect(within(card).getByText('Prompt number 5')).toBeTruthy();
    expect(within(card).queryByText('Prompt number 6')).toBeNull();
  });

  it('loads a chosen prompt into the custom text, unsaved', async () => {
    const long = `${'b'.repeat(120)}`;
    const { api, user } = openPrompt({
      'GET /api/company/prompts': { body: { prompts: [historyItem(1, long), historyItem(2)] } },
    });
    await screen.findByRole('heading', { name: 'Previous Prompts' });
    await user.click(within(historyCard()).getByRole('button', { name: new RegExp(`^${'b'.repeat(100)}…`) }));
    expect(customRadio().checked).toBe(true);
    expect(screen.getByLabelText<HTMLTextAreaElement>('Custom prompt').value).toBe(long);
    expect(screen.getByText('Unsaved changes')).toBeTruthy();
    expect(api.find('POST', '/api/company/prompt')).toEqual([]);
  });

  it('edits a previous prompt inline', async () => {
    let prompts = [historyItem(1), historyItem(2)];
    const { api, user } = openPrompt({
      'GET /api/company/prompts': () => ({ body: { prompts } }),
      'PUT /api/company/prompts/p-2': ({ body }) => {
        const edited = { ...historyItem(2), prompt_text: (body as { prompt: string }).prompt };
        prompts = [prompts[0] as PromptHistoryItem, edited];
        return { body: { success: true, message: TEXTS.prompt.updated, prompt: edited } };
      },
    });
    await screen.findByRole('heading', { name: 'Previous Prompts' });
    const second = within(historyCard()).getAllByRole('listitem')[1] as HTMLElement;
    await user.click(within(second).getByRole('button', { name: /^Edit prompt saved / }));
    const editor = screen.getByLabelText('Prompt text');
    await user.clear(editor);
    await user.type(editor, 'Edited text');
    await user.click(within(historyCard()).getByRole('button', { name: 'Save' }));

    expect(await within(historyCard()).findByText('Edited text')).toBeTruthy();
    expect(api.find('PUT', '/api/company/prompts/p-2')[0]?.body).toEqual({ prompt: 'Edited text' });
    expect(screen.queryByLabelText('Prompt text')).toBeNull();
  });

  it('edits the prompt in use, and the custom prompt box takes the new text, so Save Prompt keeps it', async () => {
    let current = { useDefault: false, prompt: 'Prompt number 1' };
    let prompts = [historyItem(1), historyItem(2)];
    const { user } = openPrompt({
      'GET /api/company/prompt': () => ({ body: current }),
      'GET /api/company/prompts': () => ({ body: { prompts } }),
      'PUT /api/company/prompts/p-1': ({ body }) => {
        const edited = { ...historyItem(1), prompt_text: (body as { prompt: string }).prompt };
        prompts = [edited, prompts[1] as PromptHistoryItem];
        current = { useDefault: false, prompt: edited.prompt_text };
        return { body: { success: true, message: TEXTS.prompt.updated, prompt: edited } };
      },
    });
    expect((await screen.findByLabelText<HTMLTextAreaElement>('Custom prompt')).value).toBe('Prompt number 1');
    await screen.findByRole('heading', { name: 'Previous Prompts' });
    const inUse = within(historyCard()).getAllByRole('listitem')[0] as HTMLElement;
    await user.click(within(inUse).getByRole('button', { name: /^Edit prompt saved / }));
    const editor = screen.getByLabelText('Prompt text');
    await user.clear(editor);
    await user.type(editor, 'Greet every visitor by name.');
    await user.click(within(historyCard()).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.getByTestId('current-prompt').textContent).toBe('Greet every visitor by name.'));
    expect(screen.getByLabelText<HTMLTextAreaElement>('Custom prompt').value).toBe('Greet every visitor by name.');
    expect(screen.queryByText('Unsaved changes')).toBeNull();
  });

  it('takes the keyboard into the edit and, on Escape, back to the Edit button', async () => {
    const { api, user } = openPrompt({ 'GET /api/company/prompts': { body: { prompts: [historyItem(1), historyItem(2)] } } });
    await screen.findByRole('heading', { name: 'Previous Prompts' });
    const edit = within(historyCard()).getAllByRole('button', { name: /^Edit prompt saved / })[1] as HTMLElement;
    edit.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Prompt text')));
    await user.keyboard(' more{Escape}');
    expect(screen.queryByLabelText('Prompt text')).toBeNull();
    await waitFor(() =>
      expect(document.activeElement).toBe(within(historyCard()).getAllByRole('button', { name: /^Edit prompt saved / })[1]),
    );
    expect(api.requests.filter((r) => r.method === 'PUT')).toEqual([]);

    await user.click(await screen.findByRole('button', { name: 'Edit Be friendly' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Rule content')));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Edit Be friendly' })));
  });

  it('cancels an edit without calling the server', async () => {
    const { api, user } = openPrompt({ 'GET /api/company/prompts': { body: { prompts: [historyItem(1), historyItem(2)] } } });
    await screen.findByRole('heading', { name: 'Previous Prompts' });
    await user.click(within(historyCard()).getAllByRole('button', { name: /^Edit prompt saved / })[0] as HTMLElement);
    await user.type(screen.getByLabelText('Prompt text'), ' more');
    await user.click(within(historyCard()).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByLabelText('Prompt text')).toBeNull();
    expect(within(historyCard()).getByText('Prompt number 1')).toBeTruthy();
    expect(api.requests.filter((r) => r.method === 'PUT')).toEqual([]);
  });

  it.each<[string, FakeResponse, string]>([
    [
      'an error answer',
      { status: 404, body: { message: TEXTS.prompt.notFound, code: 'NOT_FOUND' } },
      `${TEXTS.prompt.updateFailedPrefix}${TEXTS.prompt.notFound}`,
    ],
    ['success: false', { body: { success: false, message: 'x', prompt: historyItem(2) } }, TEXTS.prompt.updateFailedNoSuccess],
  ])('says why an edit failed (%s)', async (_case, answer, text) => {
    const { user } = openPrompt({
      'GET /api/company/prompts': { body: { prompts: [historyItem(1), historyItem(2)] } },
      'PUT /api/company/prompts/p-1': answer,
    });
    await screen.findByRole('heading', { name: 'Previous Prompts' });
    await user.click(within(historyCard()).getAllByRole('button', { name: /^Edit prompt saved / })[0] as HTMLElement);
    await user.click(within(historyCard()).getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe(text);
    expect(screen.getByLabelText('Prompt text')).toBeTruthy();
  });

  it('deletes a previous prompt after confirmation', async () => {
    let prompts = [historyItem(1), historyItem(2), historyItem(3)];
    const { api, user } = openPrompt({
      'GET /api/company/prompts': () => ({ body: { prompts } }),
      'DELETE /api/company/prompts/p-3': () => {
        prompts = prompts.slice(0, 2);
        return { body: { success: true, message: TEXTS.prompt.deleted } };
      },
    });
    await screen.findByRole('heading', { name: 'Previous Prompts' });
    await user.click(within(historyCard()).getAllByRole('button', { name: /^Delete prompt saved / })[2] as HTMLElement);
    const dialog = screen.getByRole('dialog', { name: 'Delete prompt' });
    expect(within(dialog).getByText(TEXTS.prompt.confirmDelete)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(within(historyCard()).queryByText('Prompt number 3')).toBeNull());
    expect(api.find('DELETE', '/api/company/prompts/p-3')).toHaveLength(1);
  });

  it('shows the delete failure text', async () => {
    const { user } = openPrompt({
      'GET /api/company/prompts': { body: { prompts: [historyItem(1), historyItem(2)] } },
      'DELETE /api/company/prompts/p-1': { status: 500 },
    });
    await screen.findByRole('heading', { name: 'Previous Prompts' });
    await user.click(within(historyCard()).getAllByRole('button', { name: /^Delete prompt saved / })[0] as HTMLElement);
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect((await screen.findByRole('alert')).textContent).toBe(TEXTS.prompt.deleteFailed);
    expect(within(historyCard()).getByText('Prompt number 1')).toBeTruthy();
  });
});

describe('custom prompt page: rules and templates', () => {
  it('groups the rules by category, marks system rules and cuts content at 200 characters', async () => {
    openPrompt();
    const system = await screen.findByRole('region', { name: 'System' });
    expect(within(system).getByText('Stay on topic')).toBeTruthy();
    expect(within(system).getByText('Not recommended to change')).toBeTruthy();
    const tone = screen.getByRole('region', { name: 'Tone' });
    expect(within(tone).getByText(`${'x'.repeat(200)}…`)).toBeTruthy();
    expect(within(tone).queryByText('Not recommended to change')).toBeNull();
    expect(ruleSwitch('Stay on topic').getAttribute('aria-checked')).toBe('true');
    expect(ruleSwitch('Be friendly').getAttribute('aria-checked')).toBe('false');
  });

  it('switches a rule at once and saves it', async () => {
    const { api, user } = openPrompt({
      'PUT /api/company/prompt-rules': { body: { success: true, rules: [{ ...rules[1], is_enabled: true }] } },
    });
    await user.click(await screen.findByRole('switch', { name: 'Be friendly' }));
    expect(ruleSwitch('Be friendly').getAttribute('aria-checked')).toBe('true');
    expect(api.find('PUT', '/api/company/prompt-rules')[0]?.body).toEqual({ rules: [{ id: 'r-2', is_enabled: true }] });
    await waitFor(() => expect(ruleSwitch('Be friendly').getAttribute('aria-checked')).toBe('true'));
    expect(screen.queryByText(TEXTS.prompt.ruleUpdateFailed)).toBeNull();
  });

  it('rolls a refused switch back and reloads the rules from the server', async () => {
    let answer: (response: FakeResponse) => void = () => undefined;
    const { api, user } = openPrompt({
      'PUT /api/company/prompt-rules': () => new Promise<FakeResponse>((resolve) => (answer = resolve)),
    });
    await user.click(await screen.findByRole('switch', { name: 'Stay on topic' }));
    // Optimistic: off before the server has answered.
    expect(ruleSwitch('Stay on topic').getAttribute('aria-checked')).toBe('false');
    const loadsBefore = api.find('GET', '/api/company/prompt-rules').length;

    answer({ status: 500 });
    expect(await screen.findByText(TEXTS.prompt.ruleUpdateFailed)).toBeTruthy();
    expect(ruleSwitch('Stay on topic').getAttribute('aria-checked')).toBe('true');
    await waitFor(() => expect(api.find('GET', '/api/company/prompt-rules').length).toBeGreaterThan(loadsBefore));
  });

  it('edits a rule inline', async () => {
    const { api, user } = openPrompt({
      'PUT /api/company/prompt-rules/r-2': ({ body }) => ({
        body: { success: true, rule: { ...rules[1], ...(body as object) } },
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Edit Be friendly' }));
    const name = screen.getByLabelText('Rule name');
    await user.clear(name);
    await user.type(name, 'Be warm');
    await user.clear(screen.getByLabelText('Rule content'));
    await user.type(screen.getByLabelText('Rule content'), 'Smile in words.');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('switch', { name: 'Be warm' })).toBeTruthy();
    expect(screen.getByText('Smile in words.')).toBeTruthy();
    expect(api.find('PUT', '/api/company/prompt-rules/r-2')[0]?.body).toEqual({
      rule_name: 'Be warm',
      rule_content: 'Smile in words.',
    });
  });

  it('shows the rule edit failure text', async () => {
    const { user } = openPrompt({ 'PUT /api/company/prompt-rules/r-1': { status: 500 } });
    await user.click(await screen.findByRole('button', { name: 'Edit Stay on topic' }));
    expect(screen.getByText('This is a system rule. Changing it is not recommended.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe(TEXTS.prompt.ruleEditFailed);
  });

  it('fills the custom text from an industry template without saving', async () => {
    const template = PROMPT_TEMPLATES[0];
    if (!template) throw new Error('no templates');
    const { api, user } = openPrompt();
    await screen.findByTestId('current-prompt');
    await user.click(screen.getByRole('button', { name: `Use template: ${template.title}` }));
    expect(customRadio().checked).toBe(true);
    const text = screen.getByLabelText<HTMLTextAreaElement>('Custom prompt');
    expect(text.value).toBe(template.prompt);
    expect(document.activeElement).toBe(text);
    expect(api.find('POST', '/api/company/prompt')).toEqual([]);
  });
});

describe('custom prompt page: a template over text of your own', () => {
  const [template, other] = PROMPT_TEMPLATES;

  it('asks before replacing typed text, and keeps the text when told to', async () => {
    if (!template) throw new Error('no templates');
    const { user } = openPrompt();
    await screen.findByTestId('current-prompt');
    await user.click(customRadio());
    const text = screen.getByLabelText<HTMLTextAreaElement>('Custom prompt');
    await user.type(text, 'Always greet visitors in Welsh.');

    await user.click(screen.getByRole('button', { name: `Use template: ${template.title}` }));
    const dialog = screen.getByRole('dialog', { name: 'Replace your custom prompt?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep my text' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(text.value).toBe('Always greet visitors in Welsh.');

    await user.click(screen.getByRole('button', { name: `Use template: ${template.title}` }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Replace with template' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    const replaced = screen.getByLabelText<HTMLTextAreaElement>('Custom prompt');
    expect(replaced.value).toBe(template.prompt);
    expect(document.activeElement).toBe(replaced);
  });

  it("does not ask when the box is empty or holds a template's unchanged text", async () => {
    if (!template || !other) throw new Error('two templates needed');
    const { user } = openPrompt();
    await screen.findByTestId('current-prompt');
    await user.click(screen.getByRole('button', { name: `Use template: ${template.title}` }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: `Use template: ${other.title}` }));
    expect(screen.queryByRole('dialog')).toBeNull();
    const text = screen.getByLabelText<HTMLTextAreaElement>('Custom prompt');
    expect(text.value).toBe(other.prompt);
    // Changed by hand, it is text of one's own again.
    await user.type(text, ' Keep answers short.');
    await user.click(screen.getByRole('button', { name: `Use template: ${template.title}` }));
    expect(screen.getByRole('dialog', { name: 'Replace your custom prompt?' })).toBeTruthy();
  });
});

describe('custom prompt page on a phone', () => {
  it('starts with the rules and the templates folded, each opened by its heading', async () => {
    Object.defineProperty(window, 'matchMedia', {
      configurable: true,
      value: (query: string) => ({ matches: false, media: query }) as MediaQueryList,
    });
    try {
      const { user } = openPrompt();
      const rulesHeading = await screen.findByRole('button', { name: 'Prompt Rules Configuration' });
      expect(rulesHeading.getAttribute('aria-expanded')).toBe('false');
      expect(screen.queryByRole('switch', { name: 'Stay on topic' })).toBeNull();
      await user.click(rulesHeading);
      expect(rulesHeading.getAttribute('aria-expanded')).toBe('true');
      expect(ruleSwitch('Stay on topic')).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Industry Templates' }).getAttribute('aria-expanded')).toBe('false');
    } finally {
      Reflect.deleteProperty(window, 'matchMedia');
    }
  });
});

describe('custom prompt page: what answers without a key', () => {
  const settings = {
    api_key: '',
    has_api_key: false,
    uses_platform_key: false,
    model: 'gpt-3.5-turbo',
    max_tokens: 500,
    temperature: 0.7,
    last_error: null,
  };

  it('says the built-in assistant answers, without the prompt and rules, when no AI key is available', async () => {
    openPrompt({ 'GET /api/admin/openai-settings': { body: settings } });
    expect(await screen.findByText(TEXTS.prompt.builtinApplies)).toBeTruthy();
  });

  it('does not ask for the AI settings for a member who may not open them', async () => {
    const api = createFakeApi({
      'GET /api/users/my-permissions': { body: { permissions: ['custom-prompt'] } },
      'GET /api/company/prompt': { body: defaultPrompt },
      'GET /api/company/prompts': { body: { prompts: [] } },
      'GET /api/company/prompt-rules': { body: { rules } },
    });
    storeSession(makeUser({ role: 'user', permissions: ['custom-prompt'] }));
    renderApp('/custom-prompt');
    expect(await screen.findByRole('heading', { name: 'Prompt Rules Configuration' })).toBeTruthy();
    expect(api.find('GET', '/api/admin/openai-settings')).toEqual([]);
  });

  it('says nothing of the sort when a key is stored or the platform provides one', async () => {
    openPrompt({ 'GET /api/admin/openai-settings': { body: { ...settings, uses_platform_key: true } } });
    expect(await screen.findByRole('heading', { name: 'Prompt Rules Configuration' })).toBeTruthy();
    expect(screen.queryByText(TEXTS.prompt.builtinApplies)).toBeNull();
  });
});
