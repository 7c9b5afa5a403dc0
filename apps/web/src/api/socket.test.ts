import { describe, expect, it } from 'vitest';
import { channelsOf } from './socket';

describe('channelsOf', () => {
  it('asks for the channels whose handlers a screen passes, and no other', () => {
    const reload = () => undefined;
    expect(channelsOf({ onSchedule: reload, onReconnect: reload })).toEqual(['schedule']);
    expect(channelsOf({ onGps: reload, onReconnect: reload })).toEqual(['gps']);
    expect(channelsOf({ onGps: reload, onDashboard: reload, onReconnect: reload })).toEqual(['gps', 'dashboard']);
    expect(channelsOf({ onSchedule: reload, onGps: reload, onDashboard: reload, onReconnect: reload })).toEqual(['schedule', 'gps', 'dashboard']);
  });
});
