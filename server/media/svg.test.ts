import { describe, expect, it } from 'vitest';
import { escapeXml } from './svg.ts';

describe('escapeXml', () => {
  it('escapes the five XML specials and drops characters XML forbids', () => {
    expect(escapeXml(`A. Lange & Söhne <script>"x"'y'</script>`)).toBe(
      'A. Lange &amp; Söhne &lt;script&gt;&quot;x&quot;&apos;y&apos;&lt;/script&gt;',
    );
    expect(escapeXml('a\u0000b\u0007c\uD800d')).toBe('abc\uFFFDd');
    expect(escapeXml(null)).toBe('');
  });
});
