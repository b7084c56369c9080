/**
 * What a machine reads from a failed call: the HTTP status and the server's message. The adapters throw
 * `ApiError` (src/adapters/http.ts) with both; machines only see `unknown`, so they read it through these.
 */
export interface ApiFailure {
  status: number | null;
  message: string;
}

export function readApiFailure(error: unknown): ApiFailure {
  if (error && typeof error === 'object') {
    const { status, message } = error as { status?: unknown; message?: unknown };
    return {
      status: typeof status === 'number' ? status : null,
      message: typeof message === 'string' ? message : '',
    };
  }
  return { status: null, message: typeof error === 'string' ? error : '' };
}
