// A small server speaking LibreTranslate's POST /translate, for tests: each text comes back as "[{target}] {text}"
// with the detected language guessed like the app does, and every request is recorded. `fail` makes it answer 500.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { guessLanguage } from '../../src/domain/translation/translation-limits';

export interface TranslationServer {
  url: string;
  requests: { q: string[]; target: string; source: string }[];
  fail: boolean;
  close(): Promise<void>;
}

export async function startTranslationServer(port = 0): Promise<TranslationServer> {
  const state: Omit<TranslationServer, 'url' | 'close'> = { requests: [], fail: false };
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => { body += chunk.toString(); });
    request.on('end', () => {
      if (request.method !== 'POST' || request.url !== '/translate') {
        response.writeHead(404).end();
        return;
      }
      const { q, target, source } = JSON.parse(body) as { q: string | string[]; target: string; source: string };
      const texts = Array.isArray(q) ? q : [q];
      state.requests.push({ q: texts, target, source });
      if (state.fail) {
        response.writeHead(500, { 'content-type': 'application/json' }).end(JSON.stringify({ error: 'Broken' }));
        return;
      }
      const translated = texts.map((text) => `[${target}] ${text}`);
      const detected = texts.map((text) => ({ confidence: 90, language: guessLanguage(text) ?? 'en' }));
      response.writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify(Array.isArray(q) ? { translatedText: translated, detectedLanguage: detected } : { translatedText: translated[0], detectedLanguage: detected[0] }));
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: bound } = server.address() as AddressInfo;
  return Object.assign(state, {
    url: `http://127.0.0.1:${bound}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}
