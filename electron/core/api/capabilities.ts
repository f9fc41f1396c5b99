import { isCapabilityKey, type Capabilities, type CapabilityKey } from '../../shared/models'

export type { Capabilities, CapabilityKey }

/**
 * In-memory capability set. `initial` and `onChange` let the account layer persist what was
 * learnt per account (keys it does not recognise, e.g. from an older version, are dropped).
 */
export function createCapabilities(
  initial: Iterable<string> = [],
  onChange?: (unsupported: CapabilityKey[]) => void,
): Capabilities {
  const missing = new Set<CapabilityKey>([...initial].filter(isCapabilityKey))
  return {
    isSupported: (key) => !missing.has(key),
    markUnsupported(key) {
      if (missing.has(key)) return
      missing.add(key)
      onChange?.([...missing])
    },
    unsupported: () => [...missing],
    reset() {
      if (missing.size === 0) return
      missing.clear()
      onChange?.([])
    },
  }
}
