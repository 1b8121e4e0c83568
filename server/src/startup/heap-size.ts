import os from 'node:os';

/**
 * The V8 heap this process should run with. Left to itself V8 sizes the heap from the machine's memory (about
 * 4 GiB on a 24 GiB host) and keeps garbage until it nears that limit, so one copy under load grew past 1.2 GiB
 * of RSS while holding a tenth of it; several copies on one host would fall over first. A bounded heap collects
 * earlier at the same throughput (the bench's memory section measures it).
 */
export interface HeapPlan {
  /** `--max-old-space-size`, MiB: where the long-lived objects live. */
  oldSpaceMiB: number;
  /** `--max-semi-space-size`, MiB: the young generation's halves; V8 keeps up to three of them. */
  semiSpaceMiB: number;
  /** Memory of this host (or its container's limit), MiB, and the copies sharing it: what the plan was made from. */
  memoryMiB: number;
  copies: number;
}

export interface HeapSettings {
  /** HEAP_LIMIT_MIB: the old space asked for explicitly; unset, planned from the host's memory and copies. */
  limitMiB: number | undefined;
  /** SERVER_COPIES: how many server processes share this host's memory. */
  copies: number;
}

/** What HEAP_LIMIT_MIB and SERVER_COPIES may be (config.ts checks them with these). */
export const HEAP_LIMIT_RANGE_MIB = { min: 64, max: 65_536 } as const;
export const SERVER_COPIES_RANGE = { min: 1, max: 256 } as const;

/**
 * The heap settings read straight from the environment, before config.ts (and zod) load: a restart in place repeats
 * whatever ran before it. Undefined when they are not whole numbers in range; config.ts then stops the start with
 * its message.
 */
export function heapSettingsFromEnvironment(env: NodeJS.ProcessEnv): HeapSettings | undefined {
  const whole = (text: string | undefined, range: { min: number; max: number }, absent: number | undefined) => {
    if (text === undefined || text.trim() === '') return { value: absent };
    const value = Number(text);
    return Number.isInteger(value) && value >= range.min && value <= range.max ? { value } : undefined;
  };
  const limit = whole(env.HEAP_LIMIT_MIB, HEAP_LIMIT_RANGE_MIB, undefined);
  const copies = whole(env.SERVER_COPIES, SERVER_COPIES_RANGE, 1);
  return limit && copies ? { limitMiB: limit.value, copies: copies.value ?? 1 } : undefined;
}

/** Most of the old space a copy is given unless HEAP_LIMIT_MIB says otherwise: what the server needs, with room. */
export const DEFAULT_OLD_SPACE_MIB = 256;
/** Least old space planned: the server holds about 90 MiB once started, and a BOM or catalog import needs room above it. */
const MINIMUM_OLD_SPACE_MIB = 192;
/** Share of a copy's memory the old space may take: the rest is young space, code, SQLite's and sockets' buffers. */
const OLD_SPACE_SHARE = 0.25;

/** The host's memory in bytes: its cgroup limit inside a container that sets one, else the machine's. */
function hostMemoryBytes(): number {
  const constrained = process.constrainedMemory();
  const total = os.totalmem();
  return constrained > 0 && constrained < total ? constrained : total;
}

export function planHeap(settings: HeapSettings, memoryBytes = hostMemoryBytes()): HeapPlan {
  const memoryMiB = Math.floor(memoryBytes / 2 ** 20);
  const perCopy = memoryMiB / settings.copies;
  const oldSpaceMiB =
    settings.limitMiB ??
    Math.max(MINIMUM_OLD_SPACE_MIB, Math.min(DEFAULT_OLD_SPACE_MIB, Math.floor(perCopy * OLD_SPACE_SHARE)));
  // V8's default semi-space grows to 32-64 MiB on a large heap (up to 192 MiB of young space); 16 MiB keeps
  // scavenges cheap at a third of that.
  const semiSpaceMiB = oldSpaceMiB >= 192 ? 16 : 8;
  return { oldSpaceMiB, semiSpaceMiB, memoryMiB, copies: settings.copies };
}

const HEAP_FLAG = /--max[-_]old[-_]space[-_]size/;
/** Set on the re-executed process, so that it does not plan again, and read back for the start-up log line. */
const PLANNED_HEAP_VARIABLE = 'CIRCUITMART_PLANNED_HEAP';

/** The plan this process runs with, or undefined when its heap was chosen by hand (a flag in the command or NODE_OPTIONS). */
export function runningHeapPlan(): HeapPlan | undefined {
  const planned = process.env[PLANNED_HEAP_VARIABLE];
  return planned ? (JSON.parse(planned) as HeapPlan) : undefined;
}

/**
 * Restarts this process in place (same pid, same arguments) with the planned heap flags, unless a heap size was
 * already given on the command line or in NODE_OPTIONS, or this process is the restarted one. Called first thing,
 * before any other module loads (config.ts with zod too), so the restart costs only Node's own start (40 ms on a quiet
 * machine, 150 at load 15).
 */
export function applyHeapPlan(settings: HeapSettings | undefined): void {
  if (settings === undefined || process.env[PLANNED_HEAP_VARIABLE] !== undefined) return;
  if ([...process.execArgv, process.env.NODE_OPTIONS ?? ''].some((arg) => HEAP_FLAG.test(arg))) return;
  if (typeof process.execve !== 'function') return; // Windows: V8's own sizing
  const plan = planHeap(settings);
  process.execve(
    process.execPath,
    [
      process.execPath,
      `--max-old-space-size=${plan.oldSpaceMiB}`,
      `--max-semi-space-size=${plan.semiSpaceMiB}`,
      ...process.execArgv,
      ...process.argv.slice(1),
    ],
    { ...process.env, [PLANNED_HEAP_VARIABLE]: JSON.stringify(plan) },
  );
}
