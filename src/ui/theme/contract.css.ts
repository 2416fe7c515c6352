import { createThemeContract } from '@vanilla-extract/css';

/**
 * The one theme contract of the UI kit. Components read only these variables; a theme (see light.css.ts) fills
 * them. Text colours are chosen so that text on bg, surface and surfaceAlt keeps a contrast of at least 4.5:1.
 */
export const vars = createThemeContract({
  color: {
    /** Page background (ivory). */
    bg: null,
    /** Cards, panels, dialogs. */
    surface: null,
    /** Quiet fills: skeletons, image placeholders, hover backgrounds. */
    surfaceAlt: null,
    text: null,
    textMuted: null,
    /** Text on a dark fill (primary buttons, dark bands). */
    textInverse: null,
    /** Champagne gold for rules, borders and fills. Too light for text on light backgrounds: use accentText. */
    accent: null,
    /** Darker gold that passes 4.5:1 on every light background. */
    accentText: null,
    /** Hairlines and dividers (decorative). */
    border: null,
    /** Borders of form controls: 3:1 against the background (WCAG 1.4.11). */
    borderStrong: null,
    danger: null,
    success: null,
    info: null,
    /** Backdrop behind dialogs and drawers. */
    overlay: null,
    /** Focus ring. */
    focus: null,
  },
  font: {
    body: null,
    display: null,
  },
  fontSize: {
    xs: null,
    sm: null,
    md: null,
    lg: null,
    xl: null,
    xxl: null,
    display: null,
  },
  fontWeight: {
    regular: null,
    medium: null,
    semibold: null,
  },
  lineHeight: {
    tight: null,
    normal: null,
    relaxed: null,
  },
  letterSpacing: {
    normal: null,
    wide: null,
    wider: null,
  },
  space: {
    xxs: null,
    xs: null,
    sm: null,
    md: null,
    lg: null,
    xl: null,
    xxl: null,
  },
  radius: {
    sm: null,
    md: null,
    lg: null,
    pill: null,
    /** Round avatars, dots and logo discs. */
    circle: null,
  },
  /** Recurring dimensions, so a change (say, a taller header) lands everywhere that depends on it. */
  size: {
    /** The widest a page's content column grows (header, footer and every page). */
    page: null,
    /** The desktop header's height; sticky content and the toasts sit below it. */
    header: null,
    /** Touch target and one-line control height (fields, buttons, icon buttons). */
    control: null,
    /** A count badge (filters, selected options). */
    badge: null,
    /** The side drawer (filters). */
    drawer: null,
    /** The sign-in panel (part 1 §9: 450 px). */
    panel: null,
    /** A readable column of text (empty states, error messages, the default modal). */
    prose: null,
  },
  shadow: {
    sm: null,
    md: null,
    lg: null,
  },
  motion: {
    fast: null,
    normal: null,
    easing: null,
  },
  z: {
    header: null,
    overlay: null,
    modal: null,
    toast: null,
  },
});
