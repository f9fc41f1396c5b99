/**
 * Rule texts of the DNS, SSL and storage schemas. Each schema factory takes the words to say: the renderer
 * passes its translations (dns.rules.*, ssl.rules.*, storage.rules.*), the contract the English below.
 */
export type RuleText<C extends string> = (code: C, params?: Record<string, string | number>) => string

export function englishRules<C extends string>(rules: Record<C, string>): RuleText<C> {
  return (code, params = {}) => rules[code].replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole))
}

export const DNS_RULES = {
  zoneNameRequired: 'Enter the domain name, e.g. example.com',
  zoneNameTooLong: 'A domain name is at most 253 characters',
  zoneNameInvalid: 'A domain name such as example.com (international names are fine)',
  ttlRequired: 'Pick a TTL',
  ttlInvalid: 'TTL must be one of {values} seconds',
  nameRequired: 'Enter a name, or @ for the zone itself',
  nameInvalid: 'Letters, digits and hyphens, separated by dots; @ for the zone itself',
  cnameAtApex: 'A CNAME cannot be at the zone itself (@); use a sub-name such as www',
  hostRequired: 'Enter a host name',
  hostInvalid: 'A host name such as mail.example.com, a name in this zone, or @',
  ipv4: 'An IPv4 address such as 203.0.113.10',
  ipv6: 'An IPv6 address such as 2001:db8::1',
  numberRequired: 'Enter a number',
  numberRange: 'A whole number from 0 to 65535',
  service: 'A service name such as _sip',
  proto: 'Pick the protocol',
  textRequired: 'Enter the text',
  textTooLong: 'At most 4096 characters',
} as const
export type DnsRuleCode = keyof typeof DNS_RULES
export const englishDns = englishRules<DnsRuleCode>(DNS_RULES)

export const SAN_RULES = {
  sanRequired: 'List at least one domain, one per line',
  sanInvalid: '“{domain}” is not a domain name',
  sanTwice: '“{domain}” is listed twice',
  sanNoRoom: 'This certificate has no room for more domains',
  sanTooMany: 'This certificate takes at most {n} more domain(s)',
} as const
export type SanRuleCode = keyof typeof SAN_RULES
export const englishSan = englishRules<SanRuleCode>(SAN_RULES)

export const STORAGE_RULES = {
  loginRequired: 'Enter a login',
  loginInvalid: 'Up to 64 letters, digits, dots, dashes or underscores, starting with a letter or digit',
  passwordShort: 'At least 8 characters',
  passwordLong: 'At most 64 characters',
  passwordSpaces: 'No spaces',
} as const
export type StorageRuleCode = keyof typeof STORAGE_RULES
export const englishStorage = englishRules<StorageRuleCode>(STORAGE_RULES)
