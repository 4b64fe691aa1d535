/** What a setup helper started, in turn; `stop` stops it all, last started first (as the tests' own afterAll hooks did). */
export interface Started {
  stop: () => Promise<void>
}

/**
 * Runs `start`, which registers each thing it starts through `keep(thing, stop)`; returns what it
 * returns with one `stop` for all. When a start fails, what had started is stopped before the error goes on.
 */
export async function startInTurn<T extends object>(
  start: (keep: <S>(thing: S, stop: (thing: S) => Promise<unknown>) => S) => Promise<T>,
): Promise<T & Started> {
  const stops: (() => Promise<unknown>)[] = []
  const stop = async () => {
    for (const stopOne of stops.splice(0).reverse()) await stopOne()
  }
  try {
    const started = await start((thing, stopThing) => {
      stops.push(() => stopThing(thing))
      return thing
    })
    return { ...started, stop }
  } catch (error) {
    await stop()
    throw error
  }
}
