/** One read in flight: what it covers resolves together, and when it was sent. */
interface Flight {
  done: Promise<void>
  startedAt: number
}

export interface JoinedRead {
  /** Resolves when every section asked for has been read (or has failed: the session records how). */
  done: Promise<void>
  /** When the oldest read joined was sent: the data is at least as fresh as this. */
  startedAt: number
}

/**
 * Never two reads of one section in flight: a request for a section being read joins that read. `send` reads
 * the sections it is given as one batch (one state change for the UI) and must not reject.
 */
export function createSectionReads<S extends string, O>(
  now: () => number,
  send: (sections: S[], options: O) => Promise<void>,
) {
  const running = new Map<S, Flight>()

  function join(sections: readonly S[], options: O): JoinedRead {
    const flights = new Set<Flight>()
    const toSend: S[] = []
    for (const section of new Set(sections)) {
      const flight = running.get(section)
      if (flight) flights.add(flight)
      else toSend.push(section)
    }
    if (toSend.length > 0) {
      const flight: Flight = { startedAt: now(), done: Promise.resolve() }
      // Registered before send runs, so a request made while it starts already joins it.
      for (const section of toSend) running.set(section, flight)
      flight.done = send(toSend, options).finally(() => {
        for (const section of toSend) if (running.get(section) === flight) running.delete(section)
      })
      flights.add(flight)
    }
    const all = [...flights]
    return {
      done: Promise.all(all.map((f) => f.done)).then(() => undefined),
      startedAt: all.length > 0 ? Math.min(...all.map((f) => f.startedAt)) : now(),
    }
  }

  /**
   * A read sent after now, for what a change just altered: a read already in flight may have been answered
   * before the change, so it is waited for and then followed by one more (shared by everyone waiting).
   */
  async function after(sections: readonly S[], options: O): Promise<void> {
    const busy = sections.filter((s) => running.has(s))
    const idle = sections.filter((s) => !running.has(s))
    const waits: Promise<void>[] = []
    if (idle.length > 0) waits.push(join(idle, options).done)
    if (busy.length > 0) {
      const behind = [...new Set(busy.map((s) => running.get(s)!.done))]
      waits.push(Promise.all(behind).then(() => join(busy, options).done))
    }
    await Promise.all(waits)
  }

  return {
    join,
    after,
    inFlight: (section: S) => running.has(section),
  }
}
