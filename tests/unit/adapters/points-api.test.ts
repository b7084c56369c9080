import { describe, expect, it, vi } from 'vitest';
import { ApiError, type HttpCall } from '@/src/adapters/http';
import { createPointsApi } from '@/src/adapters/points-api';

const answering = (body: unknown) =>
  vi.fn(async () => body) as unknown as HttpCall & ReturnType<typeof vi.fn>;

describe('GET /points/{id} (accounts.md §7.4)', () => {
  it('asks for the user id and reads availablePoints from data', async () => {
    const call = answering({ status: 'success', data: { availablePoints: 2525.5, transactions: [] } });
    await expect(createPointsApi(call).fetchPoints('user 1')).resolves.toEqual({ availablePoints: 2525.5 });
    expect(call).toHaveBeenCalledWith('/points/user%201');
  });

  it('also reads availablePoints "on the response" beside data', async () => {
    const call = answering({ status: 'success', data: {}, availablePoints: 10 });
    await expect(createPointsApi(call).fetchPoints('u')).resolves.toEqual({ availablePoints: 10 });
  });

  it('fails when the answer has no number', async () => {
    const call = answering({ status: 'success', data: { availablePoints: null } });
    await expect(createPointsApi(call).fetchPoints('u')).rejects.toBeInstanceOf(ApiError);
  });
});
