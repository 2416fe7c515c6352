import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

export const actions = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: vars.space.sm });
