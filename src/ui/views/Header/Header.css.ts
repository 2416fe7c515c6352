import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

/** Part 1 §9: the mobile layout (and the mobile search bar) applies under 1024 px. */
const mobile = 'screen and (max-width: 1023.98px)';

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.z.header,
  backgroundColor: vars.color.bg,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const inner = style({
  display: 'grid',
  gridTemplateColumns: 'auto auto minmax(0, 1fr) auto',
  gridTemplateAreas: '"menu logo search actions"',
  alignItems: 'center',
  columnGap: vars.space.lg,
  rowGap: vars.space.sm,
  maxWidth: '1440px',
  marginInline: 'auto',
  padding: `${vars.space.sm} ${vars.space.lg}`,
  minHeight: '72px',
  '@media': {
    [mobile]: {
      gridTemplateColumns: 'auto minmax(0, 1fr) auto',
      gridTemplateAreas: '"menu logo actions" "search search search"',
      columnGap: vars.space.sm,
      padding: `${vars.space.xs} ${vars.space.md} ${vars.space.sm}`,
      minHeight: 'auto',
    },
  },
});

export const menu = style({ gridArea: 'menu', marginLeft: `calc(-1 * ${vars.space.sm})` });

export const logo = style({
  gridArea: 'logo',
  minWidth: 0,
  '@media': { [mobile]: { justifySelf: 'center' } },
});

/** Under 480 px the wordmark stacks: "Москва", the dot, "Дубай" — it has to fit beside four buttons at 320 px. */
const narrow = 'screen and (max-width: 479.98px)';

export const logoLink = style({
  '@media': {
    [mobile]: { fontSize: vars.fontSize.lg },
    [narrow]: {
      flexDirection: 'column',
      alignItems: 'center',
      fontSize: '0.9375rem',
      letterSpacing: vars.letterSpacing.wide,
    },
  },
});

/* Stacked, the dot becomes a gold hairline between the words (the character stays for the accessible name). */
export const logoDot = style({
  '@media': {
    [narrow]: {
      display: 'block',
      width: '20px',
      height: '1px',
      margin: '3px auto',
      fontSize: 0,
      backgroundColor: vars.color.accent,
    },
  },
});

export const search = style({
  gridArea: 'search',
  position: 'relative',
  justifySelf: 'center',
  width: '100%',
  maxWidth: '560px',
  '@media': { [mobile]: { maxWidth: 'none' } },
});

export const searchField = style({
  display: 'flex',
  alignItems: 'center',
  height: '44px',
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.surface,
  paddingLeft: vars.space.md,
  transition: `border-color ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    '&:hover': { borderColor: vars.color.text },
    // A text input shows focus on click as well, so focus-within draws the same ring as :focus-visible would.
    '&:focus-within': { borderColor: vars.color.text, outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const searchIcon = style({ color: vars.color.textMuted, flexShrink: 0 });

export const searchInput = style({
  flex: 1,
  minWidth: 0,
  height: '100%',
  padding: `0 ${vars.space.sm}`,
  border: 0,
  background: 'transparent',
  fontSize: vars.fontSize.md,
  color: vars.color.text,
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&::-webkit-search-cancel-button': { WebkitAppearance: 'none' },
    // The ring goes on the whole pill (searchField:focus-within) instead.
    '&:focus-visible': { outline: 'none' },
  },
});

export const searchSubmit = style({
  height: '42px',
  padding: `0 ${vars.space.md}`,
  border: 0,
  borderLeft: `1px solid ${vars.color.border}`,
  borderRadius: `0 ${vars.radius.pill} ${vars.radius.pill} 0`,
  backgroundColor: 'transparent',
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  letterSpacing: vars.letterSpacing.wide,
  cursor: 'pointer',
  selectors: {
    '&:hover': { color: vars.color.accentText },
    '&:focus-visible': { outlineOffset: '-4px' },
  },
});

export const suggestions = style({
  position: 'absolute',
  top: `calc(100% + ${vars.space.xs})`,
  left: 0,
  right: 0,
  zIndex: 1,
});

export const actions = style({
  gridArea: 'actions',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  marginRight: `calc(-1 * ${vars.space.sm})`,
  '@media': { [mobile]: { gap: 0 } },
});

export const locale = style({
  minWidth: '44px',
  height: '44px',
  padding: `0 ${vars.space.sm}`,
  border: 0,
  borderRadius: vars.radius.pill,
  backgroundColor: 'transparent',
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: vars.letterSpacing.wider,
  cursor: 'pointer',
  selectors: {
    '&:hover': { backgroundColor: vars.color.surfaceAlt, color: vars.color.accentText },
  },
});

/** On small phones the favorites shortcut gives way; it stays in the menu and the profile area. */
export const hideOnNarrow = style({
  '@media': { 'screen and (max-width: 379.98px)': { display: 'none' } },
});

const sweep = keyframes({ from: { backgroundPosition: '100% 0' }, to: { backgroundPosition: '-100% 0' } });

export const suggestionList = style({
  position: 'relative',
  margin: 0,
  padding: vars.space.xs,
  listStyle: 'none',
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
  maxHeight: 'min(420px, 70vh)',
  overflowY: 'auto',
});

/* The previous answer stays while the next loads; a gold line sweeps along the top edge meanwhile (dimming the
   list instead would drop its text below 4.5:1). Reduced motion stops the sweep, the line stays. */
globalStyle(`${suggestionList}[aria-busy="true"]::before`, {
  content: '""',
  position: 'absolute',
  top: 0,
  left: vars.space.sm,
  right: vars.space.sm,
  height: '2px',
  backgroundImage: `linear-gradient(90deg, transparent, ${vars.color.accent}, transparent)`,
  backgroundSize: '200% 100%',
  animation: `${sweep} 1.2s linear infinite`,
});

export const suggestion = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  padding: `${vars.space.sm} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  selectors: {
    '&:hover': { backgroundColor: vars.color.bg },
    // The highlight follows the arrow keys: a gold rule and a warm fill, not colour alone.
    '&[aria-selected="true"]': { backgroundColor: vars.color.surfaceAlt, boxShadow: `inset 2px 0 0 ${vars.color.accent}` },
  },
});

export const suggestionImage = style({
  flexShrink: 0,
  width: '44px',
  height: '44px',
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.surfaceAlt,
  objectFit: 'cover',
});

export const suggestionText = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });

export const suggestionBrand = style({
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: vars.letterSpacing.wider,
  textTransform: 'uppercase',
  color: vars.color.accentText,
});

export const suggestionModel = style({
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const suggestionReference = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });

export const suggestionStatus = style({
  margin: 0,
  padding: `${vars.space.md} ${vars.space.md}`,
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});
