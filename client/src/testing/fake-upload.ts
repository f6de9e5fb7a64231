import { act } from '@testing-library/react';
import { vi } from 'vitest';

/**
 * Replaces XMLHttpRequest (what uploads use, for their progress) with one the test drives: it
 * sees what was sent, reports progress and answers. Returns the requests made, newest last.
 */
export function stubUploads() {
  const requests: FakeUpload[] = [];
  class Stub extends FakeUpload {
    override send(body: FormData) {
      super.send(body);
      requests.push(this);
    }
  }
  vi.stubGlobal('XMLHttpRequest', Stub);
  return requests;
}

class FakeUpload {
  method = '';
  url = '';
  body: FormData | null = null;
  withCredentials = false;
  status = 0;
  statusText = '';
  responseText = '';
  upload: {
    onprogress:
      ((event: Pick<ProgressEvent, 'lengthComputable' | 'loaded' | 'total'>) => void) | null;
  } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader() {}
  send(body: FormData) {
    this.body = body;
  }

  progress(loaded: number, total: number) {
    act(() => this.upload.onprogress?.({ lengthComputable: true, loaded, total }));
  }
  async respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    await act(async () => this.onload?.());
  }
  async fail() {
    await act(async () => this.onerror?.());
  }
}

/**
 * jsdom has no object URLs: previews of a chosen file get `blob:preview-1`, `-2`… (counted afresh
 * on each call). Returns the two mocks, to see what was made and let go.
 */
export function stubObjectUrls() {
  let previews = 0;
  const createObjectURL = vi.fn(() => `blob:preview-${++previews}`);
  const revokeObjectURL = vi.fn();
  URL.createObjectURL = createObjectURL;
  URL.revokeObjectURL = revokeObjectURL;
  return { createObjectURL, revokeObjectURL };
}
