import { useLayoutEffect } from 'react';
import type { HeaderSettings, PageSettings } from '@/machines/layout/layout.machine';
import { DEFAULT_HEADER, DEFAULT_PAGE } from '@/machines/layout/layout.machine';
import { useLayoutRef } from './hooks';

/**
 * A screen declares its header and page settings when it mounts (accounts.md §2.3 "Layout state that
 * screens set"). Unspecified settings return to their defaults, except the persisted previousPath. Sent
 * before the browser paints the screen (a layout effect), so its header is never painted a frame late: that
 * pushed the content down 64 px when the shell's first render became a transition (CLS 0.07 on BASE).
 */
export function useScreenLayout(header: Partial<HeaderSettings>, page: Partial<PageSettings> = {}) {
  const layout = useLayoutRef();
  const key = JSON.stringify([header, page]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the serialized key stands for header and page.
  useLayoutEffect(() => {
    const { previousPath: _keep, ...defaults } = DEFAULT_HEADER;
    layout.send({ type: 'layout.headerChanged', header: { ...defaults, ...header } });
    layout.send({ type: 'layout.pageChanged', page: { ...DEFAULT_PAGE, ...page } });
  }, [layout, key]);
}
