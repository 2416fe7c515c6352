import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

/** Shared by the sign-in pages (/login, /auth/relay, /phone-setup): one calm, centred card. */
export const page = style({ display: 'flex', justifyContent: 'center', padding: `${vars.space.xxl} ${vars.space.lg}` });

export const card = style({ display: 'grid', gap: vars.space.lg, width: '100%', maxWidth: '480px', textAlign: 'center', justifyItems: 'center' });

export const title = style({
  margin: 0,
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.display,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
});

export const text = style({ margin: 0, color: vars.color.textMuted, lineHeight: vars.lineHeight.relaxed });

export const form = style({ display: 'grid', gap: vars.space.md, width: '100%', textAlign: 'left' });
