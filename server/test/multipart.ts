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
