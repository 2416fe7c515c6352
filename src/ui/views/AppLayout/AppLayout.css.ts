import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const shell = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: '100vh',
  backgroundColor: vars.color.bg,
  color: vars.color.text,
});

export const main = style({
  flex: 1,
  width: '100%',
  // The footer starts below the fold on every page, whatever is still loading: it never shows mid-screen under
  // a short loading state and is then pushed away (issue 10 item 8, layout shift).
  minHeight: '100vh',
  selectors: {
    // Focus lands here from the skip link (tabIndex -1); a ring around the whole page would only distract.
    '&:focus': { outline: 'none' },
  },
});

