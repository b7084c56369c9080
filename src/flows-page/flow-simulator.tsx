import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FlowModel } from '@/machines/flow-model';
import type { FlowWords } from '@/machines/flow-words';
import { loadSimulatedPaths } from '@/tools/flow-graph/path-files';
import type { SimulatedPath } from '@/tools/flow-graph/paths-json';
import { FlowStepper } from './flow-stepper';

/** "Step through a path": loads the flow's generated paths on demand, then shows the stepper. */
export function FlowSimulator({ model, words }: { model: FlowModel; words: FlowWords | undefined }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [paths, setPaths] = useState<SimulatedPath[] | null>(null);

  useEffect(() => {
    if (!open || paths) return;
    let cancelled = false;
    loadSimulatedPaths(model.id)
      .then((loaded) => {
        if (!cancelled) setPaths(loaded);
      })
      .catch((error) => {
        console.error('flows: paths could not be loaded', error);
        if (!cancelled) setPaths([]);
      });
    return () => {
      cancelled = true;
    };
  }, [open, paths, model.id]);

  if (!open)
    return (
      <button type="button" className="flow-simulate" onClick={() => setOpen(true)}>
        {t('flowsStepper.simulate')}
      </button>
    );
  if (!paths) return <p className="screen-message">{t('flowsStepper.loadingPaths')}</p>;
  return <FlowStepper model={model} words={words} paths={paths} />;
}
