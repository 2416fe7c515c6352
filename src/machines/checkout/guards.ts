import { toApiFailure } from '../../api/errors.ts';
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
  /** Issue 26: the order was refused because a piece is reserved or sold (409). */
  isRefused: (_: unknown, error: unknown) => toApiFailure(error).code === 'conflict',
  /** Every refused line is out of the cart: the order can go again. */
  hasNoRefusedLines: ({ context }: ContextArgs) => context.refusedLines.length === 0,
  wantsAddressSaved: ({ context }: ContextArgs) =>
    context.form.deliveryMethod === 'delivery' && context.form.saveAddress && context.form.addressId === null,
};
