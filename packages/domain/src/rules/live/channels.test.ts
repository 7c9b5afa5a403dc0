import { describe, expect, it } from 'vitest';
import { askedChannels, LIVE_CHANNEL_RIGHTS, LIVE_CHANNELS } from './channels.js';

describe('askedChannels', () => {
  it('answers every channel when none are named, the named ones once each otherwise', () => {
    expect(askedChannels(undefined)).toEqual(LIVE_CHANNELS);
    expect(askedChannels(null)).toEqual(LIVE_CHANNELS);
    expect(askedChannels(['gps', 'schedule', 'gps'])).toEqual(['gps', 'schedule']);
    expect(askedChannels([])).toEqual([]);
  });

  it('answers a message for anything but a list of known channels', () => {
    expect(askedChannels('schedule')).toBe('channels must be a list of schedule, gps, dashboard');
    expect(askedChannels(['schedule', 'orders', 7])).toBe('Unknown channel orders, 7: channels are schedule, gps, dashboard');
  });

  it('names the rights that open each channel', () => {
    for (const channel of LIVE_CHANNELS) expect(LIVE_CHANNEL_RIGHTS[channel].length, channel).toBeGreaterThan(0);
    expect(LIVE_CHANNEL_RIGHTS.dashboard).toEqual(['DASHBOARD']);
  });
});
