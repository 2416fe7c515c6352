import { describe, expect, it } from 'vitest';
import type { Promo } from '../../api/orders.ts';
import { flush } from '../../../tests/support/machines/fakes.ts';
import { EMPTY_FORM } from './form.ts';
import { selectIsPromoBusy } from './selectors.ts';
import { invalidPromo, pickupDraft, PREFILL, PREFILLED, SAVE10, serverDown, setUp } from './machine.testing.ts';

describe('checkoutMachine (part 2 §4 "Checkout")', () => {
  it('promo: empty ignored; a 400 is invalid; another failure falls back to SAVE10/FIX50; the same code again is an info toast', async () => {
    const { actor, fakes, effects } = setUp();
    actor.send({ type: 'promo.apply' });
    expect(fakes.promo.calls).toHaveLength(0);
    actor.send({ type: 'promo.input', value: 'welcome' });
    actor.send({ type: 'promo.apply' });
    expect(selectIsPromoBusy(actor.getSnapshot())).toBe(true);
    fakes.promo.last().reject(invalidPromo);
    await flush();
    expect(actor.getSnapshot().context).toMatchObject({ promo: null, promoInvalid: true });
    actor.send({ type: 'promo.input', value: 'save10' });
    actor.send({ type: 'promo.apply' });
    fakes.promo.last().reject(serverDown);
    await flush();
    expect(actor.getSnapshot().context).toMatchObject({ promo: SAVE10, promoInput: '', promoInvalid: false });
    actor.send({ type: 'promo.input', value: 'SAVE10' });
    actor.send({ type: 'promo.apply' });
    expect(effects.notifyPromoAlreadyApplied).toHaveBeenCalledTimes(1);
    expect(fakes.promo.calls).toHaveLength(2);
    // Part 2 §3/§4: the applied promo is part of the draft, and a draft brings it back.
    expect(effects.persistDraft).toHaveBeenLastCalledWith(expect.anything(), { draft: expect.objectContaining({ promo: SAVE10 }) });
    actor.send({ type: 'promo.remove' });
    expect(actor.getSnapshot().context).toMatchObject({ promo: null, promoInput: '' });
    expect(effects.persistDraft).toHaveBeenLastCalledWith(expect.anything(), { draft: expect.objectContaining({ promo: null }) });
    const restored = setUp({ draft: { ...EMPTY_FORM, promo: SAVE10 } });
    expect(restored.actor.getSnapshot().context).toMatchObject({ promo: SAVE10, promoInput: '' });
  });

  it('issue 22 item 11: apply, the same code again (info toast, no call), remove, another code replacing the applied one', async () => {
    const { actor, fakes, effects } = setUp();
    // Apply: the code is checked, then kept applied and the field empties for the next one.
    actor.send({ type: 'promo.input', value: 'save10' });
    actor.send({ type: 'promo.apply' });
    fakes.promo.last().resolve(SAVE10);
    await flush();
    expect(actor.getSnapshot().context).toMatchObject({ promo: SAVE10, promoInput: '', promoInvalid: false });
    // The same code again, in any case and with spaces: the info toast, no second check, the code still applied.
    actor.send({ type: 'promo.input', value: ' save10 ' });
    actor.send({ type: 'promo.apply' });
    expect(effects.notifyPromoAlreadyApplied).toHaveBeenCalledTimes(1);
    expect(fakes.promo.calls).toHaveLength(1);
    expect(selectIsPromoBusy(actor.getSnapshot())).toBe(false);
    expect(actor.getSnapshot().context.promo).toEqual(SAVE10);
    // Another code that the server refuses: "invalid", and the applied one stays.
    actor.send({ type: 'promo.input', value: 'NOSUCH' });
    actor.send({ type: 'promo.apply' });
    fakes.promo.last().reject(invalidPromo);
    await flush();
    expect(actor.getSnapshot().context).toMatchObject({ promo: SAVE10, promoInvalid: true, promoInput: 'NOSUCH' });
    // Another valid code replaces the applied one.
    const FIX50: Promo = { code: 'FIX50', type: 'fixed', value: 50 };
    actor.send({ type: 'promo.input', value: 'fix50' });
    actor.send({ type: 'promo.apply' });
    expect(fakes.promo.last().input.code).toBe('fix50');
    fakes.promo.last().resolve(FIX50);
    await flush();
    expect(actor.getSnapshot().context).toMatchObject({ promo: FIX50, promoInput: '', promoInvalid: false });
    // Remove: nothing applied; the same code is checked again like any code.
    actor.send({ type: 'promo.remove' });
    expect(actor.getSnapshot().context.promo).toBeNull();
    actor.send({ type: 'promo.input', value: 'FIX50' });
    actor.send({ type: 'promo.apply' });
    expect(fakes.promo.calls).toHaveLength(4);
    expect(effects.notifyPromoAlreadyApplied).toHaveBeenCalledTimes(1);
    expect(effects.persistDraft).toHaveBeenLastCalledWith(expect.anything(), { draft: expect.objectContaining({ promo: null }) });
  });

  it('issue 22 item 7: the profile (else the last order) fills the empty contact fields, never what was typed, cleared or drafted', async () => {
    // Nothing typed yet: every contact field is filled, and the draft keeps them.
    const fresh = setUp();
    fresh.fakes.contact.last().resolve(PREFILL);
    await flush();
    expect(fresh.actor.getSnapshot().context.form.values).toMatchObject(PREFILLED);
    expect(fresh.effects.persistDraft).toHaveBeenLastCalledWith(expect.anything(), { draft: expect.objectContaining({ values: expect.objectContaining(PREFILLED) }) });

    // Typed before the answer came: kept; a field typed and emptied again stays empty.
    const typing = setUp();
    typing.actor.send({ type: 'field.change', field: 'firstName', value: 'Мария' });
    typing.actor.send({ type: 'field.change', field: 'email', value: 'x' });
    typing.actor.send({ type: 'field.change', field: 'email', value: '' });
    typing.fakes.contact.last().resolve(PREFILL);
    await flush();
    expect(typing.actor.getSnapshot().context.form.values).toMatchObject({ firstName: 'Мария', lastName: 'Петрова', phone: PREFILLED.phone, email: '' });

    // A saved draft's values win; its empty fields are filled.
    const drafted = setUp({ draft: { ...EMPTY_FORM, values: { ...EMPTY_FORM.values, phone: '+7 916 000-00-00' } } });
    drafted.fakes.contact.last().resolve(PREFILL);
    await flush();
    expect(drafted.actor.getSnapshot().context.form.values).toMatchObject({ firstName: 'Ольга', phone: '+7 916 000-00-00' });

    // Cleared with the clear button: a later answer leaves the contact empty.
    const cleared = setUp({ draft: pickupDraft });
    cleared.actor.send({ type: 'contact.clear' });
    cleared.fakes.contact.last().resolve(PREFILL);
    await flush();
    expect(cleared.actor.getSnapshot().context.form.values).toMatchObject({ firstName: '', lastName: '', phone: '', email: '' });

    // No profile answer: the fields simply start empty.
    const failing = setUp();
    failing.fakes.contact.last().reject(serverDown);
    await flush();
    expect(failing.actor.getSnapshot().matches({ contact: 'ready' })).toBe(true);
    expect(failing.actor.getSnapshot().context.form.values.firstName).toBe('');
  });

});
