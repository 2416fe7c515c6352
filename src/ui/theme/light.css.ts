import { createTheme } from '@vanilla-extract/css';
import { vars } from './contract.css.ts';
import { CORMORANT_FALLBACK, INTER_FALLBACK } from './fallbackFonts.css.ts';

/**
 * The light boutique look: ivory and porcelain grounds, graphite text, champagne-gold accents, a serif display
 * face (Cormorant Garamond) over a neutral sans (Inter). Contrast (WCAG 2.2) measured against bg #FBF8F2,
 * surface #FFFFFF and surfaceAlt #F3EDE3: text ≥ 13.7, textMuted ≥ 5.8, accentText ≥ 5.4, danger ≥ 5.9,
 * success ≥ 5.5, info ≥ 6.2, borderStrong ≥ 3.4, focus ≥ 4.6; accent on text (badges) 5.8.
 */
export const lightTokens = {
  color: {
    bg: '#FBF8F2',
    surface: '#FFFFFF',
    surfaceAlt: '#F3EDE3',
    text: '#23211E',
    textMuted: '#5F5A52',
    textInverse: '#FBF8F2',
    accent: '#B8975A',
    accentText: '#7A5A1F',
    border: '#E3DBCE',
    borderStrong: '#857E73',
    danger: '#A3302A',
    success: '#2E6A3E',
    info: '#2B5A86',
    overlay: 'rgba(28, 26, 23, 0.55)',
    focus: '#8A6420',
  },
  font: {
    body: `'Inter Variable', '${INTER_FALLBACK}', system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif`,
    display: `'Cormorant Garamond Variable', '${CORMORANT_FALLBACK}', Georgia, 'Times New Roman', serif`,
  },
  fontSize: {
    xs: '0.75rem',
    sm: '0.875rem',
    md: '1rem',
    lg: '1.125rem',
    xl: '1.5rem',
    xxl: '2rem',
    display: '2.75rem',
  },
  fontWeight: {
    regular: '400',
    medium: '500',
    semibold: '600',
  },
  lineHeight: {
    tight: '1.2',
    normal: '1.5',
    relaxed: '1.7',
  },
  letterSpacing: {
    normal: '0',
    wide: '0.04em',
    wider: '0.12em',
  },
  space: {
    xxs: '2px',
    xs: '4px',
    sm: '8px',
    md: '16px',
    lg: '24px',
    xl: '40px',
    xxl: '64px',
  },
  radius: {
    sm: '2px',
    md: '4px',
    lg: '8px',
    pill: '999px',
    circle: '50%',
  },
  size: {
    page: '1440px',
    header: '72px',
    control: '44px',
    badge: '20px',
    drawer: '400px',
    panel: '450px',
    prose: '560px',
  },
  shadow: {
    sm: '0 1px 2px rgba(35, 33, 30, 0.06)',
    md: '0 6px 20px rgba(35, 33, 30, 0.08)',
    lg: '0 18px 48px rgba(35, 33, 30, 0.16)',
  },
  motion: {
    fast: '120ms',
    normal: '240ms',
    easing: 'cubic-bezier(0.2, 0, 0, 1)',
  },
  z: {
    header: '100',
    overlay: '1000',
    modal: '1001',
    toast: '1100',
  },
};

export const lightTheme = createTheme(vars, lightTokens);
