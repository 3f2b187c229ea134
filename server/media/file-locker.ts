// The lock of a tus upload as a file on the shared MEDIA_DIR, so that the nodes serving one upload take turns as one
// process's requests do: a node takes the lock by creating <id>.lock (O_EXCL, atomic on NFSv4 and local disks) and
// renews its lease while it holds it; a request that finds it taken asks the holder to let go (an <id>.release file,
// which makes the holder end its request, as tus's own memory locker does) and waits; a lock whose lease ran out
// (its node died) is taken over.
import { randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ERRORS, type Lock, type Locker, type RequestRelease } from '@tus/server';

export interface FileLockerTiming {
  /** How long a request waits for the lock before failing (tus's own default: 30 s). */
  acquireTimeoutMs: number;
  /** A lock not renewed for this long belongs to a node that is gone. */
  leaseMs: number;
  /** How often a waiting request looks again, and a holder renews its lease and looks for a release request. */
  pollMs: number;
}

const DEFAULT_TIMING: FileLockerTiming = { acquireTimeoutMs: 30_000, leaseMs: 15_000, pollMs: 100 };

const errorCode = (error: unknown) => (error as NodeJS.ErrnoException).code;
const delay = (ms: number) => new Promise<void>((resolve) => { setTimeout(resolve, ms).unref(); });

export class FileLocker implements Locker {
  private readonly timing: FileLockerTiming;

  constructor(private readonly directory: string, timing: Partial<FileLockerTiming> = {}) {
    this.timing = { ...DEFAULT_TIMING, ...timing };
  }

  newLock(id: string): Lock {
    return new FileLock(path.join(this.directory, id), this.timing);
  }

  /** Deletes the locks and release requests untouched for `olderThanMs` (a node died holding one, and nobody came
   * back for its upload since); answers how many. */
  async sweep(olderThanMs: number, now = Date.now()): Promise<number> {
    const names = (await readdir(this.directory).catch(() => [])).filter((name) => name.endsWith('.lock') || name.endsWith('.release'));
    let swept = 0;
    for (const name of names) {
      const file = path.join(this.directory, name);
      const info = await stat(file).catch(() => null);
      if (info && now - info.mtimeMs > olderThanMs) {
        await rm(file, { force: true });
        swept++;
      }
    }
    return swept;
  }
}

class FileLock implements Lock {
  /** What this holder wrote into the lock file, so it never removes another's. */
  private readonly token = randomUUID();
  private renewal: NodeJS.Timeout | null = null;

  constructor(private readonly base: string, private readonly timing: FileLockerTiming) {}

  private get lockFile() { return `${this.base}.lock`; }
  private get releaseFile() { return `${this.base}.release`; }

  async lock(signal: AbortSignal, requestRelease: RequestRelease): Promise<void> {
    await mkdir(path.dirname(this.base), { recursive: true });
    const giveUpAt = Date.now() + this.timing.acquireTimeoutMs;
    while (!(await this.tryTake())) {
      if (signal.aborted || Date.now() > giveUpAt) throw ERRORS.ERR_LOCK_TIMEOUT;
      await writeFile(this.releaseFile, '');
      await this.takeOverIfAbandoned();
      await delay(this.timing.pollMs);
    }
    this.hold(requestRelease);
  }

  async unlock(): Promise<void> {
    if (this.renewal) clearInterval(this.renewal);
    this.renewal = null;
    const holder = await readFile(this.lockFile, 'utf8').catch(() => null);
    if (holder === this.token) await rm(this.lockFile, { force: true });
  }

  /** Creates the lock file; false when another holds it. */
  private async tryTake(): Promise<boolean> {
    try {
      await writeFile(this.lockFile, this.token, { flag: 'wx' });
    } catch (error) {
      if (errorCode(error) === 'EEXIST') return false;
      throw error;
    }
    await rm(this.releaseFile, { force: true });
    return true;
  }

  /** Renews the lease, and hands the lock over when another request asks for it. */
  private hold(requestRelease: RequestRelease): void {
    this.renewal = setInterval(() => {
      const now = new Date();
      void utimes(this.lockFile, now, now).catch(() => undefined);
      void stat(this.releaseFile).then(async () => {
        await rm(this.releaseFile, { force: true });
        await requestRelease();
      }, () => undefined);
    }, this.timing.pollMs);
    this.renewal.unref();
  }

  /** Moves aside a lock whose lease ran out; the rename lets one waiter do it. */
  private async takeOverIfAbandoned(): Promise<void> {
    const held = await stat(this.lockFile).catch(() => null);
    if (!held || Date.now() - held.mtimeMs <= this.timing.leaseMs) return;
    const aside = `${this.base}.stale-${this.token}`;
    await rename(this.lockFile, aside).catch(() => undefined);
    await rm(aside, { force: true });
  }
}
