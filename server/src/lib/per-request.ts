import type { FastifyRequest } from 'fastify';

/**
 * A value worked out at most once per request (who is signed in, the session) and kept with the
 * request, which alone holds it: it goes when the request does.
 */
export class PerRequest<T> {
  private readonly values = new WeakMap<FastifyRequest, Promise<T>>();

  /** The request's value: `make` makes it the first time it is asked for. */
  get(request: FastifyRequest, make: () => Promise<T>): Promise<T> {
    let value = this.values.get(request);
    if (!value) {
      value = make();
      this.values.set(request, value);
    }
    return value;
  }

  /** Gives the request this value (a session just started or ended). */
  set(request: FastifyRequest, value: T): void {
    this.values.set(request, Promise.resolve(value));
  }

  /** Forgets the request's value: the next `get` makes it again. */
  forget(request: FastifyRequest): boolean {
    return this.values.delete(request);
  }
}
