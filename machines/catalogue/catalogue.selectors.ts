import type { SnapshotFrom } from 'xstate';
import type { catalogueMachine } from './catalogue.machine';
import type { Catalogue } from './catalogue.types';

export type CatalogueSnapshot = SnapshotFrom<typeof catalogueMachine>;

/** The catalogue shown (cached or fetched), or null. */
export const selectCatalogue = (s: CatalogueSnapshot): Catalogue | null => s.context.catalogue;
/** The store id the catalogue is for. */
export const selectCatalogueStoreId = (s: CatalogueSnapshot): string | null => s.context.storeId;
/** The language the catalogue was fetched in (its content is already in that language). */
export const selectCatalogueLanguage = (s: CatalogueSnapshot): string => s.context.language;
/** Nothing to show yet: the skeletons (3 sections of 4 rows or 5 slider cards, 8 categories). */
export const selectIsCatalogueLoading = (s: CatalogueSnapshot): boolean =>
  s.context.catalogue === null && (s.matches('loading') || s.matches('deciding'));
/** The cached menu is shown while the network answer is awaited. */
export const selectIsRevalidating = (s: CatalogueSnapshot): boolean => s.matches({ loading: 'revalidating' });
/** Nothing cached and the network failed. */
export const selectCatalogueFailed = (s: CatalogueSnapshot): boolean => s.matches('failed');
