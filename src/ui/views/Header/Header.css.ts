import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { below } from '../../theme/breakpoints.ts';
import { popoverSurface } from '../../popover.css.ts';

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
  maxWidth: vars.size.page,
  marginInline: 'auto',
  padding: `${vars.space.sm} ${vars.space.lg}`,
  minHeight: vars.size.header,
  '@media': {
    [below.desktop]: {
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
  '@media': { [below.desktop]: { justifySelf: 'center' } },
});

/**
 * Under 480 px the wordmark stays on one line (issue 10 item 10: a stacked "Москва / Дубай" read as two words),
 * set smaller with the width, beside five 40 px buttons down to 320 px.
 */
export const logoLink = style({
  '@media': {
    [below.desktop]: { fontSize: vars.fontSize.lg },
    [below.phone]: {
      fontSize: 'clamp(0.75rem, 3.6vw, 1rem)',
      letterSpacing: vars.letterSpacing.wide,
    },
  },
});

export const logoDot = style({
  '@media': { [below.phone]: { marginInline: '0.25em' } },
});

export const search = style({
  gridArea: 'search',
  position: 'relative',
  justifySelf: 'center',
  width: '100%',
  maxWidth: '560px',
  '@media': { [below.desktop]: { maxWidth: 'none' } },
});

export const searchField = style({
  display: 'flex',
  alignItems: 'center',
  height: vars.size.control,
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
    // The whole hint fits a 375 px phone at the smaller size (the typed text stays 16 px: iOS zooms below that).
    '&::placeholder': { color: vars.color.textMuted, opacity: 1, '@media': { [below.desktop]: { fontSize: vars.fontSize.sm } } },
    '&::-webkit-search-cancel-button': { WebkitAppearance: 'none' },
    // The ring goes on the whole pill (searchField:focus-within) instead.
    '&:focus-visible': { outline: 'none' },
  },
});

export const searchSubmit = style({
  height: '42px',
  padding: `0 ${vars.space.md}`,
  '@media': { [below.phone]: { padding: `0 ${vars.space.sm} 0 ${vars.space.sm}` } },
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
  '@media': { [below.desktop]: { gap: 0 } },
});

/* On phones every action stays (favorites included) at 40 × 44 px, so the one-line wordmark keeps its room. */
globalStyle(`${actions} > *`, { '@media': { [below.phone]: { width: '40px', minWidth: '40px', paddingInline: 0 } } });

export const locale = style({
  minWidth: vars.size.control,
  height: vars.size.control,
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

const sweep = keyframes({ from: { backgroundPosition: '100% 0' }, to: { backgroundPosition: '-100% 0' } });

export const suggestionList = style([
  popoverSurface,
  {
    position: 'relative',
    maxHeight: 'min(420px, 70vh)',
    overflowY: 'auto',
  },
]);

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
  fontVariantNumeric: 'lining-nums',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const suggestionReference = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  fontVariantNumeric: 'lining-nums tabular-nums',
  overflowWrap: 'anywhere',
});

/** The suggestion's catalogue (Часы / Украшения / Сумки, issue 10 item 5), beside the brand. */
export const suggestionCategory = style({
  marginLeft: vars.space.sm,
  fontWeight: vars.fontWeight.regular,
  letterSpacing: 'normal',
  textTransform: 'none',
  color: vars.color.textMuted,
});

/** Year · condition · box & papers (issue 10 item 16). */
export const suggestionDetails = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  fontVariantNumeric: 'lining-nums tabular-nums',
});

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

/**
 * Issue 28: signed in, the bell makes a sixth button. Under 480 px the actions tighten to 36 px (still above the
 * 24 px minimum target) and the columns close up, so the one-line wordmark keeps its room at 375 px.
 */
export const innerWithBell = style({ '@media': { [below.phone]: { columnGap: vars.space.xs } } });
globalStyle(`${innerWithBell} ${actions} > *`, { '@media': { [below.phone]: { width: '36px', minWidth: '36px' } } });

/**
 * Under 360 px (a 320 px phone) six buttons leave the wordmark no room: the bell steps aside and a dot on the account
 * button says there are unread notices (the account menu and the profile area list «Уведомления» with the count).
 */
export const bellButton = style({ '@media': { [below.narrowPhone]: { display: 'none' } } });
export const accountWithDot = style({ position: 'relative', display: 'inline-flex' });
export const unreadDot = style({
  display: 'none',
  position: 'absolute',
  top: '4px',
  right: '4px',
  width: '8px',
  height: '8px',
  borderRadius: '50%',
  background: vars.color.accent,
  boxShadow: `0 0 0 2px ${vars.color.surface}`,
  pointerEvents: 'none',
  '@media': { [below.narrowPhone]: { display: 'block' } },
});
