import fastifyMultipart from '@fastify/multipart';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartBody } from '../../test/multipart';
import { errorsPlugin } from '../plugins/errors';
import { HttpError } from './http-errors';
import { readMultipart, type MultipartOptions } from './multipart';

const app = Fastify();
/** The options the next request is read with, and how many times `beforeFile` ran. */
let options: MultipartOptions;
let started = 0;
const messages = {
  tooLarge: (name: string | undefined) => `${name ?? 'A file'} is too large`,
  tooManyFiles: 'Too many files',
  tooManyFields: 'Too many fields',
  notMultipart: 'Send a form',
};
const base = (extra: Partial<MultipartOptions> = {}): MultipartOptions => ({
  limits: { fileSize: 10, files: 3, fields: 3, fieldSize: 100 },
  fileFields: ['photo'],
  maxFiles: 2,
  beforeFile: () => {
    started += 1;
    return Promise.resolve();
  },
  messages,
  ...extra,
});

beforeAll(async () => {
  await app.register(errorsPlugin);
  await app.register(fastifyMultipart);
  app.post('/form', async (request) => {
    const { fields, files } = await readMultipart(request, options);
    return { fields, files: files.map((file) => ({ ...file, data: file.data.toString() })) };
  });
  await app.ready();
});
afterAll(() => app.close());

const file = (data: string, name = 'a.jpg', field = 'photo') => ({
  field,
  name,
  type: 'image/jpeg',
  data: Buffer.from(data),
});
const post = async (
  files: ReturnType<typeof file>[],
  fields: Record<string, string> = {},
  extra: Partial<MultipartOptions> = {},
) => {
  options = base(extra);
  started = 0;
  return app.inject({ method: 'POST', url: '/form', ...(await multipartBody(files, fields)) });
};

describe('readMultipart', () => {
  it('reads the text fields and the kept files, and drops files under other names', async () => {
    const response = await post([file('one'), file('other', 'b.png', 'avatar'), file('two')], {
      caption: 'Low tide',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      fields: { caption: 'Low tide' },
      files: [
        { fieldName: 'photo', fileName: 'a.jpg', data: 'one' },
        { fieldName: 'photo', fileName: 'a.jpg', data: 'two' },
      ],
    });
    expect(started).toBe(2);
  });

  it('refuses a file past maxFiles before reading it, or drops it when told', async () => {
    const refused = await post([file('one'), file('two'), file('three')]);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ message: 'Too many files' });
    expect(started).toBe(2);

    const dropped = await post(
      [file('one'), file('two'), file('three')],
      {},
      { maxFiles: 1, extraFiles: 'drop' },
    );
    expect(dropped.json<{ files: unknown[] }>().files).toEqual([
      { fieldName: 'photo', fileName: 'a.jpg', data: 'one' },
    ]);
  });

  it('keeps an empty file unless told to drop it, and then does not count it', async () => {
    const kept = await post([file('')], {}, { maxFiles: 1 });
    expect(kept.json<{ files: unknown[] }>().files).toHaveLength(1);
    const dropped = await post([file(''), file('one')], {}, { maxFiles: 1, dropEmptyFiles: true });
    expect(dropped.statusCode).toBe(200);
    expect(dropped.json<{ files: unknown[] }>().files).toEqual([
      { fieldName: 'photo', fileName: 'a.jpg', data: 'one' },
    ]);
  });

  it('answers a file past fileSize with 413 and its name, kept or not', async () => {
    const kept = await post([file('x'.repeat(11), 'big.jpg')]);
    expect(kept.statusCode).toBe(413);
    expect(kept.json()).toEqual({ message: 'big.jpg is too large' });
    const other = await post([file('x'.repeat(11), 'big.png', 'avatar')]);
    expect(other.statusCode).toBe(413);
    expect(other.json()).toEqual({ message: 'big.png is too large' });
  });

  it('answers busboy’s file, field and part limits in the form’s words', async () => {
    const files = await post([
      file('1'),
      file('2', 'b.jpg', 'x'),
      file('3', 'c.jpg', 'y'),
      file('4'),
    ]);
    expect(files.statusCode).toBe(400);
    expect(files.json()).toEqual({ message: 'Too many files' });
    const fields = await post([file('1')], { a: '1', b: '2', c: '3', d: '4' });
    expect(fields.statusCode).toBe(400);
    expect(fields.json()).toEqual({ message: 'Too many fields' });
  });

  it('leaves a limit without words of the form to the library’s own answer', async () => {
    const fields = await post(
      [],
      { a: '1', b: '2', c: '3', d: '4' },
      {
        messages: { tooLarge: messages.tooLarge, tooManyFiles: messages.tooManyFiles },
      },
    );
    expect(fields.statusCode).toBe(413);
    expect(fields.json<{ message: string }>().message).not.toBe('Too many fields');
  });

  it('answers a body that is not multipart with 415, or the library’s 406 without words', async () => {
    options = base();
    const refused = await app.inject({ method: 'POST', url: '/form', payload: { a: 1 } });
    expect(refused.statusCode).toBe(415);
    expect(refused.json()).toEqual({ message: 'Send a form' });
    options = base({ messages: { tooLarge: messages.tooLarge, tooManyFiles: 'Too many files' } });
    const plain = await app.inject({ method: 'POST', url: '/form', payload: { a: 1 } });
    expect(plain.statusCode).toBe(406);
  });

  it('lets what the callbacks throw end the reading as it is', async () => {
    const quota = await post(
      [file('one')],
      {},
      {
        beforeFile: () => Promise.reject(new HttpError(429, 'Slow down')),
      },
    );
    expect(quota.statusCode).toBe(429);
    expect(quota.json()).toEqual({ message: 'Slow down' });
    const field = await post(
      [file('one')],
      { beachId: 'x' },
      {
        onField: (name, value) => {
          if (name === 'beachId' && !/^\d+$/.test(value)) throw new HttpError(400, 'Bad id');
        },
      },
    );
    expect(field.statusCode).toBe(400);
    expect(field.json()).toEqual({ message: 'Bad id' });
  });
});
