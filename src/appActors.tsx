import { createActorContext, useActorRef } from '@xstate/react';
import { createContext, useContext, type ReactNode } from 'react';
import type { Actor, ActorOptions, AnyActorLogic } from 'xstate';
import type { InspectListener } from './inspection.ts';
import { menuMachine } from './machines/menuMachine.ts';
import { toastMachine } from './machines/toastMachine.ts';

/**
 * App-wide actors (ARCHITECTURE "Machines"): one provider created in main.tsx; features read slices with
 * `useSelector`. Route-local actors are created in their routes with `useRouteActor`. Every actor, app-wide or
 * route-local, reports to the one inspection hook given here.
 */
export const ToastActor = createActorContext(toastMachine);
export const MenuActor = createActorContext(menuMachine);

const InspectContext = createContext<InspectListener | undefined>(undefined);

export function AppActorsProvider({ children, inspect }: { children: ReactNode; inspect?: InspectListener }) {
  const options = inspect ? { inspect } : undefined;
  return (
    <InspectContext.Provider value={inspect}>
      <ToastActor.Provider options={options}>
        <MenuActor.Provider options={options}>{children}</MenuActor.Provider>
      </ToastActor.Provider>
    </InspectContext.Provider>
  );
}

/**
 * `useActorRef` for route-local actors (catalogue, product, …), wired to the app's inspection hook so that the
 * Stately inspector and the dev panel see them too.
 */
export function useRouteActor<TLogic extends AnyActorLogic>(logic: TLogic, options?: ActorOptions<TLogic>): Actor<TLogic> {
  const inspect = useContext(InspectContext);
  return useActorRef(logic, inspect ? { ...options, inspect } : options) as Actor<TLogic>;
}
