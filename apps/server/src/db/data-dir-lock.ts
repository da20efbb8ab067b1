import { linkSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { basename, join, resolve } from 'node:path';

/**
 * One process per PGlite directory. PGlite is PostgreSQL compiled into this process: two processes on one
 * directory (a server and `site:create`) each believe they own it, and one's writes are lost or the files
 * are corrupted. Whoever opens the directory (the server, each command) holds this file, naming its
 * process; another opener finds it and stops, unless that process is gone (a crash left the file).
 */
export const LOCK_FILE = 'playdeck.lock';

export class DataDirInUse extends Error {}

interface Holder {
  pid: number;
  host: string;
  command: string;
  since: string;
}

/** Directories this process holds, so a second open in the same process is refused too. */
const held = new Set<string>();

function readHolder(file: string): Holder | undefined {
  try {
    const holder = JSON.parse(readFileSync(file, 'utf8')) as Partial<Holder>;
    return typeof holder.pid === 'number' && typeof holder.host === 'string' ? (holder as Holder) : undefined;
  } catch {
    return undefined;
  }
}

/** Whether the holder still runs; from another host (or container) that cannot be told, so it holds. */
function running(holder: Holder, dir: string): boolean {
  if (holder.host !== hostname()) return true;
  // Our own pid, for a directory this process does not hold: an earlier process's file (pid 1 in a container).
  if (holder.pid === process.pid) return held.has(dir);
  try {
    process.kill(holder.pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function inUse(dir: string, file: string, holder: Holder): DataDirInUse {
  const where = holder.host === hostname() ? `pid ${holder.pid}` : `pid ${holder.pid} on host ${holder.host}`;
  return new DataDirInUse(
    `The embedded database ${dir} is in use by ${holder.command} (${where}, since ${holder.since}). ` +
      'It belongs to one process at a time: stop the server (or let the other command finish), run this again, ' +
      'then start the server. To run commands beside a running server, use PostgreSQL (DATABASE_URL). ' +
      `If that process is surely gone, delete ${file}.`,
  );
}

/** Takes the directory's lock or throws DataDirInUse; returns its release (safe to call twice). */
export function lockDataDir(directory: string): () => void {
  const dir = resolve(directory);
  const file = join(dir, LOCK_FILE);
  const mine: Holder = {
    pid: process.pid,
    host: hostname(),
    command: process.argv[1] ? basename(process.argv[1]) : 'node',
    since: new Date().toISOString(),
  };
  const text = JSON.stringify(mine);
  // Written whole beside the lock, then linked to its name: the link fails if the lock exists, and a
  // reader never sees half a file.
  const draft = `${file}.${process.pid}.${Date.now()}`;
  writeFileSync(draft, text);
  try {
    for (let attempt = 0; ; attempt += 1) {
      try {
        linkSync(draft, file);
        break;
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'EEXIST' || attempt >= 3) throw err;
        const holder = readHolder(file);
        if (holder && running(holder, dir)) throw inUse(dir, file, holder);
        rmSync(file, { force: true }); // its process is gone (or the file is not ours to read): take over
      }
    }
  } finally {
    rmSync(draft, { force: true });
  }
  held.add(dir);
  const release = () => {
    process.off('exit', release);
    if (!held.delete(dir)) return;
    try {
      if (readFileSync(file, 'utf8') === text) rmSync(file, { force: true });
    } catch {
      // already gone
    }
  };
  process.on('exit', release);
  return release;
}
