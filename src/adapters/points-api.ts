import type { PointsSummaryOutput } from '@/machines/points/points.machine';
import { ApiError, type HttpCall } from './http';

/** Points calls (accounts.md §7.4). */
export function createPointsApi(call: HttpCall) {
  return {
    /** GET /points/{id} (the user id): the answer's availablePoints, on the body or under `data`. */
    fetchPoints: async (userId: string): Promise<PointsSummaryOutput> => {
      const body = await call<{ availablePoints?: unknown }>(`/points/${encodeURIComponent(userId)}`);
      const extras = body as { availablePoints?: unknown };
      const availablePoints = body.data?.availablePoints ?? extras.availablePoints;
      if (typeof availablePoints !== 'number' || !Number.isFinite(availablePoints))
        throw new ApiError('points: no availablePoints in the answer', null);
      return { availablePoints };
    },
  };
}

export type PointsApi = ReturnType<typeof createPointsApi>;
