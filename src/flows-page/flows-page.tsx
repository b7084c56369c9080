import { useSyncExternalStore } from 'react';
import { FLOW_MODELS } from '@/machines/registry';
import { liveStates } from '../app/live-state-store';
import { useScreenLayout } from '../app/use-screen-layout';
import { FlowDiagram } from './flow-diagram';

/**
 * /__flows (dev and demo builds): every machine's diagram, with the states the running app's actors are in
 * now highlighted. Fed by xstate's inspect callback, so it works offline.
 */
export default function FlowsPage() {
  useScreenLayout({ title: 'Flujos de la app' }, { navBar: false });
  const live = useSyncExternalStore(liveStates.subscribe, liveStates.getSnapshot);
  return (
    <section className="screen flows-page" aria-label="Flujos de la app">
      <p>Los estados resaltados son los que la app está usando ahora.</p>
      <nav aria-label="Máquinas">
        <ul className="flows-index">
          {FLOW_MODELS.map((model) => (
            <li key={model.id}>
              <a href={`#flow-${model.id}`}>{model.title}</a>
            </li>
          ))}
        </ul>
      </nav>
      {FLOW_MODELS.map((model) => {
        const active = live.byMachine[model.machine.id] ?? [];
        return (
          <article key={model.id} id={`flow-${model.id}`} className="flow-card" data-flow={model.id}>
            <h2>{model.title}</h2>
            <p>{model.summary}</p>
            <p className="flow-live" data-testid={`live-${model.id}`}>
              {active.length > 0 ? `Ahora: ${leafStates(active).join(', ')}` : 'Sin actor en ejecución'}
            </p>
            <FlowDiagram model={model} activeStateIds={active} />
          </article>
        );
      })}
    </section>
  );
}

/** The deepest active ids, without the machine id prefix, for the "now" line. */
function leafStates(ids: string[]): string[] {
  return ids
    .filter((id) => !ids.some((other) => other !== id && other.startsWith(`${id}.`)))
    .map((id) => id.slice(id.indexOf('.') + 1));
}
