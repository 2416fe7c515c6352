import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import type { AnyStateMachine, InspectionEvent } from 'xstate';
import { activeLeafIds } from '../../machines/atlas/activeStates.ts';
import { machineGraph } from '../../machines/atlas/graph.ts';
import { layoutGraph } from '../../machines/atlas/layout.ts';
import { devPanelMachine, selectDevPanelScreen } from '../../machines/devPanelMachine.ts';
import { fromRequest } from '../../machines/fromRequest.ts';
import type { InspectionHub } from '../../runtime/inspection.ts';
import { DevPanel, type DevPanelChart } from '../../ui/views/DevPanel/DevPanel.tsx';
import { applyInspection, describeValue, type ActorEntry, type ActorStep } from './actorLog.ts';

const OPEN_KEY = 'boutique:devtools';
const PICKED_KEY = 'boutique:devtools:machine';

/**
 * Keeps the actor log from the first event on (the app's actors start before React renders this panel) and
 * hands it to the panel at most once per frame: the catalogue alone can emit dozens of events per keystroke.
 * Beside the plain entries it keeps each machine actor's definition, which the panel lays out as a chart.
 */
export function createActorLog(hub: InspectionHub) {
  let entries: ActorEntry[] = [];
  const machines = new Map<string, AnyStateMachine>();
  const listeners = new Set<() => void>();
  let scheduled = false;
  hub.subscribe((event: InspectionEvent) => {
    entries = applyInspection(entries, event);
    const logic = (event.actorRef as { logic?: unknown }).logic as AnyStateMachine | undefined;
    if (logic && 'root' in logic && !machines.has(event.actorRef.sessionId)) machines.set(event.actorRef.sessionId, logic);
    if (scheduled) return;
    scheduled = true;
    requestAnimationFrame(() => {
      scheduled = false;
      for (const listener of listeners) listener();
    });
  });
  return {
    current: () => entries,
    machineOf: (actorId: string) => machines.get(actorId),
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

export type ActorLog = ReturnType<typeof createActorLog>;

const viewStep = (step: ActorStep) => ({ seq: step.seq, event: step.event, value: describeValue(step.value), context: step.context });

/**
 * The dev panel (issue 3 §6, issue 29): the list of live actors, and for the one picked its statechart — laid out
 * from its own machine here, in the browser, by the atlas — with the state of the step shown highlighted and its
 * log to step through. Its behaviour is `devPanelMachine`; this wires it to the log and the view.
 */
export function DevTools({ log }: { log: ActorLog }) {
  const [actors, setActors] = useState(log.current);
  useEffect(() => log.subscribe(() => setActors(log.current())), [log]);
  const panel = useActorRef(
    devPanelMachine.provide({
      actors: {
        layOutChart: fromRequest(async ({ input }: { input: { actorId: string } }) => {
          const machine = log.machineOf(input.actorId);
          if (!machine) throw new Error(`no machine for actor ${input.actorId}`);
          return layoutGraph(machineGraph(machine));
        }),
      },
    }),
  );
  useEffect(() => {
    if (sessionStorage.getItem(OPEN_KEY) === 'open' && panel.getSnapshot().matches('closed')) panel.send({ type: 'devPanel.toggle' });
    const subscription = panel.subscribe((snapshot) => sessionStorage.setItem(OPEN_KEY, snapshot.matches('closed') ? 'closed' : 'open'));
    return () => subscription.unsubscribe();
  }, [panel]);
  const screen = useSelector(panel, selectDevPanelScreen);
  const { actorId, chart: graph, step } = useSelector(panel, (snapshot) => snapshot.context);

  // After a reload (an edited machine, HMR) the panel opens on the same machine's chart again, once such an actor runs.
  const reopen = useRef(sessionStorage.getItem(PICKED_KEY));
  useEffect(() => {
    const name = reopen.current;
    const again = name && screen === 'list' ? actors.find((actor) => actor.name === name && actor.machine) : undefined;
    if (again) {
      reopen.current = null;
      panel.send({ type: 'devPanel.pick', actorId: again.id });
    }
  }, [actors, screen, panel]);

  // The picked actor as last seen: a route actor stops when its page is left, and its log stays on show.
  const lastSeen = useRef<ActorEntry | undefined>(undefined);
  const alive = actorId === null ? undefined : actors.find((actor) => actor.id === actorId);
  if (alive) lastSeen.current = alive;
  else if (actorId === null || lastSeen.current?.id !== actorId) lastSeen.current = undefined;
  const picked = lastSeen.current;
  useEffect(() => {
    if (screen === 'closed' || screen === 'list') {
      if (reopen.current === null) sessionStorage.removeItem(PICKED_KEY);
    } else if (picked) sessionStorage.setItem(PICKED_KEY, picked.name);
  }, [screen, picked]);

  let chart: DevPanelChart | undefined;
  if (actorId !== null && screen !== 'closed' && screen !== 'list') {
    const steps = picked?.steps ?? [];
    const shown = (screen === 'past' ? steps.find((s) => s.seq === step) : undefined) ?? steps.at(-1);
    chart = {
      name: picked?.name ?? actorId,
      actor: alive,
      status: screen,
      ...(graph ? { graph } : {}),
      current: activeLeafIds(shown?.value),
      steps: steps.map(viewStep),
      shown: shown?.seq,
    };
  }

  return (
    <DevPanel
      actors={actors}
      open={screen !== 'closed'}
      {...(chart ? { chart } : {})}
      onOpenChange={() => panel.send({ type: 'devPanel.toggle' })}
      onPick={(id) => panel.send({ type: 'devPanel.pick', actorId: id })}
      onList={() => panel.send({ type: 'devPanel.list' })}
      onStep={(seq) => panel.send({ type: 'devPanel.step', step: seq })}
      onLive={() => panel.send({ type: 'devPanel.live' })}
      onRetry={() => panel.send({ type: 'devPanel.retry' })}
    />
  );
}
