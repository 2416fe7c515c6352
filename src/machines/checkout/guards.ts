import { WalletNotFoundError } from '../../api/wallet.ts';
import { SELECTABLE_MODES, type CheckoutContext, type CheckoutEvent } from './context.ts';
import { validate } from './form.ts';

type ContextArgs = { context: CheckoutContext };

/** The checkout's conditions, named so the machine reads as its rules. */
export const checkoutGuards = {
  isValid: ({ context }: ContextArgs) => Object.keys(validate(context.form)).length === 0,
  hasPromoInput: ({ context }: ContextArgs) => context.promoInput.trim() !== '',
  isPromoApplied: ({ context }: ContextArgs) =>
    context.promo !== null && context.promo.code.toUpperCase() === context.promoInput.trim().toUpperCase(),
  isSelectableMode: ({ event }: { event: CheckoutEvent }) => event.type === 'mode.change' && SELECTABLE_MODES.includes(event.mode),
  isCrypto: ({ context }: ContextArgs) => context.form.mode === 'crypto',
  isWalletMissing: (_: unknown, error: unknown) => error instanceof WalletNotFoundError,
  wantsAddressSaved: ({ context }: ContextArgs) =>
    context.form.deliveryMethod === 'delivery' && context.form.saveAddress && context.form.addressId === null,
};
