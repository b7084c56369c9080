import { useTranslation } from 'react-i18next';
import { useScreenLayout } from '@/src/app/use-screen-layout';

/**
 * BASE: branch selection (ordering.md §2). The branch list arrives with the ordering flow; the shell's
 * header search bar and navigation are already in place here.
 */
export function BranchSelectionScreen() {
  const { t } = useTranslation();
  useScreenLayout({ showSearchBar: true, headerPoints: true }, { navBar: true });
  return (
    <section className="screen" aria-labelledby="branches-title">
      <h1 id="branches-title">{t('branches.title')}</h1>
    </section>
  );
}
