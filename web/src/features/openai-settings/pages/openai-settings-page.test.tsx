import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { API_KEY_PLACEHOLDER, OPENAI_SETTINGS_TEXTS, type OpenaiSettings } from '@frontdesk/contracts/ai-settings';
import { TEXTS } from '@frontdesk/contracts/texts';
import { createFakeApi, type FakeRoute } from '../../../test/fake-api';
import { makeUser, renderApp, storeSession } from '../../../test/render-app';

const NEW_KEY = 'sk-test-0123456789abcdefghij';

const noKey: OpenaiSettings = {
  api_key: '',
  has_api_key: false,
  uses_platform_key: false,
  model: 'gpt-3.5-turbo',
  max_tokens: 500,
  temperature: 0.7,
  last_error: null,
};
const storedKey: OpenaiSettings = { ...noKey, api_key: API_KEY_PLACEHOLDER, has_api_key: true, model: 'gpt-4', max_tokens: 800 };

function openSettings(settings: OpenaiSettings | null, routes: Record<string, FakeRoute> = {}) {
  const api = createFakeApi({
    'GET /api/users/my-permissions': { body: { permissions: ['admin'] } },
    'GET /api/admin/openai-settings': settings ? { body: settings } : { status: 500 },
    ...routes,
  });
  storeSession(makeUser());
  return { api, ...renderApp('/openai-settings') };
}

const saveButton = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Save Settings' });
const testButton = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Test Connection' });
const keyField = () => screen.getByLabelText<HTMLInputElement>(/API key$/, { selector: 'input' });

describe('OpenAI settings page', () => {
  it('loads, then shows the settings, the setup steps and the security notice', async () => {
    openSettings(storedKey);
    expect(await screen.findByText('Loading OpenAI settings...')).toBeTruthy();
    expect((await screen.findByLabelText<HTMLSelectElement>('Model')).value).toBe('gpt-4');
    expect(screen.getByLabelText<HTMLInputElement>('Max tokens').value).toBe('800');
    expect(screen.getByLabelText<HTMLInputElement>('Temperature').value).toBe('0.7');
    expect(screen.getByRole('option', { name: 'gpt-3.5-turbo (recommended)' })).toBeTruthy();
    expect(screen.getByText('API key configured')).toBeTruthy();
    expect(keyField().value).toBe('');
    expect(keyField().type).toBe('password');
    expect(screen.getByRole('heading', { name: 'Setup steps' })).toBeTruthy();
    expect(screen.getByText('Your key is encrypted with AES-256 and never shown again.')).toBeTruthy();
  });

  it('shows a load failure', async () => {
    openSettings(null);
    expect(await screen.findByText('Server error. Please try again later.')).toBeTruthy();
  });

  it('masks the key and reveals it on request', async () => {
    const { user } = openSettings(noKey);
    await user.type(await screen.findByLabelText('OpenAI API key'), NEW_KEY);
    await user.click(screen.getByRole('button', { name: 'Show API key' }));
    expect(keyField().type).toBe('text');
    await user.click(screen.getByRole('button', { name: 'Hide API key' }));
    expect(keyField().type).toBe('password');
  });

  it('without any key: Save and Test are disabled, with the prompt as information (a key is optional) and the built-in assistant explained', async () => {
    const { user } = openSettings(noKey);
    await screen.findByLabelText('OpenAI API key');
    expect(saveButton().disabled).toBe(true);
    expect(testButton().disabled).toBe(true);
    // Issue 16 overrides the spec's red: nothing is wrong on a first visit, the built-in assistant answers.
    expect(screen.getByText(TEXTS.openai.enterKey).closest('[role="status"]')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText(/the built-in assistant answers your visitors from your/)).toBeTruthy();

    await user.type(keyField(), 'not-a-key');
    expect(saveButton().disabled).toBe(false);
    expect(testButton().disabled).toBe(true);
    expect(screen.queryByText(TEXTS.openai.enterKey)).toBeNull();

    await user.clear(keyField());
    await user.type(keyField(), NEW_KEY);
    expect(testButton().disabled).toBe(false);
  });

  it('tests a newly typed key and shows the server message in a green badge', async () => {
    const { api, user } = openSettings(noKey, {
      'POST /api/admin/test-openai': { body: { message: TEXTS.openai.connectionOk } },
    });
    await user.type(await screen.findByLabelText('OpenAI API key'), NEW_KEY);
    await user.click(testButton());
    const badge = await screen.findByText(TEXTS.openai.connectionOk);
    expect(badge.className).toContain('bg-green-100');
    expect(api.find('POST', '/api/admin/test-openai')[0]?.body).toEqual({ api_key: NEW_KEY, model: 'gpt-3.5-turbo' });
  });

  it("shows the server's error field in a red badge when the test fails", async () => {
    const { user } = openSettings(noKey, {
      'POST /api/admin/test-openai': {
        status: 502,
        body: { message: 'Provider said no', code: 'AI_PROVIDER_FAILED', error: TEXTS.openai.invalidKey },
      },
    });
    await user.type(await screen.findByLabelText('OpenAI API key'), NEW_KEY);
    await user.click(testButton());
    const badge = await screen.findByText(TEXTS.openai.invalidKey);
    expect(badge.className).toContain('bg-red-100');
  });

  it("falls back to 'Connection failed' when the failure says nothing", async () => {
    const { user } = openSettings(storedKey, { 'POST /api/admin/test-openai': { status: 500 } });
    await user.type(await screen.findByLabelText('Replace API key'), NEW_KEY);
    await user.click(testButton());
    expect((await screen.findByText(TEXTS.openai.connectionFailed)).className).toContain('bg-red-100');
  });

  it("tests only a key being changed, one that begins with 'sk-'", async () => {
    const { user } = openSettings(storedKey);
    await screen.findByText('API key configured');
    expect(testButton().disabled).toBe(true);
    await user.type(screen.getByLabelText('Replace API key'), 'not-a-key');
    expect(testButton().disabled).toBe(true);
    await user.clear(screen.getByLabelText('Replace API key'));
    await user.type(screen.getByLabelText('Replace API key'), NEW_KEY);
    expect(testButton().disabled).toBe(false);
  });

  it('saves a new key with the model settings, then reloads the form with the key configured', async () => {
    const { api, user } = openSettings(noKey, {
      'POST /api/admin/openai-settings': ({ body }) => ({
        body: { message: TEXTS.openai.saved, settings: { ...storedKey, ...(body as object), api_key: API_KEY_PLACEHOLDER } },
      }),
    });
    await user.type(await screen.findByLabelText('OpenAI API key'), NEW_KEY);
    await user.selectOptions(screen.getByLabelText('Model'), 'gpt-4-turbo-preview');
    const maxTokens = screen.getByLabelText('Max tokens');
    await user.clear(maxTokens);
    await user.type(maxTokens, '1200');
    await user.click(saveButton());

    expect(await screen.findByText(TEXTS.openai.saved)).toBeTruthy();
    expect(api.find('POST', '/api/admin/openai-settings')[0]?.body).toEqual({
      model: 'gpt-4-turbo-preview',
      max_tokens: 1200,
      temperature: 0.7,
      api_key: NEW_KEY,
    });
    expect(screen.getByText('API key configured')).toBeTruthy();
    expect(keyField().value).toBe('');
    expect(screen.getByLabelText<HTMLSelectElement>('Model').value).toBe('gpt-4-turbo-preview');
  });

  it('warns before saving a key that failed its test, and saves it only when told to', async () => {
    const { api, user } = openSettings(noKey, {
      'POST /api/admin/openai-settings': ({ body }) =>
        (body as { save_untested?: boolean }).save_untested
          ? { body: { message: TEXTS.openai.saved, settings: { ...storedKey, model: 'gpt-3.5-turbo', max_tokens: 500 } } }
          : { status: 409, body: { message: TEXTS.openai.invalidKey, code: 'KEY_UNTESTED' } },
    });
    await user.type(await screen.findByLabelText('OpenAI API key'), NEW_KEY);
    await user.click(saveButton());
    const dialog = await screen.findByRole('dialog', { name: 'Save a key that failed its test?' });
    expect(
      within(dialog).getByText(/This key failed Test Connection: The API key was refused by the provider\. Save it anyway\?/),
    ).toBeTruthy();
    expect(screen.queryByText('API key configured')).toBeNull();

    await user.click(within(dialog).getByRole('button', { name: OPENAI_SETTINGS_TEXTS.saveAnyway }));
    expect(await screen.findByText(TEXTS.openai.saved)).toBeTruthy();
    expect(api.find('POST', '/api/admin/openai-settings').map((request) => request.body)).toEqual([
      { model: 'gpt-3.5-turbo', max_tokens: 500, temperature: 0.7, api_key: NEW_KEY },
      { model: 'gpt-3.5-turbo', max_tokens: 500, temperature: 0.7, api_key: NEW_KEY, save_untested: true },
    ]);
    expect(screen.getByText('API key configured')).toBeTruthy();
  });

  it('says when the model last failed, and that the built-in responder answered meanwhile', async () => {
    openSettings({ ...storedKey, last_error: { outcome: 'timeout', at: '2026-11-24T15:04:00.000Z' } });
    const alert = await screen.findByText(/The model's last failure: the model did not answer in time \(/);
    expect(alert.textContent).toMatch(/The built-in responder answered visitors meanwhile\.$/);
  });

  it('keeps the stored key when the field is left empty', async () => {
    const { api, user } = openSettings(storedKey, {
      'POST /api/admin/openai-settings': { body: { message: TEXTS.openai.saved, settings: storedKey } },
    });
    await screen.findByText('API key configured');
    await user.click(saveButton());
    await screen.findByText(TEXTS.openai.saved);
    expect(api.find('POST', '/api/admin/openai-settings')[0]?.body).toEqual({
      model: 'gpt-4',
      max_tokens: 800,
      temperature: 0.7,
    });
  });

  it('refuses max tokens out of bounds before calling the server', async () => {
    const { api, user } = openSettings(storedKey);
    const maxTokens = await screen.findByLabelText('Max tokens');
    await user.clear(maxTokens);
    await user.type(maxTokens, '50');
    await user.click(saveButton());
    expect(await screen.findByText('Max tokens must be between 100 and 2000')).toBeTruthy();
    expect(api.find('POST', '/api/admin/openai-settings')).toEqual([]);
  });

  it.each([
    [
      'the server error field',
      { status: 400, body: { message: 'Bad', code: 'VALIDATION_FAILED', error: 'The key was refused' } },
      'The key was refused',
    ],
    ['the spec text', { status: 500 }, TEXTS.openai.saveFailed],
  ])('shows %s when saving fails', async (_case, answer, text) => {
    const { user } = openSettings(storedKey, { 'POST /api/admin/openai-settings': answer });
    await screen.findByText('API key configured');
    await user.click(saveButton());
    expect((await screen.findByRole('alert')).textContent).toBe(text);
  });

  it('allows saving model settings on the platform key, and says who answers', async () => {
    const { api, user } = openSettings(
      { ...noKey, uses_platform_key: true },
      {
        'POST /api/admin/openai-settings': {
          body: { message: TEXTS.openai.saved, settings: { ...noKey, uses_platform_key: true } },
        },
      },
    );
    await screen.findByLabelText('OpenAI API key');
    expect(screen.getByText(/uses the AI service provided by the platform/)).toBeTruthy();
    expect(screen.queryByText(TEXTS.openai.enterKey)).toBeNull();
    expect(saveButton().disabled).toBe(false);
    // The platform's key is not the company's to test.
    expect(testButton().disabled).toBe(true);
    await user.click(saveButton());
    expect(await screen.findByText(TEXTS.openai.saved)).toBeTruthy();
    expect(api.find('POST', '/api/admin/openai-settings')[0]?.body).not.toHaveProperty('api_key');
  });

  it('removes the stored key after confirmation', async () => {
    const { api, user } = openSettings(storedKey, {
      'DELETE /api/admin/openai-settings/api-key': {
        body: { message: TEXTS.openai.keyRemoved, settings: { ...noKey, model: 'gpt-4' } },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Remove key' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove API key' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove key' }));
    expect(await screen.findByText(TEXTS.openai.keyRemoved)).toBeTruthy();
    expect(api.find('DELETE', '/api/admin/openai-settings/api-key')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByText('API key configured')).toBeNull());
    expect(saveButton().disabled).toBe(true);
    expect(screen.getByText(TEXTS.openai.enterKey)).toBeTruthy();
  });
});
