/**
 * An XMLHttpRequest for page tests whose calls go to the (stubbed) global fetch, so uploads sent through
 * XMLHttpRequest (lib/upload-fetch.ts, for their progress) meet the same `stubApi` routes as every other call.
 * Progress is reported once half-way and once complete. Install with `vi.stubGlobal('XMLHttpRequest', FetchBackedXhr)`.
 */
export class FetchBackedXhr {
  method = 'GET';
  url = '';
  status = 0;
  statusText = '';
  response: ArrayBuffer | null = null;
  responseType = '';
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  private readonly headers = new Headers();
  private responseHeaders = new Headers();

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers.set(name, value);
  }
  getAllResponseHeaders() {
    return [...this.responseHeaders].map(([name, value]) => `${name}: ${value}`).join('\r\n');
  }
  abort() {
    this.onabort?.();
  }
  send(body: ArrayBuffer) {
    const total = body?.byteLength ?? 0;
    this.upload.onprogress?.({ lengthComputable: true, loaded: total / 2, total });
    globalThis
      .fetch(new Request(this.url, { method: this.method, headers: this.headers, body }))
      .then(async (res) => {
        this.upload.onprogress?.({ lengthComputable: true, loaded: total, total });
        this.status = res.status;
        this.statusText = res.statusText;
        this.responseHeaders = res.headers;
        this.response = await res.arrayBuffer();
        this.onload?.();
      })
      .catch(() => this.onerror?.());
  }
}
