/**
 * A feed named by the environment (HOSTDECK_UPDATE_FEED_URL: the tests', a release checked before it is published):
 * read by core's feed check, which installs nothing, so it may be signed with a key of its own
 * (HOSTDECK_UPDATE_PUBLIC_KEY). Without it, the key built into the app.
 */
export function feedFromEnvironment(env: NodeJS.ProcessEnv): { updateFeedUrl?: string; updateReleaseKey?: string } {
  const updateFeedUrl = env.HOSTDECK_UPDATE_FEED_URL
  if (!updateFeedUrl) return {}
  const key = env.HOSTDECK_UPDATE_PUBLIC_KEY
  return key ? { updateFeedUrl, updateReleaseKey: key } : { updateFeedUrl }
}
