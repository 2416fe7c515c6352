import { globalFontFace } from '@vanilla-extract/css';

/**
 * Local stand-ins shaped like the shipped faces (issue 16: CLS ≤ 0.02). The page paints at once in a local font
 * (`font-display: swap`) and swaps when the web font arrives; a stand-in with Inter's or Cormorant's width
 * (`size-adjust`) and line metrics takes the same room, so a paragraph keeps its line breaks and nothing below it
 * moves at the swap. Arial and Times New Roman are everywhere (Liberation Sans and Serif are their metric twins on
 * Linux); the figures are the web faces' measured against them, Cyrillic and Latin text together.
 */
const sans = (weight: 'normal' | 'bold') =>
  weight === 'normal'
    ? "local('Arial'), local('ArialMT'), local('Liberation Sans'), local('LiberationSans'), local('Helvetica')"
    : "local('Arial Bold'), local('Arial-BoldMT'), local('Liberation Sans Bold'), local('LiberationSans-Bold'), local('Helvetica Bold')";
const serif = (weight: 'normal' | 'bold') =>
  weight === 'normal'
    ? "local('Times New Roman'), local('TimesNewRomanPSMT'), local('Liberation Serif'), local('LiberationSerif')"
    : "local('Times New Roman Bold'), local('TimesNewRomanPS-BoldMT'), local('Liberation Serif Bold'), local('LiberationSerif-Bold')";

const INTER = { sizeAdjust: '106.6%', ascentOverride: '90.9%', descentOverride: '22.7%', lineGapOverride: '0%' } as const;
const CORMORANT = { sizeAdjust: '93.4%', ascentOverride: '98.5%', descentOverride: '31.1%', lineGapOverride: '0%' } as const;

export const INTER_FALLBACK = 'Inter Fallback';
export const CORMORANT_FALLBACK = 'Cormorant Garamond Fallback';

globalFontFace(INTER_FALLBACK, [
  { src: sans('normal'), fontWeight: '100 500', ...INTER },
  { src: sans('bold'), fontWeight: '600 900', ...INTER },
]);
globalFontFace(CORMORANT_FALLBACK, [
  { src: serif('normal'), fontWeight: '100 500', ...CORMORANT },
  { src: serif('bold'), fontWeight: '600 900', ...CORMORANT },
]);
