/**
 * The public half of the key every release is signed with (Ed25519, the raw 32 bytes in base64url, as a JWK's `x`).
 * An update whose feed file or package is not signed by its private half is refused (docs/releases.md says how a
 * release is signed). The project's placeholder until releases are published, like the feed's `.example` address:
 * whoever publishes the first release makes the pair (scripts/release/sign-update.ts keygen) and puts the public
 * half here.
 */
export const RELEASE_PUBLIC_KEY = 'XqKeyTvJ3u9QYDLHYbxOCFyFUtzRFgbd7hba5Y-OaWA'
