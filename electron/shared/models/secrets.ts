// A secret (a password, a secret key) the service keeps readable stays in the backend: the window holds only that
// one exists and asks for it when the user shows or copies it (secrets:reveal, secrets:copy). Leaf: imports nothing.

/** The fields that hold a secret, wherever they sit in an item (the snapshot cache blanks the same ones). */
export const SECRET_FIELDS: ReadonlySet<string> = new Set(['password', 'secretKey', 'adminPassword', 'pfxPassword'])

/**
 * What the window holds in a secret's place: it says one exists (the value is fetched on Show or Copy), and, shown by
 * mistake, it is a mask, never the secret.
 */
export const SECRET_HELD = '••••••••••••'

/** Whether a value the window holds stands for a secret it can ask for. */
export const isSecretHeld = (value: unknown): boolean => value === SECRET_HELD

/** The secrets a kind's item may carry, as a Show or Copy names them (a storage's connections by protocol). */
export const SECRET_NAMES = [
  'adminPassword',
  'password',
  'swift.password',
  's3.secretKey',
  'ftp.password',
  'pfxPassword',
] as const
export type SecretName = (typeof SECRET_NAMES)[number]

/** How long a copied secret stays on the clipboard before it is cleared (when it is still what was copied). */
export const CLIPBOARD_CLEAR_SECONDS = 30
