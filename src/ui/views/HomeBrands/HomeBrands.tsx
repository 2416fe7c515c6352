import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { defaultRenderLink, type LinkRenderProps } from '../../link.tsx';
import * as styles from './HomeBrands.css.ts';
import { vars } from '../../theme/contract.css.ts';

/** The ten houses of the home page, in the spec's order (part 1 §2.2 item 3). */
export const homeBrandKeys = [
  'patekPhilippe',
  'bvlgari',
  'cartier',
  'rolex',
  'richardMille',
  'hermes',
  'hublot',
  'fpJourne',
  'franckMuller',
  'audemarsPiguet',
] as const;
export type HomeBrandKey = (typeof homeBrandKeys)[number];

export type HomeBrandLink = { key: HomeBrandKey; name: string; href: string };

export type HomeBrandsProps = {
  brands: HomeBrandLink[];
  renderLink?: (props: LinkRenderProps) => ReactNode;
};

const serif = { fontFamily: vars.font.display } as const;

/**
 * Monograms drawn for the boutique (never the houses' trademarks): initials in the display serif inside a fine
 * double ring, each with one quiet emblem of the house — a crown, a cross, bezel screws, an octagon.
 */
function Monogram({ brand }: { brand: HomeBrandKey }): ReactNode {
  const letters = (text: string, size = 26, y = 58, spacing = 1) => (
    <text x="50" y={y} textAnchor="middle" fontSize={size} letterSpacing={spacing} fill="currentColor" style={serif}>
      {text}
    </text>
  );
  switch (brand) {
    case 'patekPhilippe':
      return (
        <>
          <path d="M50 18v10M45 23h10" stroke="currentColor" strokeWidth="1.4" />
          {letters('PP', 26, 62, 2)}
        </>
      );
    case 'bvlgari':
      return letters('BVLGARI', 12.5, 55, 1.6);
    case 'cartier':
      return (
        <>
          <path d="M59 38a14 14 0 1 0 0 24" fill="none" stroke="currentColor" strokeWidth="1.6" />
          <path d="M54 42a9 9 0 1 0 0 16" fill="none" stroke="currentColor" strokeWidth="1.2" />
        </>
      );
    case 'rolex':
      return (
        <>
          <path d="M38 36l4 9 4-11 4 11 4-11 4 11 4-9-2 12H40z" fill="currentColor" />
          {letters('ROLEX', 12, 66, 2)}
        </>
      );
    case 'richardMille':
      return (
        <>
          <rect x="32" y="30" width="36" height="40" rx="12" fill="none" stroke="currentColor" strokeWidth="1.2" />
          {letters('RM', 20, 57, 1)}
        </>
      );
    case 'hermes':
      return (
        <>
          {letters('H', 34, 62)}
          <path d="M36 70h28" stroke="currentColor" strokeWidth="1" />
        </>
      );
    case 'hublot':
      return (
        <>
          {[0, 60, 120, 180, 240, 300].map((angle) => (
            <circle key={angle} cx={50 + 22 * Math.cos((angle * Math.PI) / 180)} cy={50 + 22 * Math.sin((angle * Math.PI) / 180)} r="2" fill="currentColor" />
          ))}
          {letters('H', 22, 58)}
        </>
      );
    case 'fpJourne':
      return (
        <>
          {letters('FPJ', 20, 56, 1.5)}
          <path d="M50 64l1.5 3 3 .4-2.2 2 .6 3-2.9-1.5-2.9 1.5.6-3-2.2-2 3-.4z" fill="currentColor" />
        </>
      );
    case 'franckMuller':
      return (
        <>
          <path d="M38 30q12-6 24 0 6 20 0 40-12 6-24 0-6-20 0-40z" fill="none" stroke="currentColor" strokeWidth="1.2" />
          {letters('FM', 19, 57, 1)}
        </>
      );
    case 'audemarsPiguet':
      return (
        <>
          <path d="M41 29h18l12 12v18L59 71H41L29 59V41z" fill="none" stroke="currentColor" strokeWidth="1.2" />
          {letters('AP', 20, 57, 1.5)}
        </>
      );
  }
}

/** Round brand buttons (part 1 §2.2 item 3): each opens the catalogue filtered by the house. */
export function HomeBrands({ brands, renderLink = defaultRenderLink }: HomeBrandsProps) {
  const { t } = useLingui();
  return (
    <nav aria-label={t`Избранные бренды`}>
      <ul className={styles.list}>
        {brands.map((brand) => (
          <li key={brand.key} className={styles.item}>
            {renderLink({
              href: brand.href,
              className: styles.link,
              children: (
                <>
                  <span className={styles.badge}>
                    <svg viewBox="0 0 100 100" className={styles.logo} aria-hidden="true" focusable="false">
                      <circle cx="50" cy="50" r="47" fill="none" stroke="currentColor" strokeWidth="0.8" opacity="0.55" />
                      <circle cx="50" cy="50" r="43" fill="none" stroke="currentColor" strokeWidth="0.4" opacity="0.55" />
                      <Monogram brand={brand.key} />
                    </svg>
                  </span>
                  <span className={styles.name}>{brand.name}</span>
                </>
              ),
            })}
          </li>
        ))}
      </ul>
    </nav>
  );
}
