import { parse } from '@0no-co/graphql.web';
import type { TadaDocumentNode } from 'gql.tada';
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { gqlQuery, isForbidden, loadErrorOf, parseOperationName, RequestError, request } from './request.ts';
import {
  changeToken,
  clearTokens,
  setAdminToken,
  setToken,
  TOKEN_CHANGE_RELOAD_MS,
} from './token-storage.ts';

const LOGIN =
  'mutation Login($username: String!, $password: String!) { login(username: $username, password: $password) { token } }';
const ME = 'query GetMe { me { id } }';

let fetchMock: Mock<typeof fetch>;

function jsonResponse(body: unknown, status = 200, statusText = 'OK'): Response {
  return new Response(JSON.stringify(body), {
    status,
    statusText,
    headers: { 'Content-Type': 'application/json' },
  });
}

function lastCall(): {
  url: string;
  init: RequestInit;
  headers: Record<string, string>;
  body: Record<string, unknown>;
} {
  const [url, init] = fetchMock.mock.calls.at(-1) ?? [];
  if (typeof url !== 'string' || !init) throw new Error('fetch was not called with a URL string and options');
  return {
    url,
    init,
    headers: init.headers as Record<string, string>,
    body: JSON.parse(String(init.body)) as Record<string, unknown>,
  };
}

beforeEach(() => {
  fetchMock = vi.fn<typeof fetch>();
  vi.stubGlobal('fetch', fetchMock);
  vi.stubEnv('DEV', true);
  vi.stubEnv('VITE_API_URL', '');
  clearTokens();
});

afterEach(() => {
  clearTokens();
});

describe('request', () => {
  it('posts the operation and returns the data on success', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ data: { me: { id: 'u1' } } }));

    const result = await request<{ me: { id: string } }>(ME);

    expect(result).toEqual({ success: true, error: null, data: { me: { id: 'u1' } } });
    const call = lastCall();
    expect(call.url).toBe('/graphql?op=GetMe');
    expect(call.init.method).toBe('POST');
    expect(call.headers).toMatchObject({ Accept: '*/*', 'Content-Type': 'application/json' });
    expect(call.body).toEqual({ operationName: 'GetMe', variables: {}, query: ME });
  });

  it('uses an explicit operation name over the parsed one', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ data: { me: null } }));
    await request(ME, {}, { operationName: 'Other' });
    expect(lastCall().url).toBe('/graphql?op=Other');
    expect(lastCall().body.operationName).toBe('Other');
  });

  it('adds the operation name to the URL only in development', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ data: { me: null } }));
    vi.stubEnv('DEV', false);
    await request(ME);
    expect(lastCall().url).toBe('/graphql');
  });

  it('sends to the configured API origin', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ data: { me: null } }));
    vi.stubEnv('VITE_API_URL', 'https://api.fika.example/');
    await request(ME);
    expect(lastCall().url).toBe('https://api.fika.example/graphql?op=GetMe');
  });

  it('joins GraphQL error messages with ", " and returns their codes', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    fetchMock.mockResolvedValue(
      jsonResponse({
        data: null,
        errors: [
          { message: 'You need to sign in to do that.', extensions: { code: 'UNAUTHENTICATED' } },
          { message: 'Venue was not found.', extensions: { code: 'NOT_FOUND' } },
          { message: 'No code here' },
        ],
      }),
    );

    const result = await request(ME);

    expect(result).toEqual({
      success: false,
      data: null,
      error: 'You need to sign in to do that., Venue was not found., No code here',
      errorCodes: ['UNAUTHENTICATED', 'NOT_FOUND'],
      fieldErrors: [],
      extensions: [{ code: 'UNAUTHENTICATED' }, { code: 'NOT_FOUND' }, {}],
    });
  });

  it("passes each error's extensions through, e.g. what a CONFLICT depends on", async () => {
    const dependents = [{ kind: 'MENU_ENTRIES', count: 2 }];
    fetchMock.mockResolvedValue(
      jsonResponse({
        data: null,
        errors: [
          {
            message: 'Other things depend on this.',
            extensions: { code: 'CONFLICT', messageKey: 'errors.hasDependents', dependents },
          },
        ],
      }),
    );

    const result = await request(ME, {}, { expectedCodes: ['CONFLICT'] });

    expect(result).toMatchObject({
      success: false,
      errorCodes: ['CONFLICT'],
      extensions: [{ code: 'CONFLICT', messageKey: 'errors.hasDependents', dependents }],
    });
  });

  it('returns the field errors of invalid input, and logs nothing when the code is expected', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const fieldErrors = [
      { field: 'password', message: 'validation.password.tooShort' },
      { field: 'username', message: 'validation.email' },
    ];
    fetchMock.mockResolvedValue(
      jsonResponse({
        data: null,
        errors: [
          {
            message: 'Some fields are not filled in correctly.',
            extensions: { code: 'BAD_USER_INPUT', fieldErrors: [...fieldErrors, { field: 1 }] },
          },
        ],
      }),
    );

    const result = await request(ME, {}, { expectedCodes: ['BAD_USER_INPUT'] });

    expect(result).toMatchObject({ success: false, errorCodes: ['BAD_USER_INPUT'], fieldErrors });
    expect(log).not.toHaveBeenCalled();
  });

  it('treats partial data with errors as a failure', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    fetchMock.mockResolvedValue(jsonResponse({ data: { me: { id: 'u1' } }, errors: [{ message: 'Boom' }] }));
    const result = await request(ME);
    expect(result).toMatchObject({ success: false, data: null, error: 'Boom' });
  });

  it('reports a network failure', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));

    const result = await request(ME);

    expect(result).toEqual({
      success: false,
      data: null,
      error: 'Failed to fetch',
      errorCodes: ['NETWORK_ERROR'],
      fieldErrors: [],
      extensions: [],
    });
  });

  it('reports a non-2xx answer without a GraphQL body', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    fetchMock.mockResolvedValue(
      new Response('<h1>Bad gateway</h1>', { status: 502, statusText: 'Bad Gateway' }),
    );

    const result = await request(ME);

    expect(result).toEqual({
      success: false,
      data: null,
      error: 'HTTP 502 Bad Gateway',
      errorCodes: ['HTTP_ERROR'],
      fieldErrors: [],
      extensions: [],
    });
  });

  it('uses the GraphQL errors of a non-2xx answer that has them', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    fetchMock.mockResolvedValue(
      jsonResponse(
        {
          errors: [
            { message: 'Cannot query field "nope"', extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } },
          ],
        },
        400,
      ),
    );

    const result = await request(ME);

    expect(result).toMatchObject({
      success: false,
      error: 'Cannot query field "nope"',
      errorCodes: ['GRAPHQL_VALIDATION_FAILED'],
    });
  });

  it('reports a 2xx answer that is not GraphQL', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    fetchMock.mockResolvedValue(new Response('<!doctype html>', { status: 200 }));
    const result = await request(ME);
    expect(result).toMatchObject({ success: false, data: null, errorCodes: ['INVALID_RESPONSE'] });
  });

  it('logs failures with the operation name and without any password, however nested', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));

    await request(LOGIN, {
      username: 'anna@example.com',
      password: 'hunter22',
      input: { newPassword: 'a', currentPassword: 'b', PASSWORD: 'c', name: 'Anna' },
      list: [{ passwordConfirmation: 'd', keep: 1 }],
    });

    expect(log).toHaveBeenCalledTimes(1);
    const [message, context] = log.mock.calls[0] ?? [];
    expect(message).toContain('Login');
    expect(message).toContain('Failed to fetch');
    expect(context).toEqual({
      operationName: 'Login',
      variables: { username: 'anna@example.com', input: { name: 'Anna' }, list: [{ keep: 1 }] },
      errorCodes: ['NETWORK_ERROR'],
    });
    expect(JSON.stringify(log.mock.calls)).not.toMatch(/hunter22|"a"|"b"|"c"|"d"/);
  });

  it("logs a failed answer's request id and its body, cut to 32 KiB (§9)", async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    fetchMock.mockResolvedValue(
      new Response(`<html>${'x'.repeat(40_000)}</html>`, {
        status: 502,
        headers: { 'x-request-id': 'req-42' },
      }),
    );
    await request(ME);
    const [, context] = log.mock.calls[0] ?? [];
    expect(context).toMatchObject({ requestId: 'req-42', errorCodes: ['HTTP_ERROR'] });
    expect((context as { response: string }).response).toHaveLength(32_768);
  });

  it('does not log a muted failure', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));

    const result = await request(ME, {}, { mute: true });

    expect(result.success).toBe(false);
    expect(log).not.toHaveBeenCalled();
  });

  it('does not log an aborted request', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const controller = new AbortController();
    controller.abort();
    fetchMock.mockRejectedValue(new DOMException('The operation was aborted.', 'AbortError'));

    const result = await request(ME, {}, { signal: controller.signal });

    expect(result).toMatchObject({ success: false, errorCodes: ['ABORTED'] });
    expect(log).not.toHaveBeenCalled();
  });

  describe('Authorization header', () => {
    beforeEach(() => {
      // A fresh Response per call: a body can be read only once.
      fetchMock.mockImplementation(async () => jsonResponse({ data: { me: null } }));
    });

    it('is absent without a token', async () => {
      await request(ME);
      expect(lastCall().headers).not.toHaveProperty('Authorization');
    });

    it('carries the stored user token', async () => {
      setToken('user-token');
      setAdminToken('admin-token');
      await request(ME);
      expect(lastCall().headers.Authorization).toBe('Bearer user-token');
    });

    it('falls back to the organisation-admin token', async () => {
      setAdminToken('admin-token');
      await request(ME);
      expect(lastCall().headers.Authorization).toBe('Bearer admin-token');
    });

    it('can be overridden or suppressed per call', async () => {
      setToken('user-token');
      await request(ME, {}, { token: 'other' });
      expect(lastCall().headers.Authorization).toBe('Bearer other');
      await request(ME, {}, { token: null });
      expect(lastCall().headers).not.toHaveProperty('Authorization');
    });
  });
});

describe('gqlQuery', () => {
  const ME_DOCUMENT = parse(ME) as unknown as TadaDocumentNode<{ me: { id: string } }, Record<string, never>>;

  it('gives the data of a successful call', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ data: { me: { id: 'u1' } } }));
    await expect(gqlQuery(ME_DOCUMENT, {})).resolves.toEqual({ me: { id: 'u1' } });
  });

  it('throws one RequestError with the codes, field errors and extensions; the shells read its codes', async () => {
    const fieldErrors = [{ field: 'name', message: 'validation.required' }];
    fetchMock.mockResolvedValue(
      jsonResponse({
        data: null,
        errors: [{ message: 'Forbidden', extensions: { code: 'FORBIDDEN', fieldErrors } }],
      }),
    );
    const error = await gqlQuery(ME_DOCUMENT, {}, { mute: true }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RequestError);
    expect(error).toMatchObject({
      codes: ['FORBIDDEN'],
      message: 'Forbidden',
      fieldErrors,
      extensions: [{ code: 'FORBIDDEN', fieldErrors }],
    });
    expect(isForbidden(error)).toBe(true);
    expect(loadErrorOf(error)).toEqual({ codes: ['FORBIDDEN'] });
    expect(loadErrorOf(null)).toBeNull();
    expect(loadErrorOf(new Error('boom'))).toEqual({ codes: [] });
  });
});

describe('parseOperationName', () => {
  it('finds the first named operation, skipping comments and fragments', () => {
    expect(parseOperationName('# query Ignored\nfragment F on User { id }\nquery GetUser { ...F }')).toBe(
      'GetUser',
    );
    expect(parseOperationName(LOGIN)).toBe('Login');
  });

  it('returns undefined for an anonymous operation', () => {
    expect(parseOperationName('{ me { id } }')).toBeUndefined();
  });
});

describe('request while the session switches user', () => {
  it('sends nothing between a token change and the reload, then sends again', async () => {
    vi.useFakeTimers();
    try {
      setToken('acting-as-user');
      setAdminToken('org-admin');
      fetchMock.mockResolvedValue(jsonResponse({ data: { me: { id: '1' } } }));
      // An organisation administrator goes back to Select user: the user token goes, a reload follows.
      changeToken(null, { reload: () => {} });
      const result = await request(ME, undefined, { mute: true });
      expect(result.success).toBe(false);
      expect(result.success ? [] : result.errorCodes).toEqual(['ABORTED']);
      expect(fetchMock).not.toHaveBeenCalled();

      vi.advanceTimersByTime(TOKEN_CHANGE_RELOAD_MS);
      expect((await request(ME)).success).toBe(true);
      expect(fetchMock).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });
});
