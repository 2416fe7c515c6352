import { shallowEqual } from '@xstate/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { signInHarness } from '../../../tests/support/machines/signInPanel.ts';
import { phoneSetupMachine } from '../../machines/phoneSetupMachine.ts';
import type { ApiFailure } from '../../api/errors.ts';
import { loadPhoneFormats } from '../../domain/phoneMask.ts';
import { selectPhoneSetupPageProps, selectSignInPanelProps } from './signInSelectors.ts';

// The international mask ("+1 23") once libphonenumber's formatter has loaded (src/domain/phoneMask.ts, issue 25).
beforeAll(() => loadPhoneFormats());

describe('selectSignInPanelProps', () => {
  it('gives the panel its first step with the build’s methods', () => {
    const h = signInHarness({ config: { telegram_bot: 'boutique_watch_bot', firebase: null } });
    expect(selectSignInPanelProps(h.actor.getSnapshot())).toEqual({
      step: 'initial',
      busy: false,
      pending: null,
      resending: false,
      values: { phone: '', password: '', confirm: '', code: '' },
      errors: {},
      retryMinutes: null,
      providerEnabled: false,
      telegramBot: 'boutique_watch_bot',
    });
  });

  it('shows the step, its values and errors, and the moment after success as signed in', async () => {
    const h = signInHarness();
    h.send({ type: 'method.password' });
    h.send({ type: 'phone.change', value: '123' });
    h.send({ type: 'form.submit' });
    expect(selectSignInPanelProps(h.actor.getSnapshot())).toMatchObject({
      step: 'password',
      // Masked as typed by the one phone rule: no 8 or 9 first, so it reads as international.
      values: { phone: '+1 23', password: '', confirm: '', code: '' },
      errors: { phone: 'phone-digits', password: 'password-required' },
    });
    h.send({ type: 'phone.change', value: '+79161234567' });
    h.send({ type: 'password.change', value: 'x' });
    h.send({ type: 'form.submit' });
    expect(selectSignInPanelProps(h.actor.getSnapshot())).toMatchObject({ step: 'password', busy: true });
    await h.settle('login', { output: { access: 'a', refresh: 'r' } });
    expect(selectSignInPanelProps(h.actor.getSnapshot())).toMatchObject({ step: 'signedIn', busy: true });
  });

  it('is shallowly equal across snapshots that change nothing the panel shows', async () => {
    const h = signInHarness();
    const before = selectSignInPanelProps(h.actor.getSnapshot());
    // The configuration's failure changes no context: the same props, field by field.
    await h.settle('loadAuthConfig', { error: new Error('offline') });
    expect(shallowEqual(before, selectSignInPanelProps(h.actor.getSnapshot()))).toBe(true);
    h.send({ type: 'method.register' });
    expect(shallowEqual(before, selectSignInPanelProps(h.actor.getSnapshot()))).toBe(false);
  });
});

describe('selectPhoneSetupPageProps (part 2 §8: field error phone[0], else detail, else the view’s own sentence)', () => {
  /** The page after a failed save: the machine's own snapshot with that failure. */
  const failedWith = (failure: ApiFailure) => {
    const base = createActor(phoneSetupMachine).getSnapshot();
    return phoneSetupMachine.resolveState({ value: 'editing', context: { ...base.context, phone: '+7 916', failure } });
  };

  it('an untouched page', () => {
    expect(selectPhoneSetupPageProps(createActor(phoneSetupMachine).getSnapshot())).toEqual({ phone: '', required: false, failure: null, busy: false });
  });

  it('an empty submit asks for the phone', () => {
    const actor = createActor(phoneSetupMachine).start();
    actor.send({ type: 'form.submit' });
    expect(selectPhoneSetupPageProps(actor.getSnapshot())).toMatchObject({ required: true, busy: false });
  });

  it('words a failure by the field error, else the detail, else leaves it to the view', () => {
    const taken: ApiFailure = { code: 'validation', status: 400, message: 'x', detail: 'Ошибка', errors: { phone: ['Этот номер уже используется'] } };
    expect(selectPhoneSetupPageProps(failedWith(taken)).failure).toBe('Этот номер уже используется');
    expect(selectPhoneSetupPageProps(failedWith({ ...taken, errors: {} })).failure).toBe('Ошибка');
    expect(selectPhoneSetupPageProps(failedWith({ code: 'network', message: 'Network error. Please check your connection.' })).failure).toBe(true);
  });
});
