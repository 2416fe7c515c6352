/**
 * The widths (px) where a layout changes. Media queries cannot read CSS variables, so these are constants rather
 * than theme vars: use `below.x` / `from.x` as `@media` keys, never a width written in a `.css.ts`.
 */
export const breakpoints = {
  /** Part 1 §9: the mobile layout (two-row header, filter drawer) below, the desktop one (filter sidebar) from here. */
  desktop: 1024,
  /** Part 1 §9: the profile's narrow layout (a menu list and a back arrow) below. */
  profile: 900,
  /** A third catalogue column from here. */
  wide: 1200,
  /** A fourth catalogue column from here. */
  wider: 1400,
  /** Two-column footer and popular block, tighter page padding below. */
  tablet: 720,
  /** Home headings shrink and the advantages grid becomes one column below. */
  largePhone: 640,
  /** Phones below: drawers take the whole width, header buttons tighten, action pairs stack. */
  phone: 480,
  /** A one-column footer below. */
  smallPhone: 420,
  /** The narrowest phones (320 px): the header's bell gives way to a dot on the account button below. */
  narrowPhone: 360,
} as const;

export type Breakpoint = keyof typeof breakpoints;

function queries(query: (width: number) => string) {
  return Object.fromEntries(Object.entries(breakpoints).map(([name, width]) => [name, query(width)])) as Record<
    Breakpoint,
    string
  >;
}

/**
 * Every width under the breakpoint. It ends 0.02 px short so that `below.x` and `from.x` never both match at a
 * fractional width (zoom, high-DPI), and 0.02 rather than 0.01 because Safari rounds 0.01 away (Bootstrap's note).
 */
export const below = queries((width) => `screen and (max-width: ${width - 0.02}px)`);

/** The breakpoint and every width over it. */
export const from = queries((width) => `screen and (min-width: ${width}px)`);
