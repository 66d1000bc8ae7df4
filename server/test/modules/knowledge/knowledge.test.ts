import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEXTS } from '@frontdesk/contracts/texts';
import { bearer, signUpCompany } from '../../support/accounts';
import { createTestApp, type TestContext } from '../../support/test-app';

let ctx: TestContext;
let a: { token: string; companyId: string };
let b: { token: string; companyId: string };

beforeAll(async () => {
  ctx = await createTestApp();
  const first = await signUpCompany(ctx, { companyName: 'Bright Smiles Dental', companyType: 'healthcare' });
  const second = await signUpCompany(ctx, { companyName: 'Harbor Realty' });
  a = { token: first.token, companyId: first.user.companyId ?? '' };
  b = { token: second.token, companyId: second.user.companyId ?? '' };
});
afterAll(() => ctx.close());

const add = (token: string, payload: unknown) =>
  ctx.app.inject({ method: 'POST', url: '/api/company/info', headers: bearer(token), payload: payload as object });
const list = (token: string) => ctx.app.inject({ method: 'GET', url: '/api/company/information', headers: bearer(token) });

describe('knowledge entries', () => {
  it('adds an entry and lists it', async () => {
    const created = await add(a.token, { companyTitle: 'Parking', definition: 'Free parking behind the building.' });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      message: TEXTS.companySetup.added,
      entry: { companyTitle: 'Parking', definition: 'Free parking behind the building.' },
    });
    const entries = list(a.token);
    expect((await entries).json().entries.map((entry: { companyTitle: string }) => entry.companyTitle)).toContain('Parking');
  });

  it('requires a title and a description, with readable messages', async () => {
    const noTitle = await add(a.token, { companyTitle: '  ', definition: 'x' });
    expect(noTitle.statusCode).toBe(400);
    expect(noTitle.json().details.fieldErrors.companyTitle).toEqual(['Title is required']);
    const noDefinition = await add(a.token, { companyTitle: 'Hours' });
    expect(noDefinition.statusCode).toBe(400);
    expect(noDefinition.json().message).toBe('Description is required');
    const tooLong = await add(a.token, { companyTitle: 'Long', definition: 'x'.repeat(5001) });
    expect(tooLong.statusCode).toBe(400);
  });

  it("never shows or deletes another company's entries", async () => {
    const created = await add(b.token, { companyTitle: 'Office', definition: 'Our office is on Pier 39.' });
    const id = created.json().entry.id as string;
    expect((await list(a.token)).json().entries.map((entry: { id: string }) => entry.id)).not.toContain(id);
    const foreign = await ctx.app.inject({ method: 'DELETE', url: `/api/company/info/${id}`, headers: bearer(a.token) });
    expect(foreign.statusCode).toBe(404);
    expect((await list(b.token)).json().entries.map((entry: { id: string }) => entry.id)).toContain(id);
  });

  it('changes its own entry, and the assistant answers from the new text at once', async () => {
    const created = await add(a.token, { companyTitle: 'Opening hours', definition: 'We open at 9 am on weekdays.' });
    const id = created.json().entry.id as string;
    const slug = (
      await ctx.app.inject({ method: 'GET', url: `/api/company/slug/${a.companyId}`, headers: bearer(a.token) })
    ).json().data.slug as string;
    const ask = async () =>
      (
        await ctx.app.inject({
          method: 'POST',
          url: `/api/public-chat/chat/${slug}`,
          payload: { message: 'What are your opening hours?' },
        })
      ).json().reply as string;
    expect(await ask()).toContain('9 am');
    const changed = await ctx.app.inject({
      method: 'PUT',
      url: `/api/company/info/${id}`,
      headers: bearer(a.token),
      payload: { companyTitle: 'Opening hours', definition: 'We open at 8 am on weekdays.' },
    });
    expect(changed.json()).toMatchObject({
      message: TEXTS.companySetup.updated,
      entry: { id, definition: 'We open at 8 am on weekdays.' },
    });
    expect(await ask()).toContain('8 am');
    const foreign = await ctx.app.inject({
      method: 'PUT',
      url: `/api/company/info/${id}`,
      headers: bearer(b.token),
      payload: { companyTitle: 'Hijacked', definition: 'x' },
    });
    expect(foreign.statusCode).toBe(404);
    const empty = await ctx.app.inject({
      method: 'PUT',
      url: `/api/company/info/${id}`,
      headers: bearer(a.token),
      payload: { companyTitle: '', definition: 'x' },
    });
    expect(empty.statusCode).toBe(400);
  });

  it('deletes its own entry', async () => {
    const created = await add(a.token, { companyTitle: 'Temporary', definition: 'To be removed.' });
    const id = created.json().entry.id as string;
    const deleted = await ctx.app.inject({ method: 'DELETE', url: `/api/company/info/${id}`, headers: bearer(a.token) });
    expect(deleted.json()).toEqual({ message: TEXTS.companySetup.deleted });
    expect((await list(a.token)).json().entries.map((entry: { id: string }) => entry.id)).not.toContain(id);
    const again = await ctx.app.inject({ method: 'DELETE', url: `/api/company/info/${id}`, headers: bearer(a.token) });
    expect(again.statusCode).toBe(404);
  });

  it('describes the company on /api/company/info and the versioned path alike', async () => {
    const plain = await ctx.app.inject({ method: 'GET', url: '/api/company/info', headers: bearer(a.token) });
    const versioned = await ctx.app.inject({ method: 'GET', url: '/api/v1/company/info', headers: bearer(a.token) });
    expect(plain.statusCode).toBe(200);
    expect(plain.json()[0]).toMatchObject({
      company_title: 'Bright Smiles Dental',
      company_type: 'healthcare',
      company_id: a.companyId,
    });
    expect(versioned.json()).toEqual(plain.json());
  });

  it('needs a signed-in caller', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/company/information' })).statusCode).toBe(401);
  });
});
