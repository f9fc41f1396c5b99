/**
 * Names and values that stay as they are in Russian text: product and protocol names, record types, units the
 * API speaks, placeholders' example values. Everything else ASCII-only in a Russian string is English left behind.
 * Shared by the locale test (every key) and the e2e walk (every screen).
 */
export const LATIN_ALLOWED = new Set(
  [
    'Hostdeck', '1cloud', 'API', 'URL', 'HTTP', 'HTTPS', 'DNS', 'SSH', 'SSL', 'TLS', 'IP', 'IPv4', 'IPv6', 'TTL', 'SAN', 'SANs', 'DCV', 'CSR',
    'A', 'AAAA', 'CNAME', 'MX', 'NS', 'TXT', 'SRV', 'SOA', 'CAA', 'PTR', 'TCP', 'UDP', 'TLD', 'IDN', 'FQDN', 'ID', 'id',
    'S3', 'Swift', 'OS', 'CPU', 'RAM', 'HDD', 'SSD', 'GB', 'MB', 'TB', 'KB', 'Mbit', 'Gbit', 'Enter', 'Esc', 'Escape', 'Tab', 'Home', 'End',
    'Ctrl', 'Cmd', 'Shift', 'Alt', 'F5', 'R', 'PEM', 'RSA', 'ECDSA', 'Ed25519', 'ed25519', 'ssh', 'rsa', 'ecdsa', 'sha256', 'SHA256', 'MD5',
    'ok', 'OK', 'JSON', 'CSV', 'YAML', 'BIND', 'UTF', 'Xelent', 'DataSpace', 'Linux', 'Windows', 'macOS', 'GNOME', 'KDE', 'Keychain',
    'Keyring', 'Secret', 'Service', 'libsecret', 'keytar', 'Electron', 'Chromium', 'www', 'mail', 'example', 'com', 'org', 'net', 'ru',
    'localhost', 'http', 'https', 'api', 'Token', 'X', 'Demo', 'Comodo', 'Sectigo', 'GlobalSign', 'Thawte', 'GeoTrust', 'RapidSSL',
    'PositiveSSL', 'EssentialSSL', 'InstantSSL', 'Wildcard', 'EV', 'OV', 'DV', 'e', 'g', 'v',
    // Protocols, formats and the values a hint quotes (a command, a file suffix, an example name).
    'MAC', 'CIDR', 'DHCP', 'FTP', 'NUL', 'Bearer', 'rrggbb', 'pub', 'keygen', 'i', 'f', 'sk', 'sip', 'app', 'backend',
    // Tools, formats and paths the exports, imports and certificate files name; examples in placeholders.
    'OpenSSH', 'config', 'Ansible', 'INI', 'BSD', 'SAS', 'ORIGIN', 'IN', 'CA', 'PFX', 'crt', 'BEGIN', 'CERTIFICATE', 'REQUEST', 'admin', 'web', 'shop', 'frontend', 'K',
    // Certificate product names as the catalogue spells them.
    'Multi', 'Domain', 'Code', 'Signing',
    // A language is offered in its own name.
    'English', 'Русский',
  ].map((w) => w.toLowerCase()),
)

/** Latin-only words in a text that are not allowed names: placeholders, addresses, paths and hex are skipped. */
export function englishWords(text: string): string[] {
  const cleaned = text
    .replace(/\{[^}]*\}/g, ' ') // {placeholders}
    .replace(/@:?[\w.]+/g, ' ') // linked messages
    .replace(/\b[\w.-]+\.[a-z]{2,}\b\/?\S*/gi, ' ') // host names and addresses
    .replace(/https?:\/\/\S+/g, ' ')
    .replace(/(^|\s)\/\S+/g, ' ') // paths
    .replace(/[\w-]*\d[\w-]*/g, ' ') // anything with a digit: values, versions, sizes
  const words = cleaned.match(/[A-Za-z][A-Za-z'’]*/g) ?? []
  return words.filter((w) => !LATIN_ALLOWED.has(w.toLowerCase()))
}
