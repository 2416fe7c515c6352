import type { InspectionEvent } from 'xstate';

export type InspectListener = (event: InspectionEvent) => void;

/**
 * The one inspection hook every actor of the app reports to (app-wide actors through `AppActorsProvider`, route
 * actors through `useRouteActor`). Listeners come and go: the Stately inspector (`?inspect` in development), the
 * offline dev panel, a test. With no listener an event costs one empty loop.
 */
export interface InspectionHub {
  inspect: InspectListener;
  subscribe: (listener: InspectListener) => () => void;
}

export function createInspectionHub(): InspectionHub {
  const listeners = new Set<InspectListener>();
  return {
    inspect: (event) => {
      for (const listener of listeners) listener(event);
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
