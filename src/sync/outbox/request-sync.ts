// Asks the sync engine for a pass, loading the engine (and every feature's mutators it replays with) on first use:
// a screen that only queues or retries work never carries them in its own code.
export async function requestSync(): Promise<void> {
  const engine = await import('./sync-engine');
  return engine.requestSync();
}
