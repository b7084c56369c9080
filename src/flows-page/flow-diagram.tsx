import { useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FlowModel } from '@/machines/flow-model';
import type { FlowWords } from '@/machines/flow-words';
import { toMermaid } from '@/tools/flow-graph/mermaid';
import { diagramLabels } from '@/tools/flow-graph/words';

/** Renders a machine's Mermaid diagram in the flow's words, with the active states highlighted. */
export function FlowDiagram({
  model,
  words,
  activeStateIds,
}: {
  model: FlowModel;
  words: FlowWords | undefined;
  activeStateIds: string[];
}) {
  const source = useMemo(
    () => toMermaid(model.machine, { active: activeStateIds, labels: diagramLabels(model, words) }),
    [model, words, activeStateIds],
  );
  const [svg, setSvg] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const { t } = useTranslation();
  const id = `mermaid-${useId().replace(/[^a-zA-Z0-9]/g, '')}`;

  useEffect(() => {
    let cancelled = false;
    import('mermaid')
      .then(async ({ default: mermaid }) => {
        mermaid.initialize({ startOnLoad: false, securityLevel: 'strict', theme: 'neutral' });
        const result = await mermaid.render(id, source);
        if (!cancelled) setSvg(result.svg);
      })
      .catch((error) => {
        console.error('flows: diagram could not be rendered', error);
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
    };
  }, [id, source]);

  if (failed) return <pre className="flow-source">{source}</pre>;
  if (!svg) return <p className="screen-message">{t('flows.drawing')}</p>;
  // Mermaid output rendered with securityLevel 'strict' (labels are escaped, no scripts or links).
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized SVG from mermaid in strict mode.
  return <div className="flow-diagram" dangerouslySetInnerHTML={{ __html: svg }} />;
}
