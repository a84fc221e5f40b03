/**
 * The provider's sign-in page, opened by the site in a popup window: the simulated social account
 * is named by the phone number it verified. The page hands the outcome (a token, or the
 * provider's failure) to the site that opened it, on the site's own origin only, and closes.
 * Text is set with textContent: the site's policy requires trusted types for any HTML sink.
 */
export function popupPage(channel: string): string | undefined {
  // Only a known channel's name goes into the page: the query is the visitor's to write.
  const name = CHANNEL_NAMES[channel];
  if (name === undefined) return undefined;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sign in with ${name} (sandbox)</title>
<style>
body { font-family: system-ui, sans-serif; margin: 2rem auto; max-inline-size: 22rem; padding: 0 1rem; }
label, input, button { display: block; inline-size: 100%; box-sizing: border-box; }
input, button { margin-block: 0.5rem 1rem; padding: 0.5rem; font-size: 1rem; }
</style>
</head>
<body>
<h1>Sign in with ${name}</h1>
<p>Sandbox account: the phone number this account has verified.</p>
<form id="account">
<label for="phoneNumber">Phone number</label>
<input id="phoneNumber" name="phoneNumber" type="tel" autocomplete="tel" placeholder="+639171234567">
<button type="submit">Continue</button>
</form>
<p id="status" role="status"></p>
<script src="/identity/v1/popup.js"></script>
</body>
</html>`;
}

const CHANNEL_NAMES: Readonly<Record<string, string>> = { google: 'Google' };

export const POPUP_SCRIPT = `'use strict';
(function () {
  var query = new URLSearchParams(location.search);
  var form = document.getElementById('account');
  var status = document.getElementById('status');
  function finish(outcome) {
    if (window.opener) window.opener.postMessage(Object.assign({ source: 'lobby-identity' }, outcome), location.origin);
    window.close();
  }
  form.addEventListener('submit', function (event) {
    event.preventDefault();
    status.textContent = 'Signing in...';
    fetch('/identity/v1/accounts/signIn', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        project: query.get('project'),
        channel: query.get('channel'),
        phoneNumber: form.elements.namedItem('phoneNumber').value
      })
    })
      .then(function (response) { return response.json(); })
      .then(finish, function () { finish({ error: { code: 'auth/internal-error' } }); });
  });
})();
`;
