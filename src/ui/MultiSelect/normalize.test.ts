import { describe, expect, it } from 'vitest';
import { matchOptions, searchKey } from './normalize.ts';

describe('multi-select search', () => {
  it('ignores case, accents and spaces', () => {
    expect(searchKey(' Hermès ')).toBe('hermes');
    expect(searchKey('A. Lange & Söhne')).toBe('a.lange&sohne');
  });

  it('keeps the options containing the query, all of them for a blank one', () => {
    const options = [{ label: 'Hermès' }, { label: 'Rolex' }, { label: 'Patek Philippe' }];
    expect(matchOptions(options, 'herm')).toEqual([{ label: 'Hermès' }]);
    expect(matchOptions(options, 'PATEK phil')).toEqual([{ label: 'Patek Philippe' }]);
    expect(matchOptions(options, '  ')).toBe(options);
  });
});
