// The few parts of autocannon's API the load bench uses (the package ships no types).
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
    latency: Histogram;
    requests: Histogram & { sent: number };
  };
  export type Options = {
    url: string;
    connections?: number;
    duration?: number;
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    /** A sequence each connection loops over; `setupRequest` may change a request before it is sent. */
    requests?: Array<{
      method?: string;
      path?: string;
      headers?: Record<string, string>;
      body?: string;
      setupRequest?: (request: { method: string; path: string; headers: Record<string, string>; body?: string }) => unknown;
    }>;
  };
  export default function autocannon(options: Options): Promise<Result>;
}
