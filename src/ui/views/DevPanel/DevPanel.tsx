import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import type { ChartGraph } from '../StateChart/chartTypes.ts';
import { StateChart } from '../StateChart/StateChart.tsx';
import * as styles from './DevPanel.css.ts';

export type DevPanelActor = {
  id: string;
  name: string;
  status: string;
  value: string;
  tags: readonly string[];
  context: string;
  events: readonly string[];
  /** A state machine, whose chart can be drawn (promise and callback actors have none). */
  machine: boolean;
};

/** One step of an actor's log: the event and the state it led to (`value` serialised). */
export type DevPanelStep = { seq: number; event: string; value: string; context: string };

/** The picked actor's chart: laid out or not yet, following the actor live or showing an earlier step. */
export type DevPanelChart = {
  name: string;
  /** The actor as it is now; undefined once it stopped (its last log stays). */
  actor: DevPanelActor | undefined;
  status: 'layingOut' | 'failed' | 'live' | 'past';
  graph?: ChartGraph;
  /** The chart ids of the states active at the step shown (the atomic ones: their containers stay plain). */
  current: readonly string[];
  /** The log, oldest first. */
  steps: readonly DevPanelStep[];
  /** The step shown (the newest one when live). */
  shown: number | undefined;
};

export type DevPanelProps = {
  actors: readonly DevPanelActor[];
  open: boolean;
  chart?: DevPanelChart;
  onOpenChange: (open: boolean) => void;
  onPick: (actorId: string) => void;
  onList: () => void;
  /** Show an earlier step (its `seq`). */
  onStep: (seq: number) => void;
  onLive: () => void;
  onRetry: () => void;
};

/**
 * The development-only actor panel (issue 3 §6): the live actors with their state value, tags, context and last
 * events, so flows can be watched offline where the Stately inspector cannot load. Issue 29: «Схема» opens an
 * actor's statechart with its current state highlighted and its log beside it, to step back through earlier states.
 * Never in the production bundle.
 */
export function DevPanel({ actors, open, chart, onOpenChange, onPick, onList, onStep, onLive, onRetry }: DevPanelProps) {
  const { t } = useLingui();
  return (
    <>
      <button type="button" className={styles.toggle} aria-expanded={open} aria-controls="dev-panel" onClick={() => onOpenChange(!open)}>
        {t`Акторы`} · {actors.length}
      </button>
      {open && chart && <ChartPanel chart={chart} onList={onList} onStep={onStep} onLive={onLive} onRetry={onRetry} />}
      {open && !chart && (
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
                  {actor.machine && (
                    <button type="button" className={styles.small} aria-label={t`Схема актора ${actor.name}`} onClick={() => onPick(actor.id)}>
                      <Trans>Схема</Trans>
                    </button>
                  )}
                  <p className={styles.meta}>
                    {actor.id} · {actor.status}
                    {actor.tags.length > 0 && ` · ${t`теги`}: ${actor.tags.join(', ')}`}
                  </p>
                  {actor.events.length > 0 && (
                    <p className={styles.meta}>
                      {t`события`}: {actor.events.join(' ← ')}
                    </p>
                  )}
                  <ContextDetails context={actor.context} />
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
    </>
  );
}

function ChartPanel({ chart, onList, onStep, onLive, onRetry }: { chart: DevPanelChart } & Pick<DevPanelProps, 'onList' | 'onStep' | 'onLive' | 'onRetry'>) {
  const { t } = useLingui();
  const { name, actor, status, graph, current, steps, shown } = chart;
  const index = steps.findIndex((step) => step.seq === shown);
  const step = steps[index];
  const earlier = index > 0 ? steps[index - 1] : undefined;
  const later = index >= 0 && index < steps.length - 1 ? steps[index + 1] : undefined;
  const area = useRef<HTMLDivElement>(null);
  const focus = graph?.nodes.find((node) => node.id === current[0]);
  // The chart can be wider and taller than the panel (a phone): its first highlighted state, when out of sight, is
  // scrolled to the middle.
  useEffect(() => {
    const box = area.current;
    if (!box || !focus) return;
    const seen = (at: number, size: number, from: number, span: number) => at >= from && at + size <= from + span;
    if (seen(focus.x, focus.width, box.scrollLeft, box.clientWidth) && seen(focus.y, focus.height, box.scrollTop, box.clientHeight)) return;
    box.scrollTo({ left: Math.max(0, focus.x + focus.width / 2 - box.clientWidth / 2), top: Math.max(0, focus.y + focus.height / 2 - box.clientHeight / 2) });
  }, [focus]);
  return (
    <section id="dev-panel" className={styles.chartPanel} aria-label={t`Схема актора ${chart.name}`}>
      <header className={styles.chartHeader}>
        <button type="button" className={styles.small} onClick={onList}>
          ← <Trans>Все акторы</Trans>
        </button>
        <h2 className={styles.heading}>{name}</h2>
        <span className={styles.meta}>{actor ? `${actor.id} · ${actor.status}` : t`Актор остановлен: показан его последний шаг.`}</span>
      </header>
      <div className={styles.chartBody}>
        <div className={styles.chartArea} ref={area} tabIndex={0} role="region" aria-label={t`Схема`}>
          {status === 'layingOut' && (
            <p className={styles.meta} role="status">
              <Trans>Раскладываем схему…</Trans>
            </p>
          )}
          {status === 'failed' && (
            <p className={styles.meta} role="alert">
              <Trans>Не удалось разложить схему.</Trans>{' '}
              <button type="button" className={styles.small} onClick={onRetry}>
                <Trans>Повторить</Trans>
              </button>
            </p>
          )}
          {graph && (status === 'live' || status === 'past') && <StateChart graph={graph} current={current} />}
        </div>
        <div className={styles.log}>
          <p className={styles.meta} role="status">
            {status === 'past' && step ? t`Шаг ${step.seq}: прошлое состояние` : t`В реальном времени`}
          </p>
          {step && (
            <p className={styles.stateLine}>
              <Trans>Состояние:</Trans> <span className={styles.value}>{step.value}</span>
            </p>
          )}
          <div className={styles.stepper}>
            <button type="button" className={styles.small} disabled={!earlier} onClick={() => earlier && onStep(earlier.seq)}>
              ← <Trans>Раньше</Trans>
            </button>
            <button type="button" className={styles.small} disabled={!later} onClick={() => (later === steps.at(-1) ? onLive() : later && onStep(later.seq))}>
              <Trans>Позже</Trans> →
            </button>
            <button type="button" className={styles.small} disabled={status !== 'past'} onClick={onLive}>
              <Trans>Сейчас</Trans>
            </button>
          </div>
          <h3 className={styles.heading}>
            <Trans>Журнал событий</Trans>
          </h3>
          <ol className={styles.steps} reversed>
            {[...steps].reverse().map((entry) => (
              <li key={entry.seq}>
                <button
                  type="button"
                  className={styles.step}
                  aria-current={entry.seq === shown ? 'step' : undefined}
                  onClick={() => (entry === steps.at(-1) ? onLive() : onStep(entry.seq))}
                >
                  <span className={styles.seq}>#{entry.seq}</span> {entry.event}
                  <span className={styles.stepValue}>{entry.value}</span>
                </button>
              </li>
            ))}
          </ol>
          <ContextDetails context={step?.context} />
        </div>
      </div>
    </section>
  );
}

/** An actor's context (JSON), folded away. */
function ContextDetails({ context }: { context: string | undefined }) {
  if (!context) return null;
  return (
    <details>
      <summary>
        <Trans>Контекст</Trans>
      </summary>
      <pre className={styles.context}>{context}</pre>
    </details>
  );
}
