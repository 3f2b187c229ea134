// @vitest-environment node
// The deployment files, checked where Docker cannot run them: compose.yaml parses (js-yaml, already installed with the
// linter) and describes the topology of docs/deploy.md (nginx in front of identical app nodes sharing one media volume
// and one PostgreSQL), and docs/deploy.md names every environment setting the server reads.
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');
const yaml = createRequire(import.meta.url)('js-yaml') as { load(text: string): unknown };

interface Service {
  build?: string; image?: string; environment?: Record<string, string>; volumes?: string[];
  depends_on?: Record<string, { condition: string }>; healthcheck?: { test: string[] };
}
const compose = yaml.load(read('compose.yaml')) as { services: Record<string, Service>; volumes: Record<string, unknown> };
const apps = Object.entries(compose.services).filter(([, service]) => service.build === '.');

/** Settings read only by tests and benchmarks, which an operator never sets. */
const TEST_ONLY = new Set(['VITEST', 'TEST_DATABASE_URL', 'STRIPE_API_URL', 'OIDC_DEV_PORT']);

/** The environment variables the server's modules read by name. */
function settingsRead(dir = path.join(ROOT, 'server')): Set<string> {
  const names = new Set<string>();
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) settingsRead(file).forEach((name) => names.add(name));
    else if (entry.name.endsWith('.ts') && !entry.name.includes('.test.')) {
      for (const match of readFileSync(file, 'utf8').matchAll(/\benv\.([A-Z][A-Z0-9_]+)/g)) names.add(match[1]!);
    }
  }
  return names;
}

describe('compose.yaml', () => {
  it('runs two identical app nodes built from the repository, on one PostgreSQL and one shared media volume', () => {
    expect(apps.map(([name]) => name)).toEqual(['app1', 'app2']);
    const [[, first], [, second]] = apps as [[string, Service], [string, Service]];
    expect(second).toEqual(first);
    expect(first.volumes).toEqual([`media:${first.environment!.MEDIA_DIR}`]);
    expect(Object.keys(compose.volumes)).toContain('media');
    expect(new URL(first.environment!.DATABASE_URL!.replace(/\$\{[^}]+\}/, 'secret')).host).toBe('postgres:5432');
    expect(first.environment!.DEMO_DATA).toBe('0');
    expect(first.healthcheck!.test.join(' ')).toContain('/readyz');
    expect(first.depends_on).toEqual({ postgres: { condition: 'service_healthy' } });
  });

  it('puts nginx in front of every node with the repository\'s template', () => {
    const nginx = compose.services.nginx!;
    expect(nginx.volumes).toEqual(['./deploy/nginx.conf.template:/etc/nginx/templates/growdiaries.conf.template:ro']);
    expect(nginx.environment!.GD_NODES).toBe(apps.map(([name]) => `server ${name}:8080;`).join(' '));
    expect(Object.keys(nginx.depends_on!)).toEqual(apps.map(([name]) => name));
    const template = read('deploy/nginx.conf.template');
    expect(template).toMatch(/location = \/api\/live \{[^}]*proxy_buffering off;/);
    expect(template).toContain('proxy_request_buffering off;');
  });
});

describe('docs/deploy.md', () => {
  it('names every setting the server reads', () => {
    const doc = read('docs/deploy.md');
    const settings = settingsRead();
    expect(settings).toContain('MEDIA_DIR');
    const missing = [...settings].filter((name) => !TEST_ONLY.has(name) && !doc.includes(`\`${name}\``));
    expect(missing).toEqual([]);
  });
});
