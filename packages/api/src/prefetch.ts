/**
 * Calls the page made before the client existed, and the client's use of their answers.
 *
 * The site's boot script (inlined in the HTML) asks the first questions of a visit while the
 * application's code is still on its way: the system status, the site configuration and the first
 * banner list. The client then takes each answer for its own first call of the same question
 * instead of asking again. A question is the same when the method is GET, the URL is the same and
 * every header that shapes the answer (`CALL_HEADERS`) is the same; each answer is used once.
 */

/** The headers every call carries, as the client sends them. */
export interface CallHeaderValues {
  merchant: string;
  /** @default 'WEB' */
  device?: 'WEB';
  language: string;
  /** Sent as `Authorization` when present and not empty. */
  token?: string | null | undefined;
}

/** The headers that make two calls to one URL the same question. */
const CALL_HEADERS = ['Accept', 'Merchant', 'Device', 'Language', 'Authorization'] as const;

/**
 * The headers of a call, as the client sends them: Merchant, Device and Language always,
 * Authorization with a token. The client and the boot script build them here, so they cannot
 * disagree.
 */
export function callHeaders({
  merchant,
  device = 'WEB',
  language,
  token,
}: CallHeaderValues): Record<string, string> {
  return {
    Accept: 'application/json',
    Merchant: merchant,
    Device: device,
    Language: language,
    ...(token ? { Authorization: token } : {}),
  };
}

/** A GET the page made itself: its absolute URL, the headers it was sent with, and its answer. */
export interface PrefetchedCall {
  url: string;
  headers: Readonly<Record<string, string>>;
  response: Promise<Response>;
}

/**
 * The answer to `request` among the prefetched calls, once; undefined when none asked the same
 * question, or when the prefetch itself failed (the client then asks the server).
 */
export type PrefetchedLookup = (request: Request) => Promise<Response | undefined>;

export function prefetchedResponses(calls: Iterable<PrefetchedCall>): PrefetchedLookup {
  const pending = [...calls].map((call) => ({ ...call, headers: new Headers(call.headers) }));
  return async (request) => {
    if (request.method !== 'GET') return undefined;
    const index = pending.findIndex(
      (call) =>
        call.url === request.url &&
        CALL_HEADERS.every((name) => call.headers.get(name) === request.headers.get(name)),
    );
    if (index === -1) return undefined;
    const [call] = pending.splice(index, 1);
    try {
      return await call!.response;
    } catch {
      return undefined;
    }
  };
}
