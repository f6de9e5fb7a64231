import type { TestContext } from './helper';

/** A real multipart/form-data body for `app.inject`, made the way a browser makes one. */
export async function multipartBody(
  files: { field?: string; name: string; type: string; data: Buffer }[],
  fields: Record<string, string> = {},
) {
  const form = new FormData();
  for (const file of files) {
    form.append(
      file.field ?? 'photos',
      new Blob([new Uint8Array(file.data)], { type: file.type }),
      file.name,
    );
  }
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')! },
  };
}

/** POSTs `files` and `fields` as a browser's form to `url`, with `cookie` when one is given. */
export async function postMultipart(
  ctx: TestContext,
  url: string,
  files: Parameters<typeof multipartBody>[0],
  fields: Record<string, string> = {},
  cookie = '',
) {
  const body = await multipartBody(files, fields);
  return ctx.app.inject({
    method: 'POST',
    url,
    payload: body.payload,
    headers: { ...body.headers, ...(cookie ? { cookie } : {}) },
  });
}
