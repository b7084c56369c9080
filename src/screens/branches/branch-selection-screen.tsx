import { useScreenLayout } from '@/src/app/use-screen-layout';

/**
 * BASE: branch selection (ordering.md §2). The branch list arrives with the ordering flow; the shell's
 * header search bar and navigation are already in place here.
 */
export function BranchSelectionScreen() {
  useScreenLayout({ showSearchBar: true, headerPoints: true }, { navBar: true });
  return (
    <section className="screen" aria-labelledby="branches-title">
      <h1 id="branches-title">Selecciona tu sucursal</h1>
    </section>
  );
}
