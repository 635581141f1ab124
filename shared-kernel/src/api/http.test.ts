import { ApiError, apiGet, apiWrite, joinPath } from './http';

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

describe('API client conventions (spec section 7)', () => {
  it('reads join path segments with slashes and use same-origin credentials', async () => {
    const fetchMock = respond(200, '{"id":7}');
    await expect(apiGet(['/api/applications', 7])).resolves.toEqual({ id: 7 });
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/applications/7',
      expect.objectContaining({ credentials: 'same-origin' }),
    );
    expect(joinPath(['/api/onboarding/company', 'c1', 'status'])).toBe(
      '/api/onboarding/company/c1/status',
    );
  });

  it('a 401 on a read gives null', async () => {
    respond(401, '{"message":"Not signed in"}', 'Unauthorized');
    await expect(apiGet('/api/profile')).resolves.toBeNull();
  });

  it("a failed read raises the body's message when the body is JSON with one", async () => {
    respond(404, '{"message":"No profile yet"}', 'Not Found');
    await expect(apiGet('/api/profile')).rejects.toThrow('No profile yet');
  });

  it('otherwise the message is the status code followed by the status text', async () => {
    respond(500, '<html>oops</html>', 'Internal Server Error');
    const error = await apiGet('/api/profile').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('500 Internal Server Error');
    expect((error as ApiError).status).toBe(500);
    expect((error as ApiError).responseText).toBe('<html>oops</html>');
  });

  it('keeps the field a 400 names', async () => {
    respond(400, '{"message":"Email is required","field":"email"}', 'Bad Request');
    const error = (await apiWrite('POST', '/api/auth/login', {}).catch(
      (e: unknown) => e,
    )) as ApiError;
    expect(error.field).toBe('email');
    expect(error.message).toBe('Email is required');
  });

  it('writes send a JSON content type and a JSON body when present', async () => {
    const fetchMock = respond(200, '{"ok":true}');
    await apiWrite('POST', '/api/saved-jobs', { jobId: 3 });
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/saved-jobs');
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('same-origin');
    expect(init.headers['Content-Type']).toBe('application/json');
    expect(init.body).toBe('{"jobId":3}');
  });

  it('a write with no payload still sends the JSON content type but no body', async () => {
    const fetchMock = respond(204, '');
    await apiWrite('PUT', '/api/notifications/read-all');
    const [, init] = fetchMock.mock.calls[0];
    expect(init.headers['Content-Type']).toBe('application/json');
    expect(init.body).toBeUndefined();
  });

  it('an empty response body gives null', async () => {
    respond(200, '');
    await expect(apiWrite('PUT', '/api/notifications/1/read')).resolves.toBeNull();
  });

  it('a body that is not JSON falls back to the raw text', async () => {
    respond(200, 'saved');
    await expect(
      apiWrite('POST', '/api/job-preferences', { jobId: 1, action: 'like' }),
    ).resolves.toBe('saved');
  });
});

describe('ApiError across copies of the module', () => {
  it('instanceof holds for an error made by another copy (a federated entry of its own)', () => {
    let Other: typeof ApiError | undefined;
    jest.isolateModules(() => {
      Other = (require('./http') as { ApiError: typeof ApiError }).ApiError;
    });
    expect(Other).toBeDefined();
    expect(Other).not.toBe(ApiError);
    const error = new Other!(401, 'Unauthorized', '{"message":"Invalid email or password"}');
    expect(error instanceof ApiError).toBe(true);
    expect(new Error('network') instanceof ApiError).toBe(false);
    expect({ message: 'x' } instanceof ApiError).toBe(false);
  });
});
