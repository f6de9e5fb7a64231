/** An error whose message may be shown to the client: the error handler answers `{message}` with its status. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    /** Extra headers of the answer, such as `Retry-After`. */
    readonly headers: Record<string, string> = {},
    /** Fields the answer carries beside `message`. */
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
/** 400 with each field's message, `{message, errors: [{path, message}]}`, as a schema refusal reads. */
export const invalidFields = (errors: { path: string; message: string }[]) =>
  new HttpError(400, errors[0]?.message ?? 'Invalid request', {}, { errors });
export const unauthorized = (message = 'Not signed in') => new HttpError(401, message);
export const forbidden = (message = 'Not allowed') => new HttpError(403, message);
export const notFound = (message = 'Not found') => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new HttpError(429, message, { 'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))) });
