// tus-js-client's HTTP by fetch, for the service worker, which has no XMLHttpRequest (progress comes per chunk).
import type { HttpRequest, HttpResponse, HttpStack } from 'tus-js-client';

class FetchResponse implements HttpResponse {
  constructor(private readonly response: Response, private readonly body: string) {}
  getStatus(): number {
    return this.response.status;
  }
  getHeader(header: string): string | undefined {
    return this.response.headers.get(header) ?? undefined;
  }
  getBody(): string {
    return this.body;
  }
  getUnderlyingObject(): Response {
    return this.response;
  }
}

class FetchRequest implements HttpRequest {
  private readonly headers: Record<string, string> = {};
  private readonly controller = new AbortController();
  private onProgress: (bytesSent: number) => void = () => undefined;

  constructor(private readonly method: string, private readonly url: string) {}
  getMethod(): string {
    return this.method;
  }
  getURL(): string {
    return this.url;
  }
  setHeader(header: string, value: string): void {
    this.headers[header] = value;
  }
  getHeader(header: string): string | undefined {
    return this.headers[header];
  }
  setProgressHandler(handler: (bytesSent: number) => void): void {
    this.onProgress = handler;
  }
  /** Rejects when no answer came (tus then reports a failure without a response: "no connection"). */
  async send(body?: Blob | null): Promise<HttpResponse> {
    const response = await fetch(this.url, { method: this.method, headers: this.headers, body: body ?? null, credentials: 'include', signal: this.controller.signal });
    if (body) this.onProgress(body.size);
    return new FetchResponse(response, await response.text());
  }
  async abort(): Promise<void> {
    this.controller.abort();
  }
  getUnderlyingObject(): AbortController {
    return this.controller;
  }
}

/** Used where XMLHttpRequest is missing (see upload-tus). */
export class FetchHttpStack implements HttpStack {
  createRequest(method: string, url: string): HttpRequest {
    return new FetchRequest(method, url);
  }
  getName(): string {
    return 'FetchHttpStack';
  }
}
