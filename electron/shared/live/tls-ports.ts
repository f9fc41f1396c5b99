import { z } from 'zod'
import { toAsciiDomain } from '../dns/names'

/**
 * The TLS port per domain in the live settings (a site on 8443): a domain name (ASCII, lower case) to a port. A port
 * is all that is kept: the address a check connects to always comes from resolving the domain, never from here.
 */

/** At most this many domains with a port of their own. */
export const MAX_TLS_PORTS = 64

const domainKey = z
  .string()
  .max(253)
  .refine((value) => toAsciiDomain(value) === value, { error: 'a domain name in ASCII, lower case' })

export const tlsPortsSchema = z
  .record(domainKey, z.number().int().min(1).max(65535))
  .refine((ports) => Object.keys(ports).length <= MAX_TLS_PORTS, { error: `at most ${MAX_TLS_PORTS} domains` })
