/**
 * A small fixed-size pool: connections are created on demand up to `size`, handed out one
 * caller at a time, and callers beyond that wait in line. DuckDB runs one statement per
 * connection at a time, so this bounds the statements in flight per datasource.
 */

/** A pool of `T`. */
export interface ConnectionPool<T> {
  /** Waits for a free connection (creating one while below the size). */
  acquire(): Promise<T>;
  /** Gives `connection` back; `broken` ones are dropped instead of reused. */
  release(connection: T, broken?: boolean): void;
  /** Closes idle connections and refuses new callers; waiting callers are rejected. */
  close(): Promise<void>;
}

/** How to make and end connections. */
export interface PoolOptions<T> {
  size: number;
  create: () => Promise<T>;
  destroy: (connection: T) => void | Promise<void>;
}

/** A pool over `options.create`. */
export function createConnectionPool<T>(options: PoolOptions<T>): ConnectionPool<T> {
  const idle: T[] = [];
  const waiting: { resolve: (connection: T) => void; reject: (error: Error) => void }[] = [];
  let open = 0;
  let closed = false;

  const closedError = () => new Error('The datasource is closed');

  async function createOne(): Promise<T> {
    open++;
    try {
      return await options.create();
    } catch (error) {
      open--;
      throw error;
    }
  }

  return {
    async acquire() {
      if (closed) throw closedError();
      const ready = idle.pop();
      if (ready !== undefined) return ready;
      if (open < options.size) return createOne();
      return new Promise<T>((resolve, reject) => waiting.push({ resolve, reject }));
    },

    release(connection, broken = false) {
      if (broken || closed) {
        open--;
        void options.destroy(connection);
        // A slot opened up: let the next caller create a fresh connection.
        const next = closed ? undefined : waiting.shift();
        if (next) createOne().then(next.resolve, next.reject);
        return;
      }
      const next = waiting.shift();
      if (next) next.resolve(connection);
      else idle.push(connection);
    },

    async close() {
      closed = true;
      for (const waiter of waiting.splice(0)) waiter.reject(closedError());
      for (const connection of idle.splice(0)) {
        open--;
        await options.destroy(connection);
      }
    },
  };
}
