// Runs a maintenance task when the app is ready and then every so often, until the app closes.
import type { FastifyInstance } from 'fastify';

/** Runs `task` on ready and every `everyMs`; a failure is logged as `what failed` and retried next time. */
export function runPeriodically(app: FastifyInstance, everyMs: number, what: string, task: () => Promise<unknown>): void {
  const run = () => task().catch((err: unknown) => app.log.warn({ err }, `${what} failed`));
  let timer: NodeJS.Timeout | null = null;
  app.addHook('onReady', async () => {
    await run();
    timer = setInterval(() => void run(), everyMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
  });
}
