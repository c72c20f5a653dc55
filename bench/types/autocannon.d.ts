// autocannon 9 ships no types; this declares only the part of its programmatic API the bench uses.
declare module 'autocannon' {
  interface Options {
    url: string;
    connections: number;
    /** Seconds. */
    duration: number;
    /** Seconds before a request counts as a timeout (and an error). */
    timeout: number;
  }

  /** Histogram summary; request values are per-second samples, `total` their sum. */
  interface Histogram {
    mean: number;
    total: number;
  }

  interface Result {
    requests: Histogram;
    /** Response bytes per second. */
    throughput: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
  }

  /** A running load test: emits each response and resolves with the aggregated result. */
  interface Instance extends PromiseLike<Result> {
    on(
      event: 'response',
      listener: (client: unknown, statusCode: number, bytes: number, responseTimeMs: number) => void,
    ): this;
  }

  export default function autocannon(options: Options): Instance;
}
