import { shallowEqual } from '@xstate/react';
import { useMemo, useState } from 'react';
import { selectCartLines } from '../../machines/cart/selectors.ts';
import { selectCompared } from '../../machines/compareMachine.ts';
import { CartActor, CompareActor } from '../../runtime/appActors.tsx';
import { useLocale } from '../../runtime/i18n.ts';
import { renderLink } from '../../runtime/links.tsx';
import { useShopActions } from '../../runtime/shop.ts';
import { useSpecWords } from '../../ui/specs/specs.ts';
import { ComparePage, type CompareSection } from '../../ui/views/ComparePage/ComparePage.tsx';
import { entryIdOf, readOnlyDifferences, selectComparePageProps, writeOnlyDifferences } from './compareSelectors.ts';

/**
 * /compare (part 1 §2.8): the app-wide comparison actor as side-by-side tables. Remove and clear are optimistic
 * with rollback (part 1 §4); "only differences" is remembered in local storage; clearing asks first.
 */
export default function CompareScreen() {
  const locale = useLocale();
  const compare = CompareActor.useActorRef();
  const cart = CartActor.useSelector(selectCartLines);
  const view = CompareActor.useSelector((snapshot) => selectComparePageProps(snapshot, cart), shallowEqual);
  const shop = useShopActions();
  const words = useSpecWords(locale);
  const [onlyDifferences, setOnlyDifferences] = useState(readOnlyDifferences);
  const [confirmClearOpen, setConfirmClearOpen] = useState(false);

  const sections = useMemo(
    (): CompareSection[] =>
      view.sections.map((section) => ({
        kind: section.kind,
        products: section.products,
        rows: section.specs.map((spec) => ({ name: words.label(spec.key), values: spec.values.map((value) => (value ? words.format(value) : null)) })),
        descriptions: section.descriptions,
      })),
    // `words` is rebuilt each render; its words change only with the language.
    [view.sections, locale],
  );

  return (
    <ComparePage
      state={view.state}
      sections={sections}
      locale={locale}
      onlyDifferences={onlyDifferences}
      onOnlyDifferencesChange={(value) => {
        setOnlyDifferences(value);
        writeOnlyDifferences(value);
      }}
      confirmClearOpen={confirmClearOpen}
      onConfirmClearOpenChange={setConfirmClearOpen}
      onClear={() => {
        setConfirmClearOpen(false);
        compare.send({ type: 'compare.clear' });
      }}
      onRemove={(kind, id) => {
        const entryId = entryIdOf(selectCompared(compare.getSnapshot()), kind, id);
        if (entryId !== undefined) compare.send({ type: 'compare.remove', entryId });
      }}
      onAddToCart={(kind, id) => shop.addToCart({ kind, id })}
      onRetry={() => compare.send({ type: 'compare.refresh' })}
      onSignIn={shop.askToSignIn}
      renderLink={renderLink}
    />
  );
}
