import { type MessageKey, outsideText, type UiText } from '../../locales/catalogue';

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

/** The catalogue's text of the server's 429 (docs/rate-limits.md). */
export const TOO_MANY_ATTEMPTS: MessageKey = 'limits.tooManyAttempts';

/** A 429 from a rate-limited account route (issue 10 #14): the diner waits, nothing typed is lost. */
export const isTooManyRequests = (error: unknown): boolean => readApiFailure(error).status === 429;

/** What a 429 shows: the server's message ("Hiciste demasiados intentos…"), else the same text from the catalogue. */
export const tooManyRequestsText = (error: unknown): UiText => {
  const { message } = readApiFailure(error);
  return message ? outsideText(message) : TOO_MANY_ATTEMPTS;
};
