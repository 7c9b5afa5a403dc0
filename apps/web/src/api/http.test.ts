import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './errors';
import { initI18n } from '../i18n';
import { api, call, download, urlFor } from './http';
import { signIn, signOff } from './session';
import { REFRESH_WAIT_MS, startTabSync, stopTabSync, type TabChannel, type TabMessage } from './tabSync';
import { tokens } from './tokens';

type Handler = (url: string, init: RequestInit) => Response | Promise<Response>;

function stubFetch(handler: Handler) {
  const calls: { url: string; init: RequestInit }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return handler(url, init);
    }),
  );
  return calls;
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });
const header = (init: RequestInit, name: string) => (init.headers as Record<string, string>)[name];

beforeEach(() => tokens.clear());
afterEach(() => {
  stopTabSync();
  vi.useRealTimers();
});

/** Tabs of one browser: each channel opened hears what the others post, a moment later. */
function tabHub(): () => TabChannel {
  const ends = new Set<Set<(m: TabMessage) => void>>();
  return () => {
    const mine = new Set<(m: TabMessage) => void>();
    ends.add(mine);
    return {
      post: (m) => {
        for (const end of ends) if (end !== mine) for (const l of end) queueMicrotask(() => l(structuredClone(m)));
      },
      listen: (l) => {
        mine.add(l);
        return () => mine.delete(l);
      },
      close: () => ends.delete(mine),
    };
  };
}

/** This tab joins the hub; the test speaks for another tab and hears what this one says. */
function withAnotherTab() {
  const open = tabHub();
  startTabSync(open);
  const other = open();
  const heard: TabMessage[] = [];
  other.listen((m) => heard.push(m));
  return { post: (m: TabMessage) => other.post(m), heard };
}

const settle = () => new Promise((r) => setTimeout(r, 0));
const refreshCalls = (calls: { url: string }[]) => calls.filter((c) => c.url.endsWith('/auth/refresh'));

describe('urlFor', () => {
  it('sends langs and /node paths to the node base, the rest to the main base', () => {
    expect(urlFor('/api/banks')).toBe('/limo/api/banks');
    expect(urlFor('/node/api/drivers')).toBe('/limo/node/api/drivers');
    expect(urlFor('/node/langs/en')).toBe('/limo/node/langs/en');
  });
  it('writes the query, repeating arrays and leaving empty values out', () => {
    expect(urlFor('/api/banks', { page: 0, size: 20, sort: ['a,asc', 'b,desc'], q: '', x: undefined })).toBe(
      '/limo/api/banks?page=0&size=20&sort=a%2Casc&sort=b%2Cdesc',
    );
  });
});

describe('call', () => {
  it('sends the bearer token, branch and a unique request id', async () => {
    tokens.set('t1', 'r1');
    tokens.setBranchId(3);
    const calls = stubFetch(() => json(200, { ok: true }));
    await api('/api/banks');
    await api('/api/banks');
    expect(header(calls[0].init, 'Authorization')).toBe('Bearer t1');
    expect(header(calls[0].init, 'X-Branch-Id')).toBe('3');
    const ids = calls.map((c) => header(c.init, 'X-Request-Id'));
    expect(ids[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(ids[0]).not.toBe(ids[1]);
  });
  it("sends the user's language as Accept-Language on every call and download, en and zh-HK (issue 30)", async () => {
    const calls = stubFetch(() => json(200, { ok: true }));
    const i18n = initI18n('en');
    try {
      await i18n.changeLanguage('en');
      await api('/api/banks');
      await download('/api/report.xlsx');
      await i18n.changeLanguage('zh-HK');
      await api('/api/banks', { method: 'POST', body: {} });
      await download('/api/report.xlsx');
    } finally {
      await i18n.changeLanguage('en');
    }
    expect(calls.map((c) => header(c.init, 'Accept-Language'))).toEqual(['en', 'en', 'zh-HK', 'zh-HK']);
  });
  it('applies the save transforms and strips never-sent fields', async () => {
    const calls = stubFetch(() => json(201, { id: 1 }));
    await api('/api/x', { method: 'POST', body: { startDate: '', pickupTime: '0930', cashFlag: true, version: 3, _links: {}, name: 'a' } });
    expect(JSON.parse(String(calls[0].init.body))).toEqual({ startDate: null, pickupTime: '09:30:00', cashFlag: 1, name: 'a' });
  });
  it('sends If-Match and returns the ETag', async () => {
    const calls = stubFetch(() => json(200, { id: 1 }, { ETag: '"4"' }));
    const answer = await call('/api/banks/1', { method: 'PATCH', body: {}, ifMatch: 3 });
    expect(header(calls[0].init, 'If-Match')).toBe('"3"');
    expect(answer.etag).toBe('"4"');
  });
  it('refreshes once on 401, stores the new tokens and retries', async () => {
    tokens.set('old', 'r1');
    const calls = stubFetch((url, init) => {
      if (url.endsWith('/auth/refresh')) return json(200, { token: 'new', refreshToken: 'r2' });
      return header(init, 'Authorization') === 'Bearer new' ? json(200, [1]) : json(401, { status: 401, error: 'Unauthorized' });
    });
    expect(await api('/api/banks')).toEqual([1]);
    expect(tokens.token).toBe('new');
    expect(tokens.refreshToken).toBe('r2');
    expect(JSON.parse(String(calls[1].init.body))).toEqual({ refreshToken: 'r1' });
    expect(calls).toHaveLength(3);
  });
  it('signs off when the refresh fails', async () => {
    tokens.set('old', 'r1');
    const calls = stubFetch(() => json(401, { status: 401, error: 'Unauthorized' }));
    await expect(api('/api/banks')).rejects.toBeInstanceOf(ApiError);
    expect(tokens.token).toBeNull();
    expect(tokens.refreshToken).toBeNull();
    expect(calls).toHaveLength(2);
  });
  it('shares one refresh between concurrent calls', async () => {
    tokens.set('old', 'r1');
    const calls = stubFetch((url, init) => {
      if (url.endsWith('/auth/refresh')) return json(200, { token: 'new', refreshToken: 'r2' });
      return header(init, 'Authorization') === 'Bearer new' ? json(200, {}) : json(401, {});
    });
    await Promise.all([api('/api/a'), api('/api/b')]);
    expect(calls.filter((c) => c.url.endsWith('/auth/refresh'))).toHaveLength(1);
  });
  it('does not refresh for a failed sign-in', async () => {
    const calls = stubFetch(() => json(401, { status: 401, error: 'Unauthorized', message: 'Wrong username or password' }));
    await expect(api('/auth', { method: 'POST', body: {} })).rejects.toMatchObject({ status: 401, message: 'Wrong username or password' });
    expect(calls).toHaveLength(1);
  });
  it('turns an error answer into an ApiError with its body', async () => {
    stubFetch(() => json(409, { status: 409, error: 'Conflict', message: 'Bank HSBC is used by 2 payments', errors: ['x'] }));
    const err = await api('/api/banks/1', { method: 'DELETE' }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).status).toBe(409);
    expect((err as ApiError).errors).toEqual(['x']);
  });
  it('gives undefined for 204', async () => {
    stubFetch(() => new Response(null, { status: 204 }));
    expect(await api('/api/banks/1', { method: 'DELETE' })).toBeUndefined();
  });
});

describe('refreshing once for all callers and all tabs', () => {
  it('makes one refresh for five calls answered 401, even when some answers come after the refresh', async () => {
    tokens.set('old', 'r1');
    let answered = 0;
    const calls = stubFetch(async (url, init) => {
      if (url.endsWith('/auth/refresh')) return json(200, { token: 'new', refreshToken: 'r2' });
      if (header(init, 'Authorization') === 'Bearer new') return json(200, { url });
      // The first 401 comes at once; the others only once the refresh is over.
      if (answered++ > 0) while (tokens.token !== 'new') await settle();
      await settle();
      return json(401, { status: 401, error: 'Unauthorized' });
    });
    const paths = ['/api/a', '/api/b', '/api/c', '/api/d', '/api/e'];
    const answers = await Promise.all(paths.map((p) => api<{ url: string }>(p)));
    for (const [i, p] of paths.entries()) expect(answers[i].url, p).toBe(`/limo${p}`);
    expect(refreshCalls(calls)).toHaveLength(1);
    expect(tokens.token).toBe('new');
  });

  it('tells the other tabs that it refreshes, then the new pair', async () => {
    const tab = withAnotherTab();
    tokens.set('old', 'r1');
    stubFetch((url, init) => {
      if (url.endsWith('/auth/refresh')) return json(200, { token: 'new', refreshToken: 'r2' });
      return header(init, 'Authorization') === 'Bearer new' ? json(200, {}) : json(401, {});
    });
    await api('/api/banks');
    await settle();
    expect(tab.heard).toEqual([{ type: 'refreshing' }, { type: 'tokens', token: 'new', refreshToken: 'r2' }]);
  });

  it('takes the pair another tab refreshed instead of refreshing itself', async () => {
    const tab = withAnotherTab();
    tokens.set('old', 'r1');
    tab.post({ type: 'refreshing' });
    await settle();
    let unauthorized!: () => void;
    const gotUnauthorized = new Promise<void>((r) => (unauthorized = r));
    const calls = stubFetch((url, init) => {
      if (url.endsWith('/auth/refresh')) return json(200, { token: 'mine', refreshToken: 'r9' });
      if (header(init, 'Authorization') === 'Bearer new') return json(200, [1]);
      unauthorized();
      return json(401, {});
    });
    const answer = api('/api/banks');
    await gotUnauthorized;
    await settle();
    tab.post({ type: 'tokens', token: 'new', refreshToken: 'r2' });
    expect(await answer).toEqual([1]);
    expect(refreshCalls(calls)).toHaveLength(0);
    expect([tokens.token, tokens.refreshToken]).toEqual(['new', 'r2']);
  });

  it("signs off, without a refresh of its own, when the other tab's refresh fails", async () => {
    const tab = withAnotherTab();
    tokens.set('old', 'r1');
    tab.post({ type: 'refreshing' });
    await settle();
    const calls = stubFetch(() => json(401, { status: 401, error: 'Unauthorized' }));
    const answer = api('/api/banks').catch((e: unknown) => e);
    await settle();
    tab.post({ type: 'refreshFailed' });
    expect(await answer).toBeInstanceOf(ApiError);
    expect(refreshCalls(calls)).toHaveLength(0);
    expect(tokens.token).toBeNull();
    expect(tab.heard).toContainEqual({ type: 'signedOff' });
  });

  it('refreshes itself when the other tab says nothing more in time (it may have closed)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const tab = withAnotherTab();
    tokens.set('old', 'r1');
    tab.post({ type: 'refreshing' });
    await vi.advanceTimersByTimeAsync(0);
    const calls = stubFetch((url, init) => {
      if (url.endsWith('/auth/refresh')) return json(200, { token: 'new', refreshToken: 'r2' });
      return header(init, 'Authorization') === 'Bearer new' ? json(200, [2]) : json(401, {});
    });
    const answer = api('/api/banks');
    await vi.advanceTimersByTimeAsync(REFRESH_WAIT_MS - 1);
    expect(refreshCalls(calls)).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(await answer).toEqual([2]);
    expect(refreshCalls(calls)).toHaveLength(1);
  });
});

describe('one session across tabs', () => {
  it('signs off here when another tab signs off', async () => {
    const tab = withAnotherTab();
    tokens.set('t1', 'r1');
    tab.post({ type: 'signedOff' });
    await settle();
    expect(tokens.token).toBeNull();
    expect(tokens.refreshToken).toBeNull();
  });

  it('tells the other tabs of a sign-in and of a sign-off here', async () => {
    const tab = withAnotherTab();
    stubFetch(() => json(200, { token: 't1', refreshToken: 'r1' }));
    await signIn('admin', 'pw');
    signOff();
    await settle();
    expect(tab.heard).toEqual([{ type: 'tokens', token: 't1', refreshToken: 'r1' }, { type: 'signedOff' }]);
  });
});
