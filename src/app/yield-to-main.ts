// Lets the browser run what waits (input, a frame) before the next part of a long piece of work: each part is then a
// task of its own instead of one long task.
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
