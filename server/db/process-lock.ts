// A lock file holding the pid of the process that owns a data directory, so that two apps never run the embedded
// database on the same files. A lock left by a process that died is taken over.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';

/** The pid of a live process (other than this one) holding the lock, if any. */
export function liveLockHolder(file: string): number | null {
  try {
    const holder = Number(readFileSync(file, 'utf8'));
    return holder && holder !== process.pid && isRunning(holder) ? holder : null;
  } catch {
    return null;
  }
}

/** Takes the lock; returns its release. Throws when a live process holds it. */
export function takeLock(file: string): () => void {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(file, String(process.pid), { flag: 'wx', mode: 0o600 });
      return () => rmSync(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = liveLockHolder(file);
      if (holder) throw new Error(`The data directory is in use by process ${holder} (${file}); stop it first`, { cause: error });
      rmSync(file, { force: true });
    }
  }
  throw new Error(`Could not lock ${file}`);
}

/** Whether a process holds on: a zombie (killed, not yet reaped, common in containers) does not. */
export function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    return true; // no /proc (not Linux): trust kill(0)
  }
}
