/** What a process has used so far, read from /proc (Linux); undefined or null elsewhere. */
import fs from 'node:fs';

/** The resident set size of a process in bytes; undefined where /proc is missing. */
export function residentBytes(pid) {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kilobytes = Number(/^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1]);
    return Number.isFinite(kilobytes) ? kilobytes * 1024 : undefined;
  } catch {
    return undefined;
  }
}

/**
 * CPU seconds (user + system) a process has used so far; null where /proc is missing. On a shared machine
 * wall-clock times stretch with the load; the server's own CPU time for a request stretches much less.
 */
export function cpuSeconds(pid) {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
}
