import { isIPv4 } from 'node:net';
import type { FastifyRequest } from 'fastify';
import type { TrustedProxies } from '../config';

/**
 * The client's address: the one value that every limit counting by address and `lastLogInIp` read (ESLint refuses
 * `request.ip` elsewhere). Fastify's `request.ip` applies TRUST_PROXY (see trustProxyOption): the rightmost
 * X-Forwarded-For address that no trusted proxy added, or the socket's peer when no proxy is trusted. An IPv4 client
 * seen on an IPv6 socket (`::ffff:192.0.2.1`) is written as IPv4, so it has one address whether or not it came
 * through the proxy.
 */
export function clientAddress(request: FastifyRequest): string {
  // eslint-disable-next-line no-restricted-properties -- the one place that reads it
  const address = request.ip;
  const mapped = address.toLowerCase().startsWith('::ffff:') ? address.slice('::ffff:'.length) : '';
  return isIPv4(mapped) ? mapped : address;
}

/**
 * Fastify's trustProxy for TRUST_PROXY. A hop count becomes proxy-addr's trust function (the socket's peer and the
 * next hops - 1 X-Forwarded-For entries from the right are proxies): Fastify itself trusts no hop for a plain number.
 */
export function trustProxyOption(
  proxies: TrustedProxies | null,
): false | string[] | ((address: string, hop: number) => boolean) {
  if (proxies === null) return false;
  if ('hops' in proxies) return (_address, hop) => hop < proxies.hops;
  return proxies.addresses;
}
