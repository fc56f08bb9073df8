/** Sends the browser to the provider's sign-in page; the answer comes back to /oauthReturn or /handleOAuth. */
export function leaveForProvider(authorizeUrl: string): void {
  window.location.assign(authorizeUrl);
}
