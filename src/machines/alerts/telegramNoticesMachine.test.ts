import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { done, failed } from '../../../tests/support/machines/model.ts';
import { serverDown, switchesHarness } from './shopperAlerts.testing.ts';
import { selectIsTelegramNoticesSaving, selectTelegramNoticesOn, TELEGRAM_SWITCH, telegramNoticesMachine } from './telegramNoticesMachine.ts';
import { json, requestAt, stubFetch } from '../../api/testing.ts';

afterEach(() => vi.unstubAllGlobals());

describe('telegramNoticesMachine (issue 28: the profile\'s Telegram notices)', () => {
  it('the profile\'s value until switched; a refusal goes back to it', async () => {
    const { actor, effects, step } = switchesHarness('telegramNotices');
    expect(selectTelegramNoticesOn(actor.getSnapshot(), false)).toBe(false);
    await step({ type: 'switch.set', key: TELEGRAM_SWITCH, on: true });
    expect(selectTelegramNoticesOn(actor.getSnapshot(), false)).toBe(true);
    expect(selectIsTelegramNoticesSaving(actor.getSnapshot())).toBe(true);
    await step(failed('save', serverDown));
    expect(selectTelegramNoticesOn(actor.getSnapshot(), false)).toBe(false);
    expect(effects.notifyFailed).toHaveBeenCalledTimes(1);
    await step({ type: 'switch.set', key: TELEGRAM_SWITCH, on: true });
    await step(done('save', true));
    expect(selectTelegramNoticesOn(actor.getSnapshot(), false)).toBe(true);
    actor.stop();
  });

  it('asks the contract\'s updateMe with telegram_notices', async () => {
    const fetchMock = stubFetch(() => json({ telegram_notices: true }));
    const actor = createActor(telegramNoticesMachine.provide({ actions: { notifyFailed: vi.fn<() => void>() } })).start();
    actor.send({ type: 'switch.set', key: TELEGRAM_SWITCH, on: true });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('idle'));
    const sent = requestAt(fetchMock);
    expect(sent.method).toBe('PATCH');
    expect(sent.url).toMatch(/\/api\/users\/me\/$/);
    expect(JSON.parse(await sent.text())).toEqual({ telegram_notices: true });
    expect(selectTelegramNoticesOn(actor.getSnapshot(), false)).toBe(true);
    actor.stop();
  });
});
