import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { esExtra } from '@/locales/es-extra';
import { FLOW_MODELS } from '@/machines/registry';
import { FLOW_WORDS } from '@/machines/words-registry';
import { liveStates } from '../app/live-state-store';
import { useScreenLayout } from '../app/use-screen-layout';
import { registerSourceTexts } from '../i18n/i18n';
import { FlowDiagram } from './flow-diagram';
import { FlowSimulator } from './flow-simulator';

// The stepper's Spanish (locales/es/flows-page.ts) is in the later part of the catalogue, not the first load.
registerSourceTexts(esExtra);

/**
 * /__flows (dev and demo builds): every machine's diagram, with the states the running app's actors are in
 * now highlighted, in the flow's words. Fed by xstate's inspect callback, so it works offline. Each flow can
 * also be simulated: step through one of its generated paths (flow-stepper.tsx).
 */
export default function FlowsPage() {
  const { t } = useTranslation();
  useScreenLayout({ title: 'flows.title' }, { navBar: false });
  const live = useSyncExternalStore(liveStates.subscribe, liveStates.getSnapshot);
  return (
    <section className="screen flows-page" aria-label={t('flows.title')}>
      <p>{t('flows.intro')}</p>
      <nav aria-label={t('flows.machines')}>
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
              {active.length > 0
                ? t('flows.activeNow', {
                    states: leafStates(active)
                      .map((path) => FLOW_WORDS[model.id]?.states[path] ?? path)
                      .join(', '),
                  })
                : t('flows.noActor')}
            </p>
            <FlowDiagram model={model} words={FLOW_WORDS[model.id]} activeStateIds={active} />
            <FlowSimulator model={model} words={FLOW_WORDS[model.id]} />
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
