import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FlowModel } from '@/machines/flow-model';
import type { FlowWords } from '@/machines/flow-words';
import type { SimulatedPath } from '@/tools/flow-graph/paths-json';
import { FlowDiagram } from './flow-diagram';

/**
 * A simulation of a flow's chart for product owners, offline: pick one of its generated paths (the QA paths of
 * docs/test-paths) and step through it with Previous / Next. The diagram highlights the states of the current
 * point, and beside it show the step's words, its condition and what a person should see there. Nothing runs:
 * the states come from the generated path, so any state can be looked at without reaching it in the app.
 */
export function FlowStepper({
  model,
  words,
  paths,
}: {
  model: FlowModel;
  words: FlowWords | undefined;
  paths: readonly SimulatedPath[];
}) {
  const { t } = useTranslation();
  const [pathIndex, setPathIndex] = useState(0);
  const [position, setPosition] = useState(0);
  const path = paths[pathIndex];
  if (!path) return <p className="screen-message">{t('flowsStepper.noPaths')}</p>;
  const point = path.points[Math.min(position, path.points.length - 1)];
  const last = path.points.length - 1;
  const label = (id: string) => words?.states[id] ?? id;

  return (
    <div className="flow-stepper" data-testid={`stepper-${model.id}`}>
      <label style={{ display: 'block' }}>
        {t('flowsStepper.path')}{' '}
        <select
          // A path's title is long: the list takes the column's width and no more, on a phone or a desktop.
          style={{ display: 'block', width: '100%' }}
          value={pathIndex}
          onChange={(e) => {
            setPathIndex(Number(e.target.value));
            setPosition(0);
          }}
        >
          {paths.map((p, i) => (
            <option key={p.index} value={i}>
              {`${p.index}. ${p.title}`}
            </option>
          ))}
        </select>
      </label>
      <div className="flow-stepper-controls">
        <button type="button" disabled={position === 0} onClick={() => setPosition(position - 1)}>
          {t('flowsStepper.previous')}
        </button>
        <span data-testid="stepper-position">
          {t('flowsStepper.stepOf', { n: String(position), total: String(last) })}
        </span>
        <button type="button" disabled={position >= last} onClick={() => setPosition(position + 1)}>
          {t('flowsStepper.next')}
        </button>
      </div>
      {/* The diagram with the step's words beside it (inline styles: a dev page with no stylesheet of its own). */}
      <div className="flow-stepper-body" style={{ display: 'flex', flexWrap: 'wrap', gap: '1rem' }}>
        <div style={{ flex: '2 1 28rem', minWidth: 0 }}>
          <FlowDiagram model={model} words={words} activeStateIds={point.stateIds} />
        </div>
        <dl className="flow-stepper-text" style={{ flex: '1 1 16rem', margin: 0 }}>
          <dt>{t('flowsStepper.step')}</dt>
          <dd data-testid="stepper-step">
            {position === 0 ? model.start : point.step}
            {point.when ? ` (${t('flowsStepper.onlyWhen', { when: point.when })})` : ''}
          </dd>
          <dt>{t('flowsStepper.state')}</dt>
          <dd data-testid="stepper-state">{point.stateIds.map(label).join(' · ')}</dd>
          <dt>{t('flowsStepper.expect')}</dt>
          <dd data-testid="stepper-expect">
            <ul>
              {point.stateIds.map((id) => (
                <li key={id}>{model.expectations[id] ?? ''}</li>
              ))}
            </ul>
          </dd>
        </dl>
      </div>
    </div>
  );
}
