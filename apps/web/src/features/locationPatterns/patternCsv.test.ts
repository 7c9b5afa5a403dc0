import { describe, expect, it } from 'vitest';
import { PatternFileError, parsePatternCsv } from './patternCsv';

describe('parsePatternCsv', () => {
  it('reads rows without a header, trimming cells and upper-casing codes', () => {
    const f = parsePatternCsv(' Peninsula Hotel , pen \nHKIA T1,hkg-t1\n');
    expect(f.header).toBe(false);
    expect(f.rows).toEqual([
      { pattern: 'Peninsula Hotel', locationCode: 'PEN' },
      { pattern: 'HKIA T1', locationCode: 'HKG-T1' },
    ]);
    expect(f.fileRows).toEqual([1, 2]);
  });
  it('takes the columns from a header row, in any order and spelling', () => {
    const f = parsePatternCsv('Location Code;PATTERN\r\nICC;International Commerce Centre\r\n');
    expect(f.header).toBe(true);
    expect(f.rows).toEqual([{ pattern: 'International Commerce Centre', locationCode: 'ICC' }]);
    expect(f.fileRows).toEqual([2]);
  });
  it('leaves out blank lines but keeps the file record numbers, and strips a byte order mark', () => {
    const f = parsePatternCsv('\ufeffpattern,locationCode\n\nA,X1\n , \nB,X2');
    expect(f.rows.map((r) => r.pattern)).toEqual(['A', 'B']);
    expect(f.fileRows).toEqual([3, 5]);
  });
  it('keeps quoted commas and incomplete rows (the server names what is missing)', () => {
    const f = parsePatternCsv('"Kowloon Hotel, TST",KLH\nonly a pattern\n,NOCODE');
    expect(f.rows).toEqual([
      { pattern: 'Kowloon Hotel, TST', locationCode: 'KLH' },
      { pattern: 'only a pattern', locationCode: '' },
      { pattern: '', locationCode: 'NOCODE' },
    ]);
  });
  it('gives nothing for an empty file', () => {
    expect(parsePatternCsv('').rows).toEqual([]);
    expect(parsePatternCsv('pattern,locationCode\n').rows).toEqual([]);
  });
  it('refuses text that is not CSV', () => {
    expect(() => parsePatternCsv('"unclosed,X\nB,Y')).toThrow(PatternFileError);
  });
});
