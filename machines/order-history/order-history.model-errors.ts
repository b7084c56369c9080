/** An HTTP failure as the app's client raises it (src/adapters/http.ts ApiError): a message and a status (null: no answer). */
export class ApiErrorLike extends Error {
  constructor(
    message: string,
    readonly status: number | null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}
