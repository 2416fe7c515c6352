// @vitest-environment happy-dom
import { act, Suspense } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { useHydrated } from './ssr.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** Every render of each probe is written down ("shell:false"), so a test sees what its first render said. */
const seen: string[] = [];
function Probe({ name }: { name: string }) {
  const hydrated = useHydrated();
  seen.push(`${name}:${hydrated}`);
  return <p>{hydrated ? 'browser' : 'server'}</p>;
}
const page = (
  <main>
    <Probe name="shell" />
    <Suspense fallback={null}>
      <Probe name="boundary" />
    </Suspense>
  </main>
);
const firstOf = (name: string) => seen.find((entry) => entry.startsWith(`${name}:`));

afterEach(() => {
  seen.length = 0;
  document.body.replaceChildren();
});

describe('useHydrated (src/runtime/ssr.tsx, issue 25)', () => {
  it('is false on the server, through the hydration of every boundary, then true, with no hydration error', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    expect(seen).toEqual(['shell:false', 'boundary:false']);
    seen.length = 0;
    document.body.append(container);
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, page, { onRecoverableError: (error) => errors.push(error) });
    });
    expect(errors).toEqual([]);
    // The shell and the boundary (hydrated later, on its own) each hydrate with the server's value, then turn true.
    expect([firstOf('shell'), firstOf('boundary')]).toEqual(['shell:false', 'boundary:false']);
    expect(container.textContent).toBe('browserbrowser');
  });

  it('is true from the first render when the browser renders the page alone', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    await act(async () => {
      createRoot(container).render(page);
    });
    expect(seen).toEqual(['shell:true', 'boundary:true']);
    expect(container.textContent).toBe('browserbrowser');
  });
});
