// The few parts of autocannon's API the benches use (the package ships no types).
declare module "autocannon" {
  type Histogram = { average: number; mean: number; p50: number; p90: number; p99: number; max: number; total: number };
  export type Result = {
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    "2xx": number;
    "3xx": number;
    "4xx": number;
    "5xx": number;
    /** Responses per status code, e.g. { "302": { count: 1200 } }. */
    statusCodeStats: Record<string, { count: number }>;
    latency: Histogram;
    requests: Histogram & { sent: number };
  };
  /** Per connection: what setupRequest wrote into it is there when that request's response arrives (pipelining 1). */
  export type RequestContext = Record<string, unknown>;
  export type RequestParams = { method: string; path: string; headers: Record<string, string>; body?: string };
  export type Options = {
    url: string;
    connections?: number;
    duration?: number;
    /** Stop after this many requests instead of after `duration`. */
    amount?: number;
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    /** A sequence each connection loops over; `setupRequest` may change a request before it is sent. */
    requests?: Array<{
      method?: string;
      path?: string;
      headers?: Record<string, string>;
      body?: string;
      setupRequest?: (request: RequestParams, context: RequestContext) => unknown;
      onResponse?: (status: number, body: string, context: RequestContext) => void;
    }>;
  };
  /** A run: awaitable for its Result, and an emitter of each response (latency in milliseconds). */
  export type Instance = Promise<Result> & {
    on(
      event: "response",
      listener: (client: unknown, statusCode: number, bytes: number, responseTimeMs: number) => void,
    ): Instance;
  };
  export default function autocannon(options: Options): Instance;
}
