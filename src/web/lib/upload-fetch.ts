/**
 * A `fetch` for one upload that reports how much of the body has been sent (fetch itself cannot). It is handed to the
 * API client per call (openapi-fetch's `fetch` option), so the client's middleware — the bearer token, the error
 * envelope, sign-out on 401 — applies exactly as for every other call.
 */
export function uploadFetch(onProgress: (fraction: number) => void): (input: Request) => Promise<Response> {
  return async (request: Request) => {
    const body = await request.arrayBuffer();
    return new Promise<Response>((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open(request.method, request.url);
      request.headers.forEach((value, name) => xhr.setRequestHeader(name, value));
      xhr.responseType = 'arraybuffer';
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) onProgress(Math.min(1, event.loaded / event.total));
      };
      xhr.onload = () => {
        const headers = new Headers();
        for (const line of xhr.getAllResponseHeaders().trim().split(/[\r\n]+/)) {
          const at = line.indexOf(':');
          if (at > 0) headers.append(line.slice(0, at).trim(), line.slice(at + 1).trim());
        }
        onProgress(1);
        resolve(new Response(xhr.status === 204 ? null : (xhr.response as ArrayBuffer), { status: xhr.status, statusText: xhr.statusText, headers }));
      };
      xhr.onerror = () => reject(new TypeError('Network request failed'));
      xhr.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'));
      request.signal?.addEventListener('abort', () => xhr.abort());
      xhr.send(body);
    });
  };
}
