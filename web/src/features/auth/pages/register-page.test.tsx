import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TEXTS } from '@frontdesk/contracts/texts';
import { createFakeApi } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';

const COMPANY_TYPES = {
  companyTypes: [
    { type: 'general', name: 'General Business', price: '$29.99/month', description: 'Basic chat and user management' },
    { type: 'real_estate', name: 'Real Estate', price: '$49.99/month', description: 'Listings and property surveys' },
  ],
};

type User = ReturnType<typeof renderApp>['user'];

async function fillValidForm(user: User) {
  await user.type(screen.getByLabelText('First name'), 'Ada');
  await user.type(screen.getByLabelText('Last name'), 'Lovelace');
  await user.type(screen.getByLabelText('Email'), 'ada@example.com');
  await user.type(screen.getByLabelText('Password'), 'analytical-engine');
  await user.type(screen.getByLabelText('Confirm password'), 'analytical-engine');
  await user.type(screen.getByLabelText('Company name'), 'Acme Homes');
  await user.click(await screen.findByRole('radio', { name: /Real Estate/ }));
  await user.click(screen.getByLabelText('I accept the terms and conditions'));
}

const submitButton = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Create account' });

describe('register page', () => {
  it('keeps the submit button disabled until the terms are accepted', async () => {
    createFakeApi({ 'GET /api/auth/company-types': { body: COMPANY_TYPES } });
    const { user } = renderApp('/register');
    expect(submitButton().disabled).toBe(true);
    await user.click(screen.getByLabelText('I accept the terms and conditions'));
    expect(submitButton().disabled).toBe(false);
  });

  it('shows every validation message at once and sends nothing', async () => {
    const api = createFakeApi({ 'GET /api/auth/company-types': { body: COMPANY_TYPES } });
    const { user } = renderApp('/register');
    await user.type(screen.getByLabelText('Password'), 'analytical-engine');
    await user.type(screen.getByLabelText('Confirm password'), 'difference-engine');
    await user.click(screen.getByLabelText('I accept the terms and conditions'));
    await user.click(submitButton());

    expect(await screen.findByText(TEXTS.auth.passwordsDoNotMatch)).toBeTruthy();
    expect(screen.getByText('First name is required')).toBeTruthy();
    expect(screen.getByText('Last name is required')).toBeTruthy();
    expect(screen.getByText('Email is required')).toBeTruthy();
    expect(screen.getByText(TEXTS.auth.companyNameRequired)).toBeTruthy();
    expect(api.find('POST', '/api/auth/register')).toEqual([]);
  });

  it('opens the terms, and Accept Terms ticks the box', async () => {
    createFakeApi({
      'GET /api/auth/company-types': { body: COMPANY_TYPES },
      'GET /api/auth/terms': { body: { content: 'Be kind to visitors.' } },
    });
    const { user } = renderApp('/register');
    await user.click(screen.getByRole('button', { name: 'Read the terms' }));
    const dialog = await screen.findByRole('dialog', { name: 'Terms and Conditions' });
    expect(await within(dialog).findByText('Be kind to visitors.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Accept Terms' }));

    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByLabelText<HTMLInputElement>('I accept the terms and conditions').checked).toBe(true);
    expect(submitButton().disabled).toBe(false);
  });

  it('closes the terms with Escape without ticking the box', async () => {
    createFakeApi({ 'GET /api/auth/terms': { body: { content: 'Terms.' } } });
    const { user } = renderApp('/register');
    await user.click(screen.getByRole('button', { name: 'Read the terms' }));
    await screen.findByText('Terms.');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByLabelText<HTMLInputElement>('I accept the terms and conditions').checked).toBe(false);
  });

  it.each([
    [404, TEXTS.auth.termsNotFound],
    [500, TEXTS.auth.termsLoadFailed],
  ])('explains terms that fail to load with status %i', async (status, message) => {
    createFakeApi({ 'GET /api/auth/terms': { status, body: { message: 'x', code: 'X' } } });
    const { user } = renderApp('/register');
    await user.click(screen.getByRole('button', { name: 'Read the terms' }));
    const dialog = await screen.findByRole('dialog');
    expect((await within(dialog).findByRole('alert')).textContent).toBe(message);
    expect(within(dialog).getByRole<HTMLButtonElement>('button', { name: 'Accept Terms' }).disabled).toBe(true);
  });

  it('offers the general type when the business types cannot be loaded', async () => {
    createFakeApi({ 'GET /api/auth/company-types': { status: 500 } });
    renderApp('/register');
    const option = await screen.findByRole<HTMLInputElement>('radio', { name: /General Business/ });
    expect(option.checked).toBe(true);
    expect(screen.getByText('$29.99/month')).toBeTruthy();
    expect(screen.getAllByRole('radio')).toHaveLength(1);
  });

  it('registers with the spec payload and goes to sign-in, which says so in the spec words and asks to check the inbox', async () => {
    const api = createFakeApi({
      'GET /api/auth/company-types': { body: COMPANY_TYPES },
      'POST /api/auth/register': { status: 201, body: { message: 'Registered' } },
    });
    const { user, router } = renderApp('/register');
    await fillValidForm(user);
    await user.type(screen.getByLabelText('Company description (optional)'), 'Homes by the sea');
    await user.click(submitButton());

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByText(TEXTS.auth.registrationSuccess)).toBeTruthy();
    expect(screen.getByText(TEXTS.verifyEmail.checkInboxHint('ada@example.com'))).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Email').value).toBe('ada@example.com');
    expect(api.find('POST', '/api/auth/register')[0]?.body).toEqual({
      name: 'Ada',
      lastname: 'Lovelace',
      email: 'ada@example.com',
      password: 'analytical-engine',
      companyName: 'Acme Homes',
      companyDescription: 'Homes by the sea',
      companyType: 'real_estate',
      acceptedTerms: true,
      website: '',
      url: '',
      phone_number: '',
    });
  });

  it("puts the server's field errors under the fields, once, not also above the form", async () => {
    createFakeApi({
      'GET /api/auth/company-types': { body: COMPANY_TYPES },
      'POST /api/auth/register': {
        status: 409,
        body: {
          message: TEXTS.auth.emailTaken,
          code: 'CONFLICT',
          details: { fieldErrors: { email: [TEXTS.auth.emailTaken] } },
        },
      },
    });
    const { user } = renderApp('/register');
    await fillValidForm(user);
    await user.click(submitButton());
    const email = screen.getByLabelText('Email');
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getAllByText(TEXTS.auth.emailTaken)).toHaveLength(1);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(email.getAttribute('aria-describedby') ?? '')?.textContent).toBe(TEXTS.auth.emailTaken);
  });

  it("falls back to 'Registration failed' when the server says nothing", async () => {
    createFakeApi({ 'GET /api/auth/company-types': { body: COMPANY_TYPES }, 'POST /api/auth/register': { status: 500 } });
    const { user } = renderApp('/register');
    await fillValidForm(user);
    await user.click(submitButton());
    expect((await screen.findByRole('alert')).textContent).toBe(TEXTS.auth.registrationFailed);
  });

  it('hides the bot-trap fields from people', () => {
    createFakeApi({});
    renderApp('/register');
    for (const name of ['website', 'url', 'phone_number']) {
      const input = document.querySelector<HTMLInputElement>(`input[name="${name}"]`);
      expect(input?.tabIndex).toBe(-1);
      expect(input?.getAttribute('autocomplete')).toBe('off');
      expect(input?.closest('[aria-hidden="true"]')).not.toBeNull();
    }
  });
});
