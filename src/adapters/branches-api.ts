import type { Branch } from '@/machines/catalogue/catalogue.types';
import { DEFAULT_LANGUAGE } from '@/machines/rules/languages';
import { ApiError, type HttpCall } from './http';

export interface BranchListRequest {
  brandId: string;
  position: { latitude: number; longitude: number } | null;
  /** The diner's language: ?lang= unless Spanish (the server translates a branch's own status note). */
  language?: string;
}

/** Branch calls (ordering.md §7 "Branches and menu"). */
export function createBranchesApi(call: HttpCall) {
  return {
    /**
     * POST /local/all {idMarca, latitude?, longitude?} (?lang= when not Spanish): data is the branch list
     * (nearest first with a position).
     */
    fetchBranches: async ({ brandId, position, language }: BranchListRequest): Promise<Branch[]> => {
      const body = await call<Branch[]>('/local/all', {
        method: 'POST',
        query: { lang: language && language !== DEFAULT_LANGUAGE ? language : undefined },
        body: position
          ? { idMarca: brandId, latitude: position.latitude, longitude: position.longitude }
          : { idMarca: brandId },
      });
      if (!Array.isArray(body.data)) throw new ApiError('branches: no list in the answer', null);
      // A card needs an id and a storeId to open HOME/{id}/{storeId}; anything else is left out.
      return body.data.filter(
        (b): b is Branch => !!b && typeof b.id === 'string' && typeof b.storeId === 'string',
      );
    },
  };
}

export type BranchesApi = ReturnType<typeof createBranchesApi>;
