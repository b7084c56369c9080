/** An expected failure answered as `{ status: 'error', message }` with a 4xx status. */
export class ApiError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 410 | 413 | 415 | 422 | 429,
    message: string,
    readonly extras: Record<string, unknown> = {},
    /** Response headers that go with the answer (Retry-After on a 429). */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export const messages = {
  unauthorized: 'Tenés que iniciar sesión para continuar.',
  forbidden: 'No tenés permiso para acceder a este recurso.',
  userNotInBrand: 'Usuario no encontrado para esta marca',
  userNotFound: 'Usuario no encontrado',
  brandNotFound: 'Marca no encontrada',
  brandMissing: 'Ocurrio un error, por favor refresque la pagina y vuelva a intentarlo',
  routeNotFound: 'Ruta no encontrada',
  malformedJson: 'El cuerpo de la solicitud no es un JSON válido',
  bodyNotObject: 'El cuerpo de la solicitud debe ser un objeto JSON',
  bodyTooLarge: 'El cuerpo de la solicitud supera el máximo permitido de 100 KB',
  internal: 'Ocurrió un error inesperado. Por favor, intentá nuevamente más tarde.',
} as const;

export const unauthorized = () => new ApiError(401, messages.unauthorized);
export const forbidden = () => new ApiError(403, messages.forbidden);
export const notFound = (message: string) => new ApiError(404, message);
export const badRequest = (message: string, extras?: Record<string, unknown>) =>
  new ApiError(400, message, extras);

interface PgLikeError {
  code?: unknown;
}

/**
 * Database errors that can only come from input the validators let through (a duplicate, a value
 * out of range). Mapped to 4xx so bad input never surfaces as a 5xx.
 */
export function fromDatabaseError(err: unknown): ApiError | null {
  const code = (err as PgLikeError | null)?.code;
  if (typeof code !== 'string') return null;
  if (code === '23505') return new ApiError(409, 'El registro ya existe');
  if (code === '23503') return new ApiError(404, 'El recurso relacionado no existe');
  if (code.startsWith('22')) return new ApiError(400, 'Alguno de los datos enviados no es válido');
  return null;
}
