import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  color: 'inherit',
  verticalAlign: 'middle',
});

export const ring = style({
  display: 'block',
  borderRadius: vars.radius.pill,
  borderStyle: 'solid',
  borderColor: 'currentColor',
  borderRightColor: 'transparent',
  opacity: 0.85,
  animation: `${spin} 800ms linear infinite`,
  '@media': {
    // Still a recognisable busy mark without motion: the global rule stops the rotation.
    '(prefers-reduced-motion: reduce)': { animation: 'none' },
  },
});

export const size = styleVariants({
  sm: { width: '14px', height: '14px', borderWidth: '1.5px' },
  md: { width: '22px', height: '22px', borderWidth: '2px' },
  lg: { width: '36px', height: '36px', borderWidth: '2.5px' },
});

export const caption = style({
  marginLeft: vars.space.sm,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});
