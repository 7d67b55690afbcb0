// The app's pages and the paths that lead to them.

export type Page =
  | { name: 'signin' }
  | { name: 'signup' }
  | { name: 'try' }
  | { name: 'checks' }
  | { name: 'new-check' }
  | { name: 'report'; id: string }
  | { name: 'keys' }
  | { name: 'usage' }
  | { name: 'rules' }
  | { name: 'dictionary' }
  | { name: 'not-found' };

export function pageOf(path: string): Page {
  const report = /^\/reports\/([^/]+)\/?$/.exec(path);
  if (report) return { name: 'report', id: decodeURIComponent(report[1]!) };
  // a check's address as the API gives it (/v1/checks/ID), typed or pasted without /v1
  const check = /^\/checks\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/?$/i.exec(path);
  if (check) return { name: 'report', id: check[1]!.toLowerCase() };
  switch (path.replace(/\/+$/, '') || '/') {
    case '/':
    case '/checks':
      return { name: 'checks' };
    case '/checks/new':
      return { name: 'new-check' };
    case '/signin':
      return { name: 'signin' };
    case '/signup':
      return { name: 'signup' };
    case '/try':
      return { name: 'try' };
    case '/account':
    case '/account/keys':
      return { name: 'keys' };
    case '/account/usage':
      return { name: 'usage' };
    case '/account/rules':
      return { name: 'rules' };
    case '/account/dictionary':
      return { name: 'dictionary' };
    default:
      return { name: 'not-found' };
  }
}
