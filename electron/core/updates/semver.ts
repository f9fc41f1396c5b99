/** A version as semver reads it: x.y.z, an optional pre-release, build metadata ignored. */
interface Version {
  core: [number, number, number]
  pre: string[]
}

const PATTERN = /^v?(\d+)\.(\d+)\.(\d+)(?:-([0-9A-Za-z.-]+))?(?:\+[0-9A-Za-z.-]+)?$/

export function parseVersion(text: string): Version | null {
  const match = PATTERN.exec(text.trim())
  if (!match) return null
  return {
    core: [Number(match[1]), Number(match[2]), Number(match[3])],
    pre: match[4] ? match[4].split('.') : [],
  }
}

function compareIdentifiers(a: string, b: string): number {
  const numeric = /^\d+$/
  if (numeric.test(a) && numeric.test(b)) return Math.sign(Number(a) - Number(b))
  if (numeric.test(a)) return -1
  if (numeric.test(b)) return 1
  return a < b ? -1 : a > b ? 1 : 0
}

/** Semver precedence: < 0, 0 or > 0. A pre-release is older than its release (1.0.0-rc.1 < 1.0.0). */
export function compareVersions(a: Version, b: Version): number {
  for (let i = 0; i < 3; i++) if (a.core[i] !== b.core[i]) return Math.sign(a.core[i]! - b.core[i]!)
  if (!a.pre.length || !b.pre.length) return Math.sign(b.pre.length - a.pre.length)
  for (let i = 0; i < Math.max(a.pre.length, b.pre.length); i++) {
    if (a.pre[i] === undefined) return -1
    if (b.pre[i] === undefined) return 1
    const order = compareIdentifiers(a.pre[i]!, b.pre[i]!)
    if (order) return order
  }
  return 0
}
