import { afterEach, describe, expect, it, vi } from 'vitest';
import { openTabChannel, type TabChannel, type TabMessage } from './tabSync';

const opened: TabChannel[] = [];
const open = () => {
  const c = openTabChannel();
  opened.push(c);
  return c;
};
afterEach(() => {
  for (const c of opened.splice(0)) c.close();
});

const heardBy = (c: TabChannel) => {
  const heard: TabMessage[] = [];
  c.listen((m) => heard.push(m));
  return heard;
};

describe('the channel between tabs', () => {
  it('carries messages to the other tabs over a BroadcastChannel, not back to the sender', async () => {
    const here = open();
    const there = open();
    const heardHere = heardBy(here);
    const heardThere = heardBy(there);
    here.post({ type: 'tokens', token: 't2', refreshToken: 'r2' });
    await vi.waitFor(() => expect(heardThere).toEqual([{ type: 'tokens', token: 't2', refreshToken: 'r2' }]));
    expect(heardHere).toEqual([]);
  });

  it('falls back to a storage key where the browser has no BroadcastChannel, leaving nothing stored', () => {
    vi.stubGlobal('BroadcastChannel', undefined);
    const channel = open();
    const heard = heardBy(channel);
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    channel.post({ type: 'signedOff' });
    expect(setItem).toHaveBeenCalledWith('limo-session', expect.stringContaining('"type":"signedOff"'));
    expect(localStorage.getItem('limo-session')).toBeNull();
    // What another tab's write looks like here: a storage event.
    const event = (key: string, newValue: string | null) => window.dispatchEvent(new StorageEvent('storage', { key, newValue }));
    event('limo-session', JSON.stringify({ type: 'tokens', token: 't3', refreshToken: 'r3', at: '1' }));
    event('limo-session', null);
    event('limo-session', 'not json');
    event('limo-session', JSON.stringify({ type: 'shout' }));
    event('token', 'x');
    expect(heard).toEqual([{ type: 'tokens', token: 't3', refreshToken: 'r3', at: '1' }]);
  });
});
