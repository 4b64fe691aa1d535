/**
 * CPU time used by a process and all its descendants (the server and its embedded PostgreSQL),
 * from /proc. Requests per second swing with whatever else the host runs (the framework's own
 * 404 went from 2,700 to 11,400 req/s between two days); CPU time per request barely does, so
 * it is what compares two commits on a noisy machine.
 */
import fs from 'node:fs'

/** Linux's USER_HZ: /proc counts CPU time in ticks of 1/100 s on every architecture Node runs on. */
const TICKS_PER_SECOND = 100

/**
 * pid, parent pid and CPU ticks of every process, or nothing where /proc is missing. The ticks are
 * its own (user + system) and those of its children it has reaped: a PostgreSQL backend that ends
 * during a measurement moves its time to the postmaster instead of taking it out of the sum.
 */
function processTable(): { pid: number; parent: number; ticks: number }[] {
  let entries: string[]
  try {
    entries = fs.readdirSync('/proc')
  } catch {
    return []
  }
  const table = []
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue
    let stat: string
    try {
      stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8')
    } catch {
      continue // ended meanwhile
    }
    // The command name is in parentheses and may hold spaces: the fields start after its last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    const [utime, stime, cutime, cstime] = fields.slice(11, 15).map(Number)
    table.push({ pid: Number(entry), parent: Number(fields[1]), ticks: utime! + stime! + cutime! + cstime! })
  }
  return table
}

/** Milliseconds of CPU used so far by `rootPid` and its descendants; undefined without /proc. */
export function treeCpuMs(rootPid: number): number | undefined {
  const table = processTable()
  if (table.length === 0) return undefined
  const children = new Map<number, number[]>()
  for (const { pid, parent } of table) children.set(parent, [...(children.get(parent) ?? []), pid])
  const ticksOf = new Map(table.map(({ pid, ticks }) => [pid, ticks]))
  let ticks = 0
  const pending = [rootPid]
  while (pending.length > 0) {
    const pid = pending.pop()!
    ticks += ticksOf.get(pid) ?? 0
    pending.push(...(children.get(pid) ?? []))
  }
  return (ticks / TICKS_PER_SECOND) * 1000
}
