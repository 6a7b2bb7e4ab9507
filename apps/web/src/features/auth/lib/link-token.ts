/** The token a mailed link carries as `#token=…`; undefined when the link lost it. */
export function readLinkToken(): string | undefined {
  const token = new URLSearchParams(window.location.hash.slice(1)).get('token');
  return token === null || token === '' ? undefined : token;
}

/** Takes the token out of the address bar and history, so it is not left for someone to copy. */
export function clearLinkToken(): void {
  if (window.location.hash) {
    window.history.replaceState(window.history.state, '', window.location.pathname);
  }
}
