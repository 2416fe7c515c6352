import type { SnapshotFrom } from 'xstate';
import { setTelegramNotices } from '../../api/alerts.ts';
import { createSwitchesMachine, selectIsSwitchSaving, selectSwitchOn } from './switchesMachine.ts';

/**
 * Issue 28: the profile's «Присылать уведомления в Telegram» (`Profile.telegram_notices`, off by default; only an
 * account signed in with Telegram may switch it on). Id `telegramNotices`, route-local
 * (`features/profile/ProfileScreen.tsx`, once the profile says the account has a `telegram_id`); one switch of the
 * switches' factory (`switchesMachine.ts`), key `TELEGRAM_SWITCH`.
 *
 * Send `{ type: 'switch.set', key: TELEGRAM_SWITCH, on }`; provide `notifyFailed`.
 */
export const TELEGRAM_SWITCH = 0;

export const telegramNoticesMachine = createSwitchesMachine('telegramNotices', async ({ on }, signal) => (await setTelegramNotices(on, signal)).telegram_notices);

export type TelegramNoticesSnapshot = SnapshotFrom<typeof telegramNoticesMachine>;

/** The switch: the shopper's last choice, else the profile's `telegram_notices` (`seed`). */
export const selectTelegramNoticesOn = (snapshot: TelegramNoticesSnapshot, seed: boolean): boolean => selectSwitchOn(snapshot, TELEGRAM_SWITCH, seed);

export const selectIsTelegramNoticesSaving = (snapshot: TelegramNoticesSnapshot): boolean => selectIsSwitchSaving(snapshot, TELEGRAM_SWITCH);
