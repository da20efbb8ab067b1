// CPU used by processes of this machine, read from /proc: which process of a run set its pace.
import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';

/**
 * CPU time (ms) of a process so far, or of its main thread (whose task id is the process id), from /proc.
 */
export async function cpuMsOf(pid: number, { mainThread = false } = {}): Promise<number> {
  const stat = mainThread ? `/proc/${pid}/task/${pid}/stat` : `/proc/${pid}/stat`;
  const fields = (await readFile(stat, 'utf8')).split(') ')[1]!.split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // utime + stime, in clock ticks of 10 ms
}

/** CPU ms so far of every process listed (one gone meanwhile is left out). */
export async function cpuByPid(groups: Record<string, number[]>): Promise<Map<number, number>> {
  const pids = Object.values(groups).flat();
  const used = await Promise.all(pids.map((pid) => cpuMsOf(pid).catch(() => undefined)));
  return new Map(pids.flatMap((pid, i) => (used[i] === undefined ? [] : [[pid, used[i]] as [number, number]])));
}

/** Pids of the processes with this exact name (all PostgreSQL backends, say). */
export async function pidsNamed(name: string): Promise<number[]> {
  try {
    return execFileSync('pgrep', ['-x', name], { encoding: 'utf8' }).split('\n').filter(Boolean).map(Number);
  } catch {
    return []; // none running
  }
}

/** nginx's master and its workers. */
export async function nginxPids(masterPid: number): Promise<number[]> {
  const workers = execFileSync('pgrep', ['-P', String(masterPid)], { encoding: 'utf8' })
    .split('\n')
    .filter(Boolean);
  return [masterPid, ...workers.map(Number)];
}
