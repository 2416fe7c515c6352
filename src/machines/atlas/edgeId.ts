import type { AnyStateNode } from 'xstate';

/** A transition definition as xstate v5's StateNode holds it (in `transitions`, `always` or `after`). */
export interface TransitionDefinitionLike {
  source: AnyStateNode;
  eventType: string;
}

/**
 * The atlas id of a transition definition: `<source path>|<event type or 'always'>|<index among the source's
 * transitions for that event>`. The chart (graph.ts) and the model-test harness (tests/support/machines/model.ts)
 * both key on it, so a transition the tests take is the edge the chart draws — the two cannot disagree.
 */
export function edgeIdOf(transition: TransitionDefinitionLike): string {
  const { source, eventType } = transition;
  const alternatives: readonly unknown[] = eventType === '' ? (source.always ?? []) : (source.transitions.get(eventType) ?? []);
  const index = alternatives.indexOf(transition);
  if (index < 0) throw new Error(`edgeIdOf: a transition of "${source.path.join('.')}" on "${eventType}" its state does not declare`);
  return `${source.path.join('.')}|${eventType || 'always'}|${index}`;
}
