// The page's first module, a few KiB: the start-up calls (the cached snapshot among them) leave as soon as it is
// parsed, in parallel with fetching, compiling and evaluating the app's own code, which index.html preloads
// (scripts/vite/start-chunk.mts) and this module then runs.
import './start-calls'

performance.mark?.('hostdeck:boot')
import('./main').catch((error: unknown) => {
  // The app's code could not load (a file missing from the install): said in both languages, none is loaded yet.
  const root = document.getElementById('app')
  const reason = error instanceof Error ? error.message : String(error)
  if (root) root.textContent = `Hostdeck could not start / Hostdeck не запустился: ${reason}`
})
