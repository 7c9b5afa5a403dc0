import { describe, expect, it } from 'vitest';
import { proposeZone, zonesOf } from './zone-proposal.js';

const locations = [
  { name: 'Hong Kong International Airport T1', nameZh: '香港國際機場一號客運大樓', zone: 'AIRPORT' },
  { name: 'The Peninsula Hong Kong', nameZh: '香港半島酒店', zone: 'TST' },
  { name: 'IFC Tower Two', nameZh: '國際金融中心二期', zone: 'Central' },
  { name: 'Harbour City Ocean Terminal', nameZh: '海港城海運碼頭', zone: 'TST' },
  { name: 'No Zone Pier', nameZh: '', zone: '' },
];

describe('proposeZone', () => {
  it('proposes the zone of the location sharing the most words, case and width ignored', () => {
    expect(proposeZone('Gate 5, ocean terminal, harbour city', locations)).toBe('TST');
    expect(proposeZone('ＩＦＣ tower one, 8 Finance St', locations)).toBe('Central');
  });

  it('breaks a tie of shared words by the longest common start, and reads the Chinese name', () => {
    // One word each with IFC Tower Two ("ifc") and Harbour City ("harbour"): the start "ifc " decides.
    expect(proposeZone('IFC Harbour', locations)).toBe('Central');
    expect(proposeZone('Harbour IFC', locations)).toBe('TST');
    expect(proposeZone('香港國際機場停車場', locations)).toBe('AIRPORT');
  });

  it('proposes nothing when no name resembles the address, and skips locations without a zone', () => {
    expect(proposeZone('12 Shek O Road', locations)).toBe('');
    expect(proposeZone('No Zone Pier', locations)).toBe('');
    expect(proposeZone('', locations)).toBe('');
  });

  it('lists each zone once, sorted, for the zone select', () => {
    expect(zonesOf(locations)).toEqual(['AIRPORT', 'Central', 'TST']);
  });
});
