// Every route the app serves (method and pattern), gathered as they are added: the abuse suites walk it, so a new
// route is tried without anyone listing it.
import type { FastifyInstance } from 'fastify';

export interface RouteEntry { method: string; url: string }

declare module 'fastify' {
  interface FastifyInstance {
    routeTable: RouteEntry[];
  }
}

export function installRouteTable(app: FastifyInstance): void {
  const table: RouteEntry[] = [];
  app.decorate('routeTable', table);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) table.push({ method, url: route.url ?? route.path });
  });
}
