import type { MouseEvent } from 'react';
import type { ChartGraph } from './chartTypes.ts';
import * as styles from './MachinePage.css.ts';
import { StateChart } from './StateChart.tsx';

/**
 * What a Storybook "Machines" page tells about one machine besides its chart (issue 29), written by
 * `npm run machine-docs` from the machine's own types and the machine ↔ view stories pairing.
 */
export type MachineDoc = {
  id: string;
  /** Storybook id of the machine's page. */
  pageId: string;
  file: string;
  factory: string;
  context: readonly { name: string; type: string; doc: string }[];
  events: readonly { type: string; payload: string }[];
  /** Each state a view renders, with the Storybook id of the story that shows it. */
  states: readonly { state: string; storyId: string; stories: string }[];
};

/** A Storybook URL relative to the manager page, so it works at / and under /storybook/ alike. */
export const storyHref = (storyId: string) => `?path=/story/${storyId}`;

/**
 * The pages render inside Storybook's preview iframe: a link to another story must move the manager (the parent
 * window), not load a second Storybook inside the iframe.
 */
function openInManager(event: MouseEvent) {
  const link = (event.target as Element).closest('a');
  const href = link?.getAttribute('href');
  if (!href?.startsWith('?path=') || window.parent === window) return;
  event.preventDefault();
  window.parent.location.href = new URL(href, window.parent.location.href).href;
}

/** Storybook developer pages are in English, like the machines they document. */
export function MachinePage({ doc, graph }: { doc: MachineDoc; graph: ChartGraph }) {
  const stories = new Map(doc.states.map((state) => [state.state, state.storyId]));
  const href = (stateId: string) => {
    const storyId = stories.get(stateId);
    return storyId ? storyHref(storyId) : undefined;
  };
  return (
    <main className={styles.page} onClickCapture={openInManager}>
      <h1>
        Machine <code className={styles.code}>{doc.id}</code>
      </h1>
      <p>
        <code className={styles.code}>src/machines/{doc.file}</code>
        {doc.factory && (
          <>
            {' '}
            (factory <code className={styles.code}>src/machines/{doc.factory}</code>)
          </>
        )}
      </p>
      <div className={styles.chart}>
        <StateChart graph={graph} stateHref={href} />
      </div>
      <section aria-labelledby="machine-context">
        <h2 id="machine-context">Context</h2>
        {doc.context.length === 0 ? (
          <p>No context.</p>
        ) : (
          <table className={styles.table}>
            <thead>
              <tr>
                <th className={styles.cell}>Field</th>
                <th className={styles.cell}>Type</th>
                <th className={styles.cell}>Description</th>
              </tr>
            </thead>
            <tbody>
              {doc.context.map((field) => (
                <tr key={field.name}>
                  <td className={styles.cell}>
                    <code className={styles.code}>{field.name}</code>
                  </td>
                  <td className={styles.cell}>
                    <code className={styles.code}>{field.type}</code>
                  </td>
                  <td className={styles.cell}>{field.doc}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
      <section aria-labelledby="machine-events">
        <h2 id="machine-events">Events</h2>
        <table className={styles.table}>
          <thead>
            <tr>
              <th className={styles.cell}>Event</th>
              <th className={styles.cell}>Payload</th>
            </tr>
          </thead>
          <tbody>
            {doc.events.map((event, index) => (
              <tr key={`${event.type}-${index}`}>
                <td className={styles.cell}>
                  <code className={styles.code}>{event.type}</code>
                </td>
                <td className={styles.cell}>
                  <code className={styles.code}>{event.payload || '—'}</code>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <section aria-labelledby="machine-states">
        <h2 id="machine-states">States and their stories</h2>
        {doc.states.length === 0 ? (
          <p>No view renders this machine's states directly.</p>
        ) : (
          <ul>
            {doc.states.map(({ state, storyId, stories: file }) => (
              <li key={state}>
                <a className={styles.link} href={storyHref(storyId)}>
                  {state}
                </a>{' '}
                — <code className={styles.code}>{file}</code>
              </li>
            ))}
          </ul>
        )}
      </section>
    </main>
  );
}

/** The section's table of contents: the machines in the order of src/machines/README.md's index. */
export function MachineIndex({ docs }: { docs: readonly MachineDoc[] }) {
  return (
    <main className={styles.page} onClickCapture={openInManager}>
      <h1>Machines</h1>
      <p>Every machine of src/machines, in the order of its README's index: its chart, context, events and the stories of its states.</p>
      <ol>
        {docs.map((doc) => (
          <li key={doc.id}>
            <a className={styles.link} href={storyHref(doc.pageId)}>
              {doc.id}
            </a>{' '}
            — <code className={styles.code}>src/machines/{doc.file}</code>
          </li>
        ))}
      </ol>
    </main>
  );
}
