import { assign } from 'xstate';
import { isApiError } from '../../api/errors.ts';
import { fallbackPromo } from './form.ts';
import { withPrefill } from './prefill.ts';
import { checkoutSetup, persistDraftAction } from './setup.ts';

/** The pickup cities and countries: loading → ready | unavailable, retry. */
export const listsRegion = checkoutSetup.createStateConfig({
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'lists',
        src: 'fetchLists',
        onDone: { target: 'ready', actions: assign(({ event }) => ({ cities: event.output.cities, countries: event.output.countries })) },
        onError: 'unavailable',
      },
    },
    ready: {},
    unavailable: {
      description: 'The pickup cities or countries could not be loaded: the form cannot be completed; retry.',
      on: { 'lists.retry': 'loading' },
    },
  },
});

/** The saved addresses, loaded beside the lists. */
export const addressesRegion = checkoutSetup.createStateConfig({
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'addresses',
        src: 'fetchAddresses',
        onDone: { target: 'ready', actions: assign({ addresses: ({ event }) => event.output }) },
        // Saved addresses are a convenience: without them the picker is simply empty.
        onError: 'ready',
      },
    },
    ready: {},
  },
});

export const contactRegion = checkoutSetup.createStateConfig({
  description:
    "Issue 22 item 7: the profile's (else the last order's) name, phone and e-mail fill the contact fields still empty and untouched.",
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'contact',
        src: 'fetchContact',
        onDone: {
          target: 'ready',
          actions: [
            assign(({ context, event }) => ({ form: { ...context.form, values: withPrefill(context.form.values, event.output, context.touched) } })),
            'revalidate',
            persistDraftAction,
          ],
        },
        // A convenience: without it the fields simply start empty.
        onError: 'ready',
      },
    },
    ready: {},
  },
});

/** idle ⇄ checking; the field's text is kept in either. */
export const promoRegion = checkoutSetup.createStateConfig({
  initial: 'idle',
  on: {
    'promo.input': { actions: assign({ promoInput: ({ event }) => event.value, promoInvalid: false }) },
  },
  states: {
    idle: {
      on: {
        'promo.apply': [
          { guard: ({ context }) => context.promoInput.trim() === '' },
          { guard: 'isPromoApplied', actions: 'notifyPromoAlreadyApplied' },
          { target: 'checking' },
        ],
        'promo.remove': { actions: [assign({ promo: null, promoInput: '', promoInvalid: false }), persistDraftAction] },
      },
    },
    checking: {
      tags: ['promoBusy'],
      invoke: {
        id: 'promo',
        src: 'checkPromo',
        input: ({ context }) => ({ code: context.promoInput.trim() }),
        onDone: {
          target: 'idle',
          // The field empties once the code is applied: the code shows beside it with its remove button (issue 22
          // item 11), and the field takes the next code, or the same one again for the info toast.
          actions: [assign(({ event }) => ({ promo: event.output, promoInput: '', promoInvalid: false })), persistDraftAction],
        },
        onError: {
          target: 'idle',
          actions: [
            assign(({ context, event }) => {
              // Part 2 §7: a 400 means invalid; any other failure tries the local codes of §9.
              const invalid = isApiError(event.error) && event.error.failure.status === 400;
              const fallback = invalid ? null : fallbackPromo(context.promoInput);
              return fallback ? { promo: fallback, promoInput: '', promoInvalid: false } : { promoInvalid: true };
            }),
            persistDraftAction,
          ],
        },
      },
    },
  },
});
