// Preloaded into Electronegativity by scripts/electronegativity.mjs. Its HTTP client, got 11, throws "The `onCancel`
// handler was attached after the promise settled" from a retry timer when a request fails before its socket connects
// (got issue #1489, open); the retry's new request, left without an error listener by that throw, then fails too, as
// an uncaught RequestError. With no network, Electronegativity's fetches of translations and of Electron's release
// list go that way every time on Node 24, and the throws end the run. By then the original request has failed and
// Electronegativity has handled that (it goes on with its bundled English and says it could not fetch the releases).
// This drops exactly those two throws (p-cancelable's, and a RequestError raised inside got: a request whose promise
// someone awaits rejects it instead); any other uncaught error still ends the run with status 1. On a busy machine the
// same orphaned request can time out (1 s) before it fails: got names that RequestError a TimeoutError.
process.on('uncaughtException', (error) => {
  const from = (module) => new RegExp(`[\\\\/]node_modules[\\\\/]${module}[\\\\/]`).test(error?.stack ?? '')
  const lateOnCancel =
    error?.message === 'The `onCancel` handler was attached after the promise settled.' && from('p-cancelable')
  const orphanedRetry = ['RequestError', 'TimeoutError'].includes(error?.name) && from('got')
  if (lateOnCancel || orphanedRetry) return
  console.error(error)
  process.exit(1)
})
