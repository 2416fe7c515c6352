import { Trans } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { api } from '../../api/client.ts';

/**
 * The storefront's first shell: the shop's name and the live state of its back-end. The routed shell, header,
 * menu and UI kit replace it in the storefront-shell issue.
 */
export function App() {
  const [count, setCount] = useState<number | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    api
      .GET('/api/watches/', { params: { query: { page_size: 1 } }, signal: controller.signal })
      .then(({ data }) => setCount(data?.count ?? null))
      .catch(() => setCount(null));
    return () => controller.abort();
  }, []);
  return (
    <main style={{ fontFamily: 'Georgia, serif', maxWidth: 720, margin: '15vh auto', padding: '0 24px', color: '#1f1c18' }}>
      <h1 style={{ fontWeight: 400, letterSpacing: '0.08em' }}>
        <Trans>Москва · Дубай</Trans>
      </h1>
      <p>
        <Trans>Бутик часов, украшений и сумок. Витрина скоро откроется.</Trans>
      </p>
      {count !== null && (
        <p>
          <Trans>Часов в каталоге: {count}</Trans>
        </p>
      )}
    </main>
  );
}
