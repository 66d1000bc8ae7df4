import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';
import { Agent, fetch, type Dispatcher } from 'undici';

const IPV4_COMPATIBLE = ipaddr.IPv6.parse('::');

/** Why a fetch of a user-given address did not happen or did not finish; the message is for the user. */
export class OutboundError extends Error {
  constructor(
    readonly reason: 'invalid-url' | 'forbidden-address' | 'timeout' | 'unreachable' | 'too-many-redirects' | 'http-error',
    message: string,
  ) {
    super(message);
  }
}

export type OutboundPolicy = {
  /** Private-range addresses (or networks) that may still be reached: tests, or a company's own network. */
  allowedPrivate: readonly string[];
  timeoutMs: number;
};

export type FetchedPage = { url: string; status: number; headers: Record<string, string>; text: string; truncated: boolean };

const MAX_REDIRECTS = 5;
const DEFAULT_MAX_BYTES = 1024 * 1024;

/**
 * Outbound connections to addresses users typed in (their website, their SMTP server): only
 * http(s), and only to public addresses — the name is resolved and every address checked before
 * connecting, on each redirect again, so nobody can make the server reach its own network or a
 * cloud metadata service. A time limit and a size cap hold for the whole fetch.
 */
export class Outbound {
  private readonly allowed: [ipaddr.IPv4 | ipaddr.IPv6, number][];
  private readonly dispatcher: Dispatcher;

  constructor(private readonly policy: OutboundPolicy) {
    this.allowed = policy.allowedPrivate.map((entry) =>
      entry.includes('/') ? ipaddr.parseCIDR(entry) : [ipaddr.parse(entry), ipaddr.parse(entry).kind() === 'ipv4' ? 32 : 128],
    );
    this.dispatcher = new Agent({
      connect: { lookup: (hostname, options, callback) => this.lookup(hostname, options, callback) },
    });
  }

  /** Whether the address may be reached: a public unicast address, or one explicitly allowed. */
  isAllowedAddress(address: string): boolean {
    const parsed = ipaddr.parse(address);
    const normal =
      parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()
        ? (parsed as ipaddr.IPv6).toIPv4Address()
        : parsed;
    // "::7f00:1" (IPv4-compatible, deprecated) carries an IPv4 address some stacks still route to,
    // and ipaddr.js calls it unicast; no public host has one. The allowed list still decides the rest.
    if (normal.range() === 'unicast') return !(normal.kind() === 'ipv6' && normal.match(IPV4_COMPATIBLE, 96));
    return this.allowed.some(([network, bits]) => network.kind() === normal.kind() && normal.match(network, bits));
  }

  /** Resolves a host name and refuses it unless every address it has may be reached. */
  async resolvePublic(hostname: string): Promise<string> {
    const addresses = await new Promise<LookupAddress[]>((resolve, reject) =>
      dnsLookup(hostname, { all: true }, (error, found) => (error ? reject(error) : resolve(found))),
    ).catch(() => {
      throw new OutboundError('unreachable', `The address ${hostname} could not be found.`);
    });
    const refused = addresses.find((entry) => !this.isAllowedAddress(entry.address));
    if (refused || addresses.length === 0) {
      throw new OutboundError(
        'forbidden-address',
        `${hostname} points to a private or reserved network address, which cannot be reached.`,
      );
    }
    // IPv4 first, as nodemailer's own lookup did: a host with an IPv6 address but no IPv6 route is common.
    return (addresses.find((entry) => entry.family === 4) ?? addresses[0])?.address ?? '';
  }

  /**
   * Fetches an address as text, following a GET's redirects (each checked again), within the time
   * limit and size cap. Other methods do not follow redirects (their body would not be sent again).
   */
  async fetchText(
    address: string,
    options: {
      maxBytes?: number;
      accept?: string;
      method?: 'GET' | 'POST';
      headers?: Record<string, string>;
      body?: string;
    } = {},
  ): Promise<FetchedPage> {
    const signal = AbortSignal.timeout(this.policy.timeoutMs);
    let url = parseWebAddress(address);
    try {
      for (let hop = 0; hop <= MAX_REDIRECTS; hop += 1) {
        this.checkLiteral(url);
        const response = await fetch(url, {
          dispatcher: this.dispatcher,
          redirect: 'manual',
          signal,
          method: options.method ?? 'GET',
          body: options.body,
          headers: {
            accept: options.accept ?? 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.5',
            'user-agent': 'FrontdeskBot/1.0',
            ...options.headers,
          },
        });
        const location = response.headers.get('location');
        if (response.status >= 300 && response.status < 400 && location && (options.method ?? 'GET') === 'GET') {
          await response.body?.cancel();
          url = parseWebAddress(new URL(location, url).toString());
          continue;
        }
        const { text, truncated } = await readCapped(response, options.maxBytes ?? DEFAULT_MAX_BYTES);
        return { url: url.toString(), status: response.status, headers: Object.fromEntries(response.headers), text, truncated };
      }
    } catch (error) {
      throw explain(error, url, this.policy.timeoutMs);
    }
    throw new OutboundError('too-many-redirects', `${url.host} redirected more than ${MAX_REDIRECTS} times.`);
  }

  /** An address written as an IP is connected to without a lookup, so it is checked here. */
  private checkLiteral(url: URL): void {
    const host = url.hostname.replace(/^\[|\]$/g, '');
    if (isIP(host) && !this.isAllowedAddress(host)) {
      throw new OutboundError(
        'forbidden-address',
        `${url.hostname} is a private or reserved network address, which cannot be reached.`,
      );
    }
  }

  private lookup(
    hostname: string,
    options: { family?: number | string },
    callback: (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void,
  ): void {
    this.resolvePublic(hostname).then(
      (address) => {
        const family = ipaddr.parse(address).kind() === 'ipv4' ? 4 : 6;
        // undici asks for every address at once on newer Node versions, one otherwise.
        if ((options as { all?: boolean }).all) callback(null, [{ address, family }]);
        else callback(null, address, family);
      },
      (error: Error) => callback(error as NodeJS.ErrnoException, ''),
    );
  }
}

/** An http(s) address, or an OutboundError the user can act on. */
export function parseWebAddress(address: string): URL {
  let url: URL;
  try {
    url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(address) ? address : `https://${address}`);
  } catch {
    throw new OutboundError('invalid-url', 'Please enter a valid website address, such as https://example.com.');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new OutboundError('invalid-url', 'Only http and https addresses can be checked.');
  }
  if (url.username || url.password)
    throw new OutboundError('invalid-url', 'Website addresses may not contain a user name or password.');
  return url;
}

async function readCapped(response: Response | Awaited<ReturnType<typeof fetch>>, maxBytes: number) {
  const reader = response.body?.getReader();
  if (!reader) return { text: '', truncated: false };
  const chunks: Uint8Array[] = [];
  let size = 0;
  let truncated = false;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    size += value.byteLength;
    if (size >= maxBytes) {
      truncated = true;
      await reader.cancel();
      break;
    }
  }
  return { text: Buffer.concat(chunks).subarray(0, maxBytes).toString('utf8'), truncated };
}

function explain(error: unknown, url: URL, timeoutMs: number): OutboundError {
  if (error instanceof OutboundError) return error;
  const cause = (error as { cause?: unknown }).cause;
  if (cause instanceof OutboundError) return cause;
  const name = (error as { name?: string }).name;
  if (name === 'TimeoutError' || name === 'AbortError') {
    const seconds = Math.max(1, Math.round(timeoutMs / 1000));
    return new OutboundError('timeout', `${url.host} did not answer within ${seconds} second${seconds === 1 ? '' : 's'}.`);
  }
  return new OutboundError('unreachable', `${url.host} could not be reached.`);
}
