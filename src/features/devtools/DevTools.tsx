import { useEffect, useState } from 'react';
import type { InspectionEvent } from 'xstate';
import type { InspectionHub } from '../../runtime/inspection.ts';
import { DevPanel } from '../../ui/views/DevPanel/DevPanel.tsx';
import { applyInspection, type ActorEntry } from './actorLog.ts';

/**
 * Keeps the actor log from the first event on (the app's actors start before React renders this panel) and
 * hands it to the panel at most once per frame: the catalogue alone can emit dozens of events per keystroke.
 */
export function createActorLog(hub: InspectionHub) {
  let entries: ActorEntry[] = [];
  const listeners = new Set<() => void>();
  let scheduled = false;
  hub.subscribe((event: InspectionEvent) => {
    entries = applyInspection(entries, event);
    if (scheduled) return;
    scheduled = true;
    requestAnimationFrame(() => {
      scheduled = false;
      for (const listener of listeners) listener();
    });
  });
  return {
    current: () => entries,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

export function DevTools({ log }: { log: ReturnType<typeof createActorLog> }) {
  const [actors, setActors] = useState(log.current);
  const [open, setOpen] = useState(() => sessionStorage.getItem('boutique:devtools') === 'open');
  useEffect(() => log.subscribe(() => setActors(log.current())), [log]);
  return (
    <DevPanel
      actors={actors}
      open={open}
      onOpenChange={(next) => {
        sessionStorage.setItem('boutique:devtools', next ? 'open' : 'closed');
        setOpen(next);
      }}
    />
  );
}
