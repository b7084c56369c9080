import { type ComponentType, useEffect } from 'react';
import type { RouteFlowId } from '@/machines/app/app-flows';
import { useAppActor } from './app-context';
import { useSpawnedFlowRef } from './hooks';

/**
 * A screen of a route flow (machines/app/app-flows.ts `RouteFlows`): when the route renders, the root actor is
 * told the flow's screen opened (`app.flowOpened`; the first time, it loads the flow's code and spawns it), and
 * the screen renders once the flow runs. The screen then sends its own `*.opened` on mount as before, so it
 * reaches the flow after it is spawned; later openings find the flow running and render at once.
 */
export function withRouteFlow<P extends object>(
  flow: RouteFlowId,
  Screen: ComponentType<P>,
): ComponentType<P> {
  function RouteFlowScreen(props: P) {
    const app = useAppActor();
    const ref = useSpawnedFlowRef(flow);
    useEffect(() => {
      app.send({ type: 'app.flowOpened', flow });
    }, [app]);
    return ref ? <Screen {...props} /> : null;
  }
  RouteFlowScreen.displayName = `withRouteFlow(${flow})`;
  return RouteFlowScreen;
}
