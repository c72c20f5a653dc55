// autocannon 9 ships no types; this declares only the part of its programmatic API the bench uses.
declare module 'autocannon' {
  interface Options {
    url: string;
    connections: number;
    /** Seconds. */
    duration: number;
    /** Seconds before a request counts as a timeout (and an error). */
    timeout: number;
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    /** Called once per connection: per-connection headers (a member's token). */
    setupClient?: (client: Client) => void;
    /** The request sequence each connection repeats; `setupRequest` may rewrite each one (a new body). */
    requests?: RequestSpec[];
  }

  /** One connection of a run. */
  interface Client {
    setHeaders(headers: Record<string, string>): void;
    setBody(body: string): void;
    on(event: 'response', listener: () => void): this;
  }

  /** A request of the sequence; `context` is one object per connection, kept across its requests. */
  interface RequestSpec {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
    setupRequest?: (request: RequestSpec, context: Record<string, unknown>) => RequestSpec;
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
    /** Answers per HTTP status code. */
    statusCodeStats?: Record<string, { count: number }>;
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
