import type { SignInStateConfig } from './setup.ts';

type Transitions = NonNullable<SignInStateConfig['on']>;
type Invoke = NonNullable<SignInStateConfig['invoke']>;
type Leaf = Omit<SignInStateConfig, 'states'>;
/** A step's config, typed with its own states (so `snapshot.matches({ verification: 'resending' })` type-checks). */
type StepConfig<TCall extends string> = Omit<SignInStateConfig, 'states'> & { states: Record<'editing' | TCall, Leaf> };

/** Typing into a field stores it and takes that field's error away. */
const EDITS = {
  phone: { 'phone.change': { actions: { type: 'assignPhone', params: ({ event }) => event.value } } },
  password: { 'password.change': { actions: { type: 'assignPassword', params: ({ event }) => event.value } } },
  confirm: { 'confirm.change': { actions: { type: 'assignConfirm', params: ({ event }) => event.value } } },
} satisfies Record<string, Transitions>;

export interface FormStep<TCall extends string> {
  description?: string;
  /** The text fields the step edits. */
  fields: readonly (keyof typeof EDITS)[];
  /** The step edits a code, cleaned by its own rule (4 digits, or the provider's 6 characters). */
  code?: (value: string) => string;
  /** The submit: on to a call when the step's rule holds, else the field errors. */
  submit: Transitions['form.submit'];
  /** Other things `editing` answers (the resend link). */
  more?: Transitions;
  /** The calls the step makes, by state name: each busy while it runs, then on, or back to `editing` with a toast. */
  calls: Record<TCall, Invoke>;
  /** Where "back" goes. */
  back: Transitions['panel.back'];
}

/**
 * Every step of the panel but the method choice has one shape (part 1 §4, §5): `editing` takes the fields and a
 * submit, which either refuses with field errors or moves to the busy state of the step's call; the call's answer
 * leads on, or back to `editing` with a toast; "back" leaves the step. The steps differ only in these parts.
 */
export function formStep<TCall extends string>(step: FormStep<TCall>): StepConfig<TCall> {
  const edits = step.fields.reduce<Transitions>((on, field) => ({ ...on, ...EDITS[field] }), {});
  const { code } = step;
  const codeEdit: Transitions = code ? { 'code.change': { actions: { type: 'assignCode', params: ({ event }) => code(event.value) } } } : {};
  // Object.fromEntries forgets the keys; they are the calls' own.
  const calls = Object.fromEntries(
    Object.entries<Invoke>(step.calls).map(([name, invoke]): [string, Leaf] => [name, { tags: ['busy'], invoke }]),
  ) as Record<TCall, Leaf>;
  return {
    description: step.description,
    initial: 'editing',
    states: {
      editing: { on: { ...edits, ...codeEdit, 'form.submit': step.submit, ...step.more } },
      ...calls,
    },
    on: { 'panel.back': step.back },
  };
}
