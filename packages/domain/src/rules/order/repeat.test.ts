import { describe, expect, it } from 'vitest';
import { personKey, phoneDigits, phoneKey, samePhone } from './repeat.js';

describe('the phone and name keys of the duplicate warning and recent trips', () => {
  it('compares phones by their last 8 digits, with or without the country code and spacing', () => {
    expect(phoneDigits('+852 9123-4567')).toBe('85291234567');
    expect(phoneKey('+852 9123-4567')).toBe('91234567');
    expect(samePhone('+852 9123 4567', '91234567')).toBe(true);
    expect(samePhone('9123 4567', '9123 4568')).toBe(false);
  });

  it('compares short numbers whole and never matches a phone without digits', () => {
    expect(samePhone('12345', '912345')).toBe(false);
    expect(samePhone('ext. 123', '123')).toBe(true);
    expect(samePhone('', '')).toBe(false);
    expect(samePhone(null, 'n/a')).toBe(false);
  });

  it('compares names trimmed, with single spaces, in lower case', () => {
    expect(personKey('  Chan   Tai Man ')).toBe('chan tai man');
    expect(personKey(null)).toBe('');
  });
});
