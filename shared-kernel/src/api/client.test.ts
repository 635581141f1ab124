import { pathOf, queryOf, routes, type Offer, type OfferPage } from '../contract';
import { api, apiForm } from './client';
import { ApiError } from './http';

function respond(status: number, body: string, statusText = '') {
  const fetchMock = jest.fn().mockResolvedValue({
    status,
    statusText,
    ok: status >= 200 && status < 300,
    text: () => Promise.resolve(body),
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

const OFFER_ID = '7b0c7d1e-2f4a-4c1e-9a51-0d7f2f3b8a10';

describe('api(route, …): the typed client of the contract', () => {
  it('calls the entry’s method and path, params URL-encoded, with same-origin credentials', async () => {
    const fetchMock = respond(200, '{"id":"x"}');
    const offer: Offer = await api(routes.offers.accept, { params: { id: OFFER_ID } });
    expect(offer).toEqual({ id: 'x' });
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe(`/api/offers/${OFFER_ID}/accept`);
    expect(init).toMatchObject({ method: 'POST', credentials: 'same-origin' });
    expect(init.headers['Content-Type']).toBe('application/json');
    expect(init.body).toBeUndefined();
    expect(pathOf('/api/companies/:slug', { slug: 'a b/c' })).toBe('/api/companies/a%20b%2Fc');
  });

  it('a read sends the query without its undefined values', async () => {
    const fetchMock = respond(200, '{"items":[],"total":0,"page":2,"pageSize":20}');
    const page: OfferPage | null = await api(routes.offers.list, {
      query: { page: 2, pageSize: undefined },
    });
    expect(page?.page).toBe(2);
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/offers?page=2');
    expect(init).toEqual({ credentials: 'same-origin', headers: { Accept: 'application/json' } });
    expect(queryOf({ q: 'chef & bar', venueType: ['bar', 'cafe'], near: null })).toBe(
      '?q=chef+%26+bar&venueType=bar&venueType=cafe',
    );
    expect(queryOf({})).toBe('');
  });

  it('a 401 on a read resolves to null', async () => {
    respond(401, '{"message":"Not signed in"}', 'Unauthorized');
    await expect(api(routes.profiles.get)).resolves.toBeNull();
  });

  it('a 401 on a write throws an ApiError with the server’s message', async () => {
    respond(401, '{"message":"Not signed in"}', 'Unauthorized');
    const error = await api(routes.offers.decline, { params: { id: OFFER_ID } }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(401);
    expect((error as ApiError).message).toBe('Not signed in');
  });

  it('a write sends its body as JSON and keeps the field a 400 names', async () => {
    const fetchMock = respond(400, '{"message":"Too far","field":"expiresAt"}', 'Bad Request');
    const body = {
      salaryAmount: 30000,
      salaryType: 'yearly' as const,
      startDate: '2026-12-01',
      expiresAt: '2026-11-30T12:00:00.000Z',
    };
    const error = (await api(routes.offers.make, { params: { id: OFFER_ID }, body }).catch(
      (e: unknown) => e,
    )) as ApiError;
    expect(error.field).toBe('expiresAt');
    expect(error.message).toBe('Too far');
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe(`/api/applications/${OFFER_ID}/offers`);
    expect(JSON.parse(init.body)).toEqual(body);
  });

  it('a 204 resolves to undefined, not to the null of "signed out"', async () => {
    respond(204, '');
    const answer: undefined = await api(routes.jobs.unsave, { params: { jobId: OFFER_ID } });
    expect(answer).toBeUndefined();
  });

  it('a missing param is an error before any request', async () => {
    const fetchMock = respond(200, '{}');
    await expect(api(routes.offers.accept, { params: { id: '' } })).rejects.toThrow(
      'the param "id" is missing',
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('apiForm(route, { params }, form): a multipart upload', () => {
  const form = () => {
    const data = new FormData();
    data.append('route', 'share_code');
    data.append('evidence', new Blob(['%PDF-1.7'], { type: 'application/pdf' }), 'check.pdf');
    return data;
  };

  it('sends the FormData as it is, without a JSON content type (the browser sets the boundary)', async () => {
    const fetchMock = respond(201, '{"applicationId":"x"}', 'Created');
    const sent = form();
    const answer = await apiForm(
      routes.newStarters.recordCheck,
      { params: { id: OFFER_ID } },
      sent,
    );
    expect(answer).toEqual({ applicationId: 'x' });
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe(`/api/applications/${OFFER_ID}/onboarding/right-to-work/check`);
    expect(init).toMatchObject({ method: 'POST', credentials: 'same-origin' });
    expect(init.body).toBe(sent);
    expect(init.headers).toEqual({ Accept: 'application/json' });
  });

  it('a failure throws an ApiError with the message and the field a 400 names', async () => {
    respond(400, '{"message":"Evidence must be at most 10 MB","field":"evidence"}', 'Bad Request');
    const error = (await apiForm(
      routes.newStarters.contract,
      { params: { id: OFFER_ID } },
      form(),
    ).catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(400);
    expect(error.field).toBe('evidence');
    expect(error.message).toBe('Evidence must be at most 10 MB');
  });

  it('a 401 throws too: an upload is a write', async () => {
    respond(401, '{"message":"Not signed in"}', 'Unauthorized');
    await expect(
      apiForm(routes.newStarters.recordCheck, { params: { id: OFFER_ID } }, form()),
    ).rejects.toMatchObject({ status: 401 });
  });
});

// The types, checked by `tsc` (shared-kernel's typecheck), never run.
export async function typesOnly() {
  // @ts-expect-error params are required where the path has them
  await api(routes.offers.accept);
  // @ts-expect-error a write answers its 2xx type, without null
  const offer: null = await api(routes.offers.withdraw, { params: { id: OFFER_ID } });
  // @ts-expect-error a read may give null (signed out)
  const page: OfferPage = await api(routes.offers.list);
  // @ts-expect-error the body's type comes from the schema
  await api(routes.offers.make, { params: { id: OFFER_ID }, body: { salaryAmount: 'lots' } });
  // No input needed where nothing is required.
  await api(routes.auth.currentUser);
  // @ts-expect-error a form goes to a route's params like any write
  await apiForm(routes.newStarters.recordCheck, {}, new FormData());
  return { offer, page };
}
