import { describe, expect, it } from 'vitest';
import { brandKey, referenceKey } from './keys.ts';

describe('brandKey', () => {
  it('lower-cases, strips accents and punctuation (part 1 §5 brand matching)', () => {
    expect(brandKey('F.P. Journe')).toBe('fpjourne');
    expect(brandKey('Hermès')).toBe('hermes');
    expect(brandKey('A. Lange & Söhne')).toBe('alangesohne');
    expect(brandKey('Glashütte Original')).toBe('glashutteoriginal');
    expect(brandKey('H. Moser & Cie.')).toBe('hmosercie');
    expect(brandKey('MB&F')).toBe('mbf');
    expect(brandKey('Jacob & Co.')).toBe('jacobco');
  });

  it('matches the home page spellings to the stored names', () => {
    // Part 1 §2.2 writes "Hermes", "FP Journe" and "Frank Muller"; the first two must meet the stored brands.
    expect(brandKey('Hermes')).toBe(brandKey('Hermès'));
    expect(brandKey('FP Journe')).toBe(brandKey('F.P. Journe'));
    expect(brandKey('  audemars   PIGUET ')).toBe('audemarspiguet');
  });

  it('is idempotent', () => {
    for (const name of ['Patek Philippe', 'Van Cleef & Arpels', 'Tiffany & Co.']) {
      expect(brandKey(brandKey(name))).toBe(brandKey(name));
    }
  });
});

describe('referenceKey', () => {
  it('upper-cases and keeps only letters and digits', () => {
    expect(referenceKey('126610 LN')).toBe('126610LN');
    expect(referenceKey('126610-ln')).toBe('126610LN');
    expect(referenceKey('5711/1A-010')).toBe('57111A010');
    expect(referenceKey('15510ST.OO.1320ST.06')).toBe('15510STOO1320ST06');
    expect(referenceKey('RM 35-02')).toBe('RM3502');
    expect(referenceKey('310.30.42.50.01.001')).toBe('31030425001001');
  });

  it('is idempotent and leaves an already clean key alone', () => {
    expect(referenceKey('WSSA0018')).toBe('WSSA0018');
    expect(referenceKey(referenceKey('441.NX.1171.RX'))).toBe('441NX1171RX');
  });
});
