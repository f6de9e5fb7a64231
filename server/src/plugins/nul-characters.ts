import type { Multipart } from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../lib/http-errors';

export const nulMessage = 'Text cannot contain a NUL character';
const nul = '\u0000';
/** Enough to show a form every field at fault, without building an answer as large as the body. */
const maxIssues = 20;

interface Node {
  value: unknown;
  key: string;
  parent: Node | null;
}

/** Paths are cut to this length: a deeply nested body or a long key is not echoed back whole. */
const maxPathLength = 200;

const dottedPath = (node: Node): string => {
  const keys: string[] = [];
  for (let current: Node | null = node; current; current = current.parent) {
    if (current.key !== '') keys.push(current.key);
  }
  const path = keys.reverse().join('.');
  return path.length > maxPathLength ? `${path.slice(0, maxPathLength)}…` : path;
};

/**
 * The dotted paths (`reviewText`, `extra.tags.1`) of the strings and keys under `value` that hold
 * a NUL character. Walked with a stack, not recursion: a JSON body may nest deeper than the call
 * stack goes.
 */
export function nulPaths(value: unknown, prefix = ''): string[] {
  const found: string[] = [];
  const stack: Node[] = [{ value, key: prefix, parent: null }];
  while (stack.length > 0 && found.length < maxIssues) {
    const node = stack.pop()!;
    const current = node.value;
    if (typeof current === 'string') {
      if (current.includes(nul)) found.push(dottedPath(node));
      continue;
    }
    if (typeof current !== 'object' || current === null || ArrayBuffer.isView(current)) continue;
    const children: Node[] = [];
    if (Array.isArray(current)) {
      current.forEach((item: unknown, index) =>
        children.push({ value: item, key: String(index), parent: node }),
      );
    } else {
      for (const [key, item] of Object.entries(current)) {
        if (key.includes(nul)) {
          // The key itself is at fault; the answer names it without the NUL.
          found.push(dottedPath({ value: key, key: key.replaceAll(nul, ''), parent: node }));
          continue;
        }
        children.push({ value: item, key, parent: node });
      }
    }
    // In reverse, so the first field of the input is reported first.
    for (let index = children.length - 1; index >= 0; index -= 1) stack.push(children[index]!);
  }
  return found;
}

const refuse = (paths: string[]) =>
  new HttpError(
    400,
    nulMessage,
    {},
    { errors: paths.map((path) => ({ path, message: nulMessage })) },
  );

/** Path parameters by name; a NUL elsewhere in the path (a page, an unknown path) as `url`. */
function addressPaths(request: FastifyRequest): string[] {
  const params = (request.params ?? {}) as Record<string, unknown>;
  const found = Object.entries(params).flatMap(([name, value]) =>
    nulPaths(value, name === '*' ? 'url' : name),
  );
  const rawPath = request.url.split('?', 1)[0] ?? '';
  if (found.length === 0 && (rawPath.includes(nul) || /%00/i.test(rawPath))) found.push('url');
  return [...found, ...nulPaths(request.query)];
}

/**
 * Multipart text fields are read by each route as it walks `request.parts()`; this request's
 * iterator is swapped for one that refuses a field (or a file name) holding a NUL as it is read,
 * before the route can keep it. Routes read forms only through `parts()`.
 */
function checkParts(request: FastifyRequest) {
  const parts = request.parts.bind(request);
  request.parts = (options) => checked(parts(options));
}

async function* checked(parts: AsyncIterableIterator<Multipart>): AsyncGenerator<Multipart> {
  for await (const part of parts) {
    const found =
      part.type === 'file'
        ? part.filename.includes(nul)
          ? [part.fieldname]
          : []
        : nulPaths(part.value, part.fieldname);
    if (found.length > 0) {
      // The rest of a file part would otherwise hold the request open.
      if (part.type === 'file') part.file.resume();
      throw refuse(found);
    }
    yield part;
  }
}

/**
 * PostgreSQL cannot store a NUL character in text (the statement fails), so one is refused as
 * invalid input at the edge, for every route alike: in the path and query as soon as the request
 * is routed, in a JSON body once it is parsed, in a form's fields as they are read.
 */
export const nulCharactersPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRequest', async (request) => {
    const found = addressPaths(request);
    if (found.length > 0) throw refuse(found);
  });
  app.addHook('preValidation', async (request) => {
    if (request.isMultipart()) {
      checkParts(request);
      return;
    }
    const found = nulPaths(request.body);
    if (found.length > 0) throw refuse(found);
  });
});
