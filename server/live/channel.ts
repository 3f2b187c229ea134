// The live channel: events for signed-in growers, delivered while they are connected and replayed from a
// bounded buffer on reconnect. One small interface, so that a multi-node implementation can replace the
// in-process one (see docs/architecture.md, "Live updates").

/** What a writer publishes: a type the client dispatches on and its JSON data. */
export interface LiveEvent { type: string; data: unknown }

/** An event as delivered: with its id, increasing per channel, that a reconnecting client resumes from. */
export interface DeliveredEvent extends LiveEvent { id: number }

/** Told to a subscriber that resumed from an id older than the buffer holds: events were lost, reload everything. */
export const RESET_EVENT_TYPE = 'reset';

/** Told to a subscriber that came without an id: where it stands, so that its next reconnect resumes from here. */
export const READY_EVENT_TYPE = 'ready';

export type LiveListener = (event: DeliveredEvent) => void;

export interface LiveChannel {
  /** Sends the event to every connection of each grower (after the write that caused it committed). */
  publish(userIds: number[], event: LiveEvent): void;
  /**
   * Listens to a grower's events. With `fromEventId` (the last id the client saw), the buffered events after it are
   * delivered first, synchronously; when some of them are no longer buffered a `reset` event comes instead. Without
   * it, a `ready` event carries the current id.
   * Returns the function that stops listening.
   */
  subscribe(userId: number, fromEventId: number | null, listener: LiveListener): () => void;
}

/** Events kept per grower for resuming. */
export const REPLAY_BUFFER_SIZE = 200;

interface UserStream {
  buffer: DeliveredEvent[];
  /** The id of the newest event that fell out of the buffer (the id before the first one otherwise). */
  evictedUpTo: number;
  listeners: Set<LiveListener>;
}

/**
 * The in-process channel of one server node. Ids start from the boot time in microseconds, so an id a client kept
 * from an earlier process is older than anything here and answers `reset` rather than a silent gap.
 */
export function createInProcessChannel({ bufferSize = REPLAY_BUFFER_SIZE, now = Date.now } = {}): LiveChannel {
  const base = now() * 1000;
  let lastId = base;
  const streams = new Map<number, UserStream>();
  const streamOf = (userId: number) => {
    let stream = streams.get(userId);
    if (!stream) {
      stream = { buffer: [], evictedUpTo: lastId, listeners: new Set() };
      streams.set(userId, stream);
    }
    return stream;
  };

  return {
    publish(userIds, event) {
      const id = ++lastId;
      for (const userId of new Set(userIds)) {
        const stream = streamOf(userId);
        const delivered = { id, type: event.type, data: event.data };
        stream.buffer.push(delivered);
        if (stream.buffer.length > bufferSize) stream.evictedUpTo = stream.buffer.shift()!.id;
        for (const listener of stream.listeners) listener(delivered);
      }
    },
    subscribe(userId, fromEventId, listener) {
      const stream = streamOf(userId);
      if (fromEventId === null) {
        listener({ id: lastId, type: READY_EVENT_TYPE, data: null });
      } else if (fromEventId < stream.evictedUpTo || fromEventId > lastId) {
        listener({ id: lastId, type: RESET_EVENT_TYPE, data: null });
      } else {
        for (const event of stream.buffer) if (event.id > fromEventId) listener(event);
      }
      stream.listeners.add(listener);
      return () => { stream.listeners.delete(listener); };
    },
  };
}
