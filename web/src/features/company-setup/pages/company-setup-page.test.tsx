import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { KnowledgeEntry } from '@frontdesk/contracts/knowledge';
import { TEXTS } from '@frontdesk/contracts/texts';
import { createFakeApi, type FakeResponse, type FakeRoute } from '../../../test/fake-api';
import { makeUser, renderApp, storeSession } from '../../../test/render-app';

const parking: KnowledgeEntry = {
  id: 'k-1',
  companyTitle: 'Parking',
  definition: 'Free parking behind the building.',
  created_at: '2026-01-05T10:00:00.000Z',
};

function openCompanySetup(routes: Record<string, FakeRoute>) {
  const api = createFakeApi({ 'GET /api/users/my-permissions': { body: { permissions: ['company-setup'] } }, ...routes });
  storeSession(makeUser());
  return { api, ...renderApp('/company-setup') };
}

const hours: KnowledgeEntry = {
  id: 'k-2',
  companyTitle: 'Hours',
  definition: 'Open 9 to 5.',
  created_at: '2026-01-06T10:00:00.000Z',
};

const listCard = () => screen.getByRole('heading', { name: /Existing Information/ }).closest('section') as HTMLElement;

describe('company setup page', () => {
  it('shows a loading state, then the entries with an explanation of what they are for', async () => {
    openCompanySetup({ 'GET /api/company/information': { body: { entries: [parking] } } });
    expect(await screen.findByText('Loading company information...')).toBeTruthy();
    expect(await screen.findByText('Free parking behind the building.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Existing Information (1)' })).toBeTruthy();
    expect(screen.getByText(/Your assistant answers visitors from these entries/)).toBeTruthy();
  });

  it('numbers the buttons of entries whose titles repeat, so each has its own name', async () => {
    const again: KnowledgeEntry = { ...parking, id: 'k-3', companyTitle: 'parking ', definition: 'Street parking after 6pm.' };
    openCompanySetup({ 'GET /api/company/information': { body: { entries: [parking, hours, again] } } });
    await screen.findByText('Street parking after 6pm.');
    expect(screen.getByRole('button', { name: 'Edit Parking' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Edit parking (2)' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Delete parking (2)' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Delete Hours' })).toBeTruthy();
  });

  it('says so when there is no information yet', async () => {
    openCompanySetup({ 'GET /api/company/information': { body: { entries: [] } } });
    expect(await screen.findByText(TEXTS.companySetup.empty)).toBeTruthy();
  });

  it('shows the load failure text', async () => {
    openCompanySetup({ 'GET /api/company/information': { status: 500 } });
    expect(await screen.findByText(TEXTS.companySetup.loadFailed)).toBeTruthy();
  });

  it('requires a title and a description before calling the server', async () => {
    const { api, user } = openCompanySetup({ 'GET /api/company/information': { body: { entries: [] } } });
    await user.click(await screen.findByRole('button', { name: 'Add Information' }));
    expect(await screen.findByText('Title is required')).toBeTruthy();
    expect(screen.getByText('Description is required')).toBeTruthy();
    expect(api.find('POST', '/api/company/info')).toEqual([]);
  });

  it('adds an entry, clears the form and lists the entry', async () => {
    let entries: KnowledgeEntry[] = [];
    const { api, user } = openCompanySetup({
      'GET /api/company/information': () => ({ body: { entries } }),
      'POST /api/company/info': () => {
        entries = [hours];
        return { status: 201, body: { message: TEXTS.companySetup.added, entry: hours } };
      },
    });
    await screen.findByText(TEXTS.companySetup.empty);
    await user.type(screen.getByLabelText('Title'), 'Hours');
    await user.type(screen.getByLabelText('Description'), 'Open 9 to 5.');
    const button = screen.getByRole('button', { name: 'Add Information' });
    await user.click(button);

    expect(await screen.findByText(TEXTS.companySetup.added)).toBeTruthy();
    expect(api.find('POST', '/api/company/info')[0]?.body).toEqual({ companyTitle: 'Hours', definition: 'Open 9 to 5.' });
    expect(await within(listCard()).findByText('Open 9 to 5.')).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Title').value).toBe('');
    // The keyboard is ready for the next entry.
    expect(document.activeElement).toBe(screen.getByLabelText('Title'));
    // A next entry sent empty is refused, and the last one's notice goes.
    await user.click(button);
    expect(await screen.findByText('Title is required')).toBeTruthy();
    expect(screen.queryByText(TEXTS.companySetup.added)).toBeNull();
  });

  it('keeps what is typed for the next entry while the list is still being refetched', async () => {
    const hours: KnowledgeEntry = {
      id: 'k-2',
      companyTitle: 'Hours',
      definition: 'Open 9 to 5.',
      created_at: parking.created_at,
    };
    let entries: KnowledgeEntry[] = [];
    let finishRefetch: () => void = () => undefined;
    const { user } = openCompanySetup({
      'GET /api/company/information': () =>
        entries.length === 0
          ? { body: { entries } }
          : new Promise<FakeResponse>((resolve) => (finishRefetch = () => resolve({ body: { entries } }))),
      'POST /api/company/info': () => {
        entries = [hours];
        return { status: 201, body: { message: TEXTS.companySetup.added, entry: hours } };
      },
    });
    await screen.findByText(TEXTS.companySetup.empty);
    await user.type(screen.getByLabelText('Title'), 'Hours');
    await user.type(screen.getByLabelText('Description'), 'Open 9 to 5.');
    await user.click(screen.getByRole('button', { name: 'Add Information' }));
    await screen.findByRole('button', { name: 'Delete Hours' });
    await waitFor(() => expect(screen.getByLabelText<HTMLInputElement>('Title').value).toBe(''));

    await user.type(screen.getByLabelText('Title'), 'Parking');
    finishRefetch();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add Information' })).toBeTruthy());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByLabelText<HTMLInputElement>('Title').value).toBe('Parking');
  });

  it('shows a busy button while adding and the failure text when it fails', async () => {
    let answer: (response: FakeResponse) => void = () => undefined;
    const { user } = openCompanySetup({
      'GET /api/company/information': { body: { entries: [] } },
      'POST /api/company/info': () => new Promise<FakeResponse>((resolve) => (answer = resolve)),
    });
    await screen.findByText(TEXTS.companySetup.empty);
    await user.type(screen.getByLabelText('Title'), 'Hours');
    await user.type(screen.getByLabelText('Description'), 'Open 9 to 5.');
    await user.click(screen.getByRole('button', { name: 'Add Information' }));
    const busy = await screen.findByRole('button', { name: 'Adding...' });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    answer({ status: 500 });
    expect((await screen.findByRole('alert')).textContent).toBe(TEXTS.companySetup.addFailed);
    expect(screen.getByLabelText<HTMLInputElement>('Title').value).toBe('Hours');
  });

  it('asks before deleting, and deletes only after confirmation', async () => {
    let entries = [parking];
    const { api, user } = openCompanySetup({
      'GET /api/company/information': () => ({ body: { entries } }),
      'DELETE /api/company/info/k-1': () => {
        entries = [];
        return { body: { message: TEXTS.companySetup.deleted } };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Delete Parking' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete information' });
    expect(within(dialog).getByText(TEXTS.companySetup.confirmDelete)).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.find('DELETE', '/api/company/info/k-1')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Delete Parking' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(TEXTS.companySetup.deleted)).toBeTruthy();
    expect(api.find('DELETE', '/api/company/info/k-1')).toHaveLength(1);
    expect(await screen.findByText(TEXTS.companySetup.empty)).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("takes the keyboard to the entry that took the deleted one's place", async () => {
    let entries = [parking, hours];
    const { user } = openCompanySetup({
      'GET /api/company/information': () => ({ body: { entries } }),
      'DELETE /api/company/info/k-1': () => {
        entries = [hours];
        return { body: { message: TEXTS.companySetup.deleted } };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Delete Parking' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(TEXTS.companySetup.deleted)).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: `Edit ${hours.companyTitle}` })));
  });

  it('wraps a long title without spaces inside the delete dialog', async () => {
    const long = { ...parking, companyTitle: 'P'.repeat(200) };
    const { user } = openCompanySetup({ 'GET /api/company/information': { body: { entries: [long] } } });
    await user.click(await screen.findByRole('button', { name: `Delete ${long.companyTitle}` }));
    const dialog = screen.getByRole('dialog', { name: 'Delete information' });
    expect(within(dialog).getByText(long.companyTitle)).toBeTruthy();
    // jsdom does no layout: what keeps the word inside is the dialog's overflow-wrap, which its contents inherit.
    expect(dialog.className).toContain('wrap-anywhere');
  });

  it('keeps the entry and says so when deleting fails', async () => {
    const { user } = openCompanySetup({
      'GET /api/company/information': { body: { entries: [parking] } },
      'DELETE /api/company/info/k-1': { status: 500 },
    });
    await user.click(await screen.findByRole('button', { name: 'Delete Parking' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect((await screen.findByRole('alert')).textContent).toBe(TEXTS.companySetup.deleteFailed);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText('Free parking behind the building.')).toBeTruthy();
  });

  it('edits an entry in place, and its notice replaces the last one', async () => {
    let entries = [parking, hours];
    const { api, user } = openCompanySetup({
      'GET /api/company/information': () => ({ body: { entries } }),
      'PUT /api/company/info/k-2': ({ body }) => {
        const changed = { ...hours, ...(body as Partial<KnowledgeEntry>) };
        entries = [parking, changed];
        return { body: { message: TEXTS.companySetup.updated, entry: changed } };
      },
      'DELETE /api/company/info/k-1': () => {
        entries = entries.filter((entry) => entry.id !== 'k-1');
        return { body: { message: TEXTS.companySetup.deleted } };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Delete Parking' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(TEXTS.companySetup.deleted)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Edit Hours' }));
    const description = within(listCard()).getByLabelText('Description');
    expect(within(listCard()).getByText('12 / 5,000 characters')).toBeTruthy();
    await user.clear(description);
    await user.type(description, 'Open 8 to 6.');
    await user.click(within(listCard()).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(TEXTS.companySetup.updated)).toBeTruthy();
    expect(screen.queryByText(TEXTS.companySetup.deleted)).toBeNull();
    expect(await within(listCard()).findByText('Open 8 to 6.')).toBeTruthy();
    expect(api.find('PUT', '/api/company/info/k-2')[0]?.body).toEqual({ companyTitle: 'Hours', definition: 'Open 8 to 6.' });
  });

  it('focuses the title when editing starts, says why an empty title cannot be saved, and cancels on Escape', async () => {
    const { api, user } = openCompanySetup({ 'GET /api/company/information': { body: { entries: [parking, hours] } } });
    await user.click(await screen.findByRole('button', { name: 'Edit Hours' }));
    const form = within(listCard()).getByRole('form', { name: 'Edit Hours' });
    const title = within(form).getByLabelText<HTMLInputElement>('Title');
    expect(document.activeElement).toBe(title);
    expect(title.value).toBe('Hours');

    await user.clear(title);
    const why = await within(form).findByText('Title is required');
    expect(title.getAttribute('aria-describedby')).toContain(why.id);
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(api.find('PUT', '/api/company/info/k-2')).toEqual([]);
    expect(document.activeElement).toBe(title);

    await user.type(title, 'Opening times');
    await waitFor(() => expect(within(form).queryByText('Title is required')).toBeNull());
    await user.keyboard('{Escape}');
    expect(within(listCard()).queryByRole('form')).toBeNull();
    expect(within(listCard()).getByText('Open 9 to 5.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Edit Hours' }));
    expect(api.find('PUT', '/api/company/info/k-2')).toEqual([]);
  });

  it('clamps a long description behind Show more, and counts the characters of a new one', async () => {
    const long = { ...parking, definition: `${'Free parking behind the building, entrance from Mill Street. '.repeat(8)}End.` };
    const { user } = openCompanySetup({ 'GET /api/company/information': { body: { entries: [long] } } });
    const toggle = await screen.findByRole('button', { name: 'Show more' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(within(listCard()).getByText(long.definition).className).toContain('line-clamp-4');
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Show less' }).getAttribute('aria-expanded')).toBe('true');
    expect(within(listCard()).getByText(long.definition).className).not.toContain('line-clamp-4');

    expect(screen.getByText('0 / 5,000 characters')).toBeTruthy();
    await user.type(screen.getAllByLabelText('Description')[0] as HTMLElement, 'Hello');
    expect(screen.getByText('5 / 5,000 characters')).toBeTruthy();
  });
});
