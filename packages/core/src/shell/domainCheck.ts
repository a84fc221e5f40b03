/**
 * The domain check (doc 1 §3 "Domain list", §8 "Domain check invalid: contact service"): the page
 * is served on one of the brand's listed domains. Host names compare without case and without a
 * trailing dot (DNS treats them alike). An empty list names no domain to hold the site to: it
 * passes, so a brand that lists none is never told its own address is wrong.
 */
export function isListedDomain(
  hostname: string,
  domainList: readonly { readonly domain: string }[],
): boolean {
  if (domainList.length === 0) return true;
  const host = canonical(hostname);
  return domainList.some((entry) => canonical(entry.domain) === host);
}

function canonical(host: string): string {
  return host.trim().toLowerCase().replace(/\.$/, '');
}
