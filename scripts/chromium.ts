import { existsSync } from 'node:fs'

const SYSTEM_CHROMIUM = '/usr/bin/chromium'

/** Debian's Chromium where it is installed (CI, this machine); Playwright's own browser on a developer laptop. */
const chromiumPath = existsSync(SYSTEM_CHROMIUM) ? SYSTEM_CHROMIUM : undefined

/**
 * The switches of every Chromium this project drives (the e2e journeys, the benchmarks, the screenshots): the
 * browser's own UI and background work kept off the two cores the page under test runs on.
 *
 * Chromium's omnibox popup is a WebUI page of its own (Chromium 156: lit, the AI-mode composebox, some 200 files)
 * that each new tab loads in a renderer of its own. A trace of a Demo start from the cache showed those files
 * loading from 20 ms to 480 ms after navigation, while Hostdeck's scripts, answers and first frame waited for a
 * core. The desktop app (Electron) has no omnibox: this is the harness's noise, not the app's.
 */
const CHROMIUM_ARGS = [
  '--disable-gpu',
  '--disable-features=WebUIOmniboxPopup,WebUIOmniboxFullPopup,WebUIOmniboxAimPopup',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]

/** How every Chromium this project drives is launched: `chromium.launch(CHROMIUM_LAUNCH)`, Playwright's launchOptions. */
export const CHROMIUM_LAUNCH = { executablePath: chromiumPath, args: CHROMIUM_ARGS }
