import { assignVars, globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css.ts';
import { lightTheme, lightTokens } from './light.css.ts';

/*
 * The light values are also the document default: Radix dialogs, drawers and toasts portal into <body>, outside
 * any element carrying the theme class, and would otherwise lose every variable.
 */
globalStyle(':root', { vars: assignVars(vars, lightTokens) });

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

globalStyle(`html, body, .${lightTheme}`, {
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
  backgroundColor: vars.color.bg,
  // Cormorant Garamond's default figures are old-style: "H08" read "Ho8", "BR 05" "BR o5" (issue 10 item 9). Model
  // names, references and prices are codes, not prose: lining figures everywhere, inherited by every element.
  fontVariantNumeric: 'lining-nums',
  WebkitFontSmoothing: 'antialiased',
  MozOsxFontSmoothing: 'grayscale',
  textRendering: 'optimizeLegibility',
});

globalStyle('body', { margin: 0, minHeight: '100vh' });

globalStyle('h1, h2, h3, h4, h5, h6', {
  fontFamily: vars.font.display,
  fontVariantNumeric: 'lining-nums',
  // Balanced lines: no lone "41" on the last line of a model name.
  textWrap: 'balance',
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  margin: 0,
});

globalStyle('p, figure, blockquote, dl, dd', { margin: 0 });

globalStyle('img, svg, video', { display: 'block', maxWidth: '100%' });

globalStyle('button, input, select, textarea', { font: 'inherit', color: 'inherit' });

globalStyle('a', { color: 'inherit' });

globalStyle('::selection', { backgroundColor: vars.color.accent, color: vars.color.text });

/* One visible focus ring for keyboard users everywhere; mouse clicks do not show it. */
globalStyle(':focus-visible', {
  outline: `2px solid ${vars.color.focus}`,
  outlineOffset: '2px',
});

globalStyle(':focus:not(:focus-visible)', { outline: 'none' });

/* Users who ask for less motion get none: transitions and animations finish at once. */
globalStyle('*, *::before, *::after', {
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
    },
  },
});

globalStyle('html', { '@media': { '(prefers-reduced-motion: reduce)': { scrollBehavior: 'auto' } } });
