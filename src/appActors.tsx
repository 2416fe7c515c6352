import { createActorContext } from '@xstate/react';
import type { ReactNode } from 'react';
import type { InspectionEvent } from 'xstate';
import { menuMachine } from './machines/menuMachine.ts';
import { toastMachine } from './machines/toastMachine.ts';

/**
 * App-wide actors (ARCHITECTURE "Machines"): one provider created in main.tsx; features read slices with
 * `useSelector`. Route-local actors are created in their routes. Every actor reports to one inspection hook.
 */
export const ToastActor = createActorContext(toastMachine);
export const MenuActor = createActorContext(menuMachine);

export function AppActorsProvider({ children, inspect }: { children: ReactNode; inspect?: (event: InspectionEvent) => void }) {
  const options = inspect ? { inspect } : undefined;
  return (
    <ToastActor.Provider options={options}>
      <MenuActor.Provider options={options}>{children}</MenuActor.Provider>
    </ToastActor.Provider>
  );
}
