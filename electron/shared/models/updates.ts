/**
 * Where the desktop app looks for a newer version: electron-builder's generic feed (`publish` in
 * electron-builder.yml, checked equal by scripts/packaging). A placeholder of the project's own until releases
 * are published: the reserved `.example` name never resolves, so a check says the feed could not be reached.
 */
export const UPDATE_FEED_URL = 'https://updates.hostdeck.example/desktop'

/** What an update check found. */
export interface UpdateCheck {
  current: string
  /** The feed's newest version. */
  latest: string | null
  newer: boolean
  /** The release notes of `latest` (the feed's releaseNotesUrl, or the feed's page). */
  notesUrl: string | null
  /**
   * Whether this app can download `latest` and restart into it (Help's notice offers "Download and restart"):
   * the packaged app's electron-updater on Windows and in an AppImage; never the feed check, a deb or macOS.
   */
  installable: boolean
}
