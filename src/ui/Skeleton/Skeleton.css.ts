import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

const shimmer = keyframes({
  from: { backgroundPosition: '150% 0' },
  to: { backgroundPosition: '-50% 0' },
});

export const base = style({
  display: 'block',
  backgroundColor: vars.color.border,
  '@media': {
    // Only users who did not ask for reduced motion get the moving highlight; the rest see a still block.
    '(prefers-reduced-motion: no-preference)': {
      backgroundImage: `linear-gradient(90deg, transparent 0%, ${vars.color.surfaceAlt} 50%, transparent 100%)`,
      backgroundSize: '200% 100%',
      backgroundRepeat: 'no-repeat',
      animation: `${shimmer} 1.4s ease-in-out infinite`,
    },
  },
});

export const shape = styleVariants({
  block: { borderRadius: vars.radius.md, width: '100%', height: '160px' },
  text: { borderRadius: vars.radius.sm, width: '100%', height: '0.9em' },
  circle: { borderRadius: vars.radius.pill, width: '48px', height: '48px' },
});

export const lines = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, width: '100%' });

export const lastLine = style({ width: '60%' });
