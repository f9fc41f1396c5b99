/**
 * The page's Content Security Policy (also written as a meta tag in renderer/index.html — keep them equal,
 * a test compares them). Scripts only from the app itself, no eval, no network: all HTTP happens in core.
 * Inline styles are allowed because naive-ui injects its theme as <style> elements at run time.
 */
export const CONTENT_SECURITY_POLICY =
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self' data:; connect-src 'self'; object-src 'none'; base-uri 'none'; form-action 'none'"

/** Headers can say more than a meta tag: who may frame the page. */
export const CSP_HEADER = `${CONTENT_SECURITY_POLICY}; frame-ancestors 'none'`
