// Tests: a person signing in at the dev provider (server/oauth/dev-provider) without a browser: its login form, its
// consent form, and the redirect back with code, state and iss, followed by plain HTTP with a cookie jar.

/** Follows the provider from its authorization URL until it sends the browser to `redirectUri`; that URL's parameters. */
export async function signInAtProvider(authorizationUrl: string, redirectUri: string, login: string): Promise<URLSearchParams> {
  const cookies = new Map<string, string>();
  let url = authorizationUrl;
  let body: URLSearchParams | undefined;
  for (let step = 0; step < 12; step++) {
    const response = await fetch(url, {
      method: body ? 'POST' : 'GET', body, redirect: 'manual',
      headers: { cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    for (const line of response.headers.getSetCookie()) {
      const pair = line.split(';')[0] ?? '';
      const at = pair.indexOf('=');
      cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    body = undefined;
    const location = response.headers.get('location');
    if (location) {
      url = new URL(location, url).href;
      if (url.startsWith(redirectUri)) return new URL(url).searchParams;
      continue;
    }
    const page = await response.text();
    const action = /<form[^>]*action="([^"]+)"/.exec(page)?.[1];
    if (!action) throw new Error(`the provider answered ${response.status} without a form: ${page.slice(0, 200)}`);
    url = new URL(action, url).href;
    const prompt = /name="prompt" value="(\w+)"/.exec(page)?.[1] ?? '';
    body = prompt === 'login' ? new URLSearchParams({ prompt, login, password: 'any' }) : new URLSearchParams({ prompt });
  }
  throw new Error('the provider never sent the browser back');
}
