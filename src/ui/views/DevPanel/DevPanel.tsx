import { Trans, useLingui } from '@lingui/react/macro';
import * as styles from './DevPanel.css.ts';

export type DevPanelActor = {
  id: string;
  name: string;
  status: string;
  value: string;
  tags: readonly string[];
  context: string;
  events: readonly string[];
};

export type DevPanelProps = {
  actors: readonly DevPanelActor[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/**
 * The development-only actor panel (issue 3 §6): the live actors with their state value, tags, context and last
 * events, so flows can be watched offline where the Stately inspector cannot load. Never in the production bundle.
 */
export function DevPanel({ actors, open, onOpenChange }: DevPanelProps) {
  const { t } = useLingui();
  return (
    <>
      <button type="button" className={styles.toggle} aria-expanded={open} aria-controls="dev-panel" onClick={() => onOpenChange(!open)}>
        {t`Акторы`} · {actors.length}
      </button>
      {open && (
        <section id="dev-panel" className={styles.panel} aria-label={t`Живые акторы`}>
          <h2 className={styles.heading}>
            <Trans>Живые акторы</Trans>
          </h2>
          {actors.length === 0 ? (
            <p className={styles.meta}>
              <Trans>Нет запущенных акторов.</Trans>
            </p>
          ) : (
            <ul className={styles.list}>
              {actors.map((actor) => (
                <li key={actor.id} className={styles.actor}>
                  <span className={styles.name}>{actor.name}</span>
                  {actor.value && <span className={styles.value}>{actor.value}</span>}
                  <p className={styles.meta}>
                    {actor.id} · {actor.status}
                    {actor.tags.length > 0 && ` · ${t`теги`}: ${actor.tags.join(', ')}`}
                  </p>
                  {actor.events.length > 0 && (
                    <p className={styles.meta}>
                      {t`события`}: {actor.events.join(' ← ')}
                    </p>
                  )}
                  {actor.context && (
                    <details>
                      <summary>
                        <Trans>Контекст</Trans>
                      </summary>
                      <pre className={styles.context}>{actor.context}</pre>
                    </details>
                  )}
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
    </>
  );
}
