import { errorOf, retryMinutes } from './failures.ts';
import type { SignInStateConfig } from './setup.ts';

type Transitions = NonNullable<SignInStateConfig['on']>;
type Invoke = NonNullable<SignInStateConfig['invoke']>;
type Leaf = Omit<SignInStateConfig, 'states'>;
/**
 * A step's config, typed with its own states (so `snapshot.matches({ verification: 'resending' })` type-checks).
 * `rateLimited` is in every step's type (an optional key would blur `matches`); only `limited` steps have it.
 */
type StepConfig<TCall extends string> = Omit<SignInStateConfig, 'states'> & { states: Record<'editing' | 'rateLimited' | TCall, Leaf> };

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
  /** What only `editing` answers (registration's "sign in instead" beside a taken number). */
  editing?: Transitions;
  /** Its calls reach our server, which may answer 429: the step gets its `rateLimited` state. */
  limited?: boolean;
}

/** A 429 on any call of a limited step: the step shows how long to wait (issue 22 item 5), not a toast. */
const RATE_LIMITED = {
  guard: { type: 'isRateLimited', params: errorOf },
  target: 'rateLimited',
  actions: { type: 'assignRetryMinutes', params: ({ event }: { event: { error: unknown } }) => retryMinutes(event.error) },
} as const;

/** The call with the 429 branch first: whatever else its failure means, "too many attempts" is told first. */
function withRateLimit(invoke: Invoke): Invoke {
  if (Array.isArray(invoke)) return invoke;
  const single = invoke as Exclude<Invoke, readonly unknown[]>;
  const onError = single.onError === undefined ? [] : Array.isArray(single.onError) ? single.onError : [single.onError];
  return { ...single, onError: [RATE_LIMITED, ...onError] } as Invoke;
}

/**
 * Every step of the panel but the method choice has one shape (part 1 §4, §5): `editing` takes the fields and a
 * submit, which either refuses with field errors or moves to the busy state of the step's call; the call's answer
 * leads on, or back to `editing` with a toast; "back" leaves the step. The steps differ only in these parts.
 * A `limited` step (the server's own calls, which answer 429 with `Retry-After`) has one more state,
 * `rateLimited`: the form as in `editing`, with "too many attempts, try again in N min" until the next submit.
 */
export function formStep<TCall extends string>(step: FormStep<TCall>): StepConfig<TCall> {
  const edits = step.fields.reduce<Transitions>((on, field) => ({ ...on, ...EDITS[field] }), {});
  const { code } = step;
  const codeEdit: Transitions = code ? { 'code.change': { actions: { type: 'assignCode', params: ({ event }) => code(event.value) } } } : {};
  // Object.fromEntries forgets the keys; they are the calls' own.
  const calls = Object.fromEntries(
    Object.entries<Invoke>(step.calls).map(([name, invoke]): [string, Leaf] => [name, { tags: ['busy'], invoke: step.limited ? withRateLimit(invoke) : invoke }]),
  ) as Record<TCall, Leaf>;
  const form = { ...edits, ...codeEdit, 'form.submit': step.submit, ...step.more };
  return {
    description: step.description,
    initial: 'editing',
    states: {
      editing: { on: { ...form, ...step.editing } },
      ...calls,
      ...(step.limited
        ? {
            rateLimited: {
              tags: ['rateLimited'],
              description: 'The server refused more attempts for now (429): the wait it named shows until the next submit.',
              on: form,
            },
          }
        : {}),
    } as StepConfig<TCall>['states'],
    on: { 'panel.back': step.back },
  };
}
