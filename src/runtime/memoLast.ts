/**
 * One-entry memo on argument identity, for selectors read with `shallowEqual`: that compares the props one by
 * one, so a list rebuilt from the same context fields must come back as the same array, or every snapshot would
 * re-render the page.
 */
export function memoLast<A extends readonly unknown[], R>(compute: (...args: A) => R): (...args: A) => R {
  let last: { args: A; value: R } | null = null;
  return (...args: A): R => {
    if (last && last.args.length === args.length && last.args.every((arg, index) => Object.is(arg, args[index]))) return last.value;
    const value = compute(...args);
    last = { args, value };
    return value;
  };
}
