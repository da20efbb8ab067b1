/** A ceiling on attempts per worker, so no loop depends on the clock alone. */
const MAX_ATTEMPTS_PER_WORKER = 100_000;

/**
 * Runs `work` on `concurrency` workers, back to back, until the deadline (or the attempt ceiling); an
 * attempt started before the deadline is finished. Returns the seconds from start until the last ended.
 */
export async function runWorkers(
  concurrency: number,
  seconds: number,
  work: (worker: number) => Promise<void>,
): Promise<number> {
  const started = performance.now();
  const deadline = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: concurrency }, async (_, worker) => {
      for (let i = 0; i < MAX_ATTEMPTS_PER_WORKER && performance.now() < deadline; i++) await work(worker);
    }),
  );
  return (performance.now() - started) / 1000;
}
