import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TERMS_TEXTS } from '@frontdesk/contracts/auth';
import { TEXTS } from '@frontdesk/contracts/texts';
import { LEAVE_UNSAVED_TEXTS } from '@frontdesk/contracts/web-ui';
import { createFakeApi, type FakeRoute } from '../../../test/fake-api';
import { makeUser, renderApp, storeSession } from '../../../test/render-app';

const operator = makeUser({ isSuperAdmin: true, role: 'super_admin', companyId: null, companySlug: null });

function openTerms(routes: Record<string, FakeRoute>, user = operator) {
  const api = createFakeApi({ 'GET /api/users/my-permissions': { body: { permissions: [] } }, ...routes });
  storeSession(user);
  return { api, ...renderApp('/terms-management') };
}

describe('terms management', () => {
  it('edits and saves the terms; Save is disabled while blank; Reset brings the saved text back', async () => {
    let saved = '1. Be kind.';
    const { user, api } = openTerms({
      'GET /api/auth/terms': () => ({ body: { content: saved } }),
      'PUT /api/auth/terms': (request) => {
        saved = (request.body as { content: string }).content;
        return { body: { message: TERMS_TEXTS.updated, content: saved } };
      },
    });
    const area = (await screen.findByLabelText('Terms and conditions')) as HTMLTextAreaElement;
    expect(area.value).toBe('1. Be kind.');
    await user.clear(area);
    expect((screen.getByRole('button', { name: 'Save Terms' }) as HTMLButtonElement).disabled).toBe(true);
    await user.type(area, 'Draft');
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(area.value).toBe('1. Be kind.');
    await user.type(area, ' 2. Be quick.');
    await user.click(screen.getByRole('button', { name: 'Save Terms' }));
    expect(await screen.findByText(TERMS_TEXTS.updated)).toBeTruthy();
    expect(api.find('PUT', '/api/auth/terms')[0]?.body).toEqual({ content: '1. Be kind. 2. Be quick.' });
    await waitFor(() =>
      expect((screen.getByLabelText('Terms and conditions') as HTMLTextAreaElement).value).toBe('1. Be kind. 2. Be quick.'),
    );
  });

  it('asks before leaving with edits not saved, and lets a saved page go', async () => {
    const { user, router } = openTerms({
      'GET /api/auth/terms': { body: { content: '1. Be kind.' } },
      'PUT /api/auth/terms': (request) => ({
        body: { message: TERMS_TEXTS.updated, content: (request.body as { content: string }).content },
      }),
    });
    await user.type(await screen.findByLabelText('Terms and conditions'), ' 2. Be quick.');
    await act(() => router.navigate('/messages'));
    const dialog = await screen.findByRole('dialog', { name: LEAVE_UNSAVED_TEXTS.title });
    await user.click(within(dialog).getByRole('button', { name: LEAVE_UNSAVED_TEXTS.stay }));
    expect(router.state.location.pathname).toBe('/terms-management');

    await user.click(screen.getByRole('button', { name: 'Save Terms' }));
    expect(await screen.findByText(TERMS_TEXTS.updated)).toBeTruthy();
    await act(() => router.navigate('/messages'));
    expect(router.state.location.pathname).toBe('/messages');
  });

  it('starts from a blank page when no terms exist yet', async () => {
    openTerms({ 'GET /api/auth/terms': { status: 404, body: { message: TEXTS.auth.termsNotFound, code: 'NOT_FOUND' } } });
    expect(((await screen.findByLabelText('Terms and conditions')) as HTMLTextAreaElement).value).toBe('');
  });

  it('says when saving fails', async () => {
    const { user } = openTerms({ 'GET /api/auth/terms': { body: { content: 'Old' } }, 'PUT /api/auth/terms': { status: 500 } });
    await user.type(await screen.findByLabelText('Terms and conditions'), '!');
    await user.click(screen.getByRole('button', { name: 'Save Terms' }));
    expect(await screen.findByText(TERMS_TEXTS.updateFailed)).toBeTruthy();
  });

  it('says when the terms cannot be loaded', async () => {
    openTerms({ 'GET /api/auth/terms': { status: 500 } });
    expect(await screen.findByText(TERMS_TEXTS.loadFailed)).toBeTruthy();
  });

  it('is refused to a company admin', async () => {
    openTerms({}, makeUser());
    expect(await screen.findByText(TEXTS.admin.denied)).toBeTruthy();
  });
});
