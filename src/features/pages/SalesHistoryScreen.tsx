import { shallowEqual, useSelector } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { salesHistoryMachine } from '../../machines/salesHistoryMachine.ts';
import { useRouteActor } from '../../runtime/appActors.tsx';
import { useLocale } from '../../runtime/i18n.ts';
import { renderLink } from '../../runtime/links.tsx';
import type { ScreenProps } from '../../runtime/screenTypes.ts';
import { SalesHistoryPage, SIMILAR_REQUEST_ID } from '../../ui/views/SalesHistoryPage/SalesHistoryPage.tsx';
import { OrderRequestFormOf, useContactFormActor, type OrderRequestActor } from '../../widgets/contactForm.tsx';
import { salesPageHref, selectSalesHistoryPageProps } from './pagesSelectors.ts';

const currentSearch = () => window.location.search.replace(/^\?/, '');

const prefersReducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

/** Brings the order request into view and puts the caret in its model field, which now names the piece. */
function showRequestForm(): void {
  const block = document.getElementById(SIMILAR_REQUEST_ID);
  if (!block) return;
  block.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
  block.querySelector<HTMLInputElement>('input[name="model"]')?.focus({ preventScroll: true });
}

/**
 * /sales-history (issue 26): the route-local salesHistoryMachine drawn by the SalesHistoryPage view, rendered by the
 * server (its snapshot travels with the page, so the browser does not ask again). The filters and the page live in
 * the URL: the machine writes it, and is told when back/forward or a link changed it. "Find a similar piece" fills
 * the order request under the list (its model field, through the form machine's `field.change`) and scrolls to it.
 */
export default function SalesHistoryScreen(_: ScreenProps) {
  const locale = useLocale();
  const [, navigate] = useLocation();
  const query = useSearch();
  const form = useContactFormActor('orderRequest', '/sales-history');
  const formRef = useRef<OrderRequestActor>(form);
  formRef.current = form;
  const [logic] = useState(() =>
    salesHistoryMachine.provide({
      actions: {
        // The echo of a write that changed nothing would add a duplicate history entry.
        writeUrl: (_, { query: next, history }) => {
          if (next === currentSearch()) return;
          navigate(`/sales-history${next ? `?${next}` : ''}`, { replace: history === 'replace' });
        },
        scrollToTop: () => window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' }),
        askForSimilar: (_, { model }) => {
          formRef.current.send({ type: 'field.change', field: 'model', value: model });
          showRequestForm();
        },
      },
    }),
  );
  const actor = useRouteActor(logic, { input: { query } }, 'salesHistory');
  // Back/forward or a link changed the URL: the machine catches up (its own writes come back as no change).
  useEffect(() => {
    actor.send({ type: 'url.change', query });
  }, [actor, query]);
  const view = useSelector(actor, (snapshot) => selectSalesHistoryPageProps(snapshot, locale), shallowEqual);
  const { kind, brand } = view;

  return (
    <SalesHistoryPage
      {...view}
      pageHref={(page) => salesPageHref({ kind, brand }, page)}
      onKindChange={(next) => actor.send({ type: 'kind.change', kind: next })}
      onBrandChange={(next) => actor.send({ type: 'brand.change', brand: next })}
      onResetFilters={() => actor.send({ type: 'filters.reset' })}
      onPageChange={(page) => actor.send({ type: 'page.change', page })}
      onRetry={() => actor.send({ type: 'list.retry' })}
      onFindSimilar={(piece) => actor.send({ type: 'similar.ask', ...piece })}
      form={<OrderRequestFormOf actor={form} />}
      renderLink={renderLink}
    />
  );
}
