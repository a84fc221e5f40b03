// The demo game page's only script (the page allows no inline script). It reads what the server
// put in the page (data-* on #game), plays rounds through POST /play/api/spin, and tells the site
// about the balance and the "Back to lobby" click with postMessage, addressed to the site's origin
// only. It writes text, never HTML, so it needs no Trusted Types policy.
'use strict';

(function () {
  const root = document.getElementById('game');
  if (!root) return;
  const siteOrigin = root.dataset.siteOrigin || '';
  const backUrl = root.dataset.backUrl || '';

  /** The site's window: the parent frame, or the window that opened this one. */
  function siteWindow() {
    if (window.parent !== window) return window.parent;
    return window.opener || null;
  }

  function tellSite(message) {
    const target = siteWindow();
    if (target && siteOrigin) target.postMessage(message, siteOrigin);
  }

  const back = document.getElementById('back');
  if (back) {
    back.addEventListener('click', function () {
      tellSite({ type: 'lobby:close' });
      if (window.parent !== window) return;
      // A window of its own: close it; a window the script may not close goes back to the site.
      window.close();
      if (backUrl) window.location.assign(backUrl);
    });
  }

  const form = document.getElementById('play');
  if (!form) return;
  const session = root.dataset.session || '';
  const kind = root.dataset.kind || '';
  const action = document.getElementById('action');
  const balanceText = document.getElementById('balance');
  const board = document.getElementById('board');
  const summary = document.getElementById('summary');
  const winText = document.getElementById('win');
  const error = document.getElementById('error');
  // Free spins on this game (issue 27): the count left and the toggle that plays them first.
  const freeSpins = document.getElementById('free-spins');
  const freeLeft = document.getElementById('free-left');
  const useFree = document.getElementById('use-free');

  const whole = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

  /** Minor units as 1,234.56, from integers only (no float rounding on the way). */
  function money(minor) {
    const sign = minor < 0 ? '-' : '';
    const abs = Math.abs(minor);
    return sign + whole.format(Math.floor(abs / 100)) + '.' + String(abs % 100).padStart(2, '0');
  }

  function checkedValues(name) {
    return Array.from(form.querySelectorAll('input[name="' + name + '"]:checked')).map(
      function (input) {
        return Number(input.value);
      },
    );
  }

  function showError(message) {
    error.textContent = message;
  }

  function drawBoard(outcome) {
    const tiles = [];
    if (outcome.kind === 'reels') {
      outcome.symbols.forEach(function (symbol) {
        tiles.push({ text: symbol.charAt(0).toUpperCase() + symbol.slice(1), hit: false });
      });
    } else if (outcome.kind === 'numbers') {
      outcome.drawn.forEach(function (n) {
        tiles.push({ text: String(n), hit: outcome.picked.indexOf(n) !== -1 });
      });
    }
    board.replaceChildren(
      ...tiles.map(function (tile) {
        const item = document.createElement('li');
        item.textContent = tile.text;
        if (tile.hit) item.dataset.hit = 'true';
        return item;
      }),
    );
  }

  function request() {
    const stake = checkedValues('stake')[0];
    const body = { session: session, stake: stake };
    // Offered free spins: say which round is wanted, so a paid one is never played by surprise.
    if (freeSpins && !freeSpins.hidden && useFree) body.freeSpin = useFree.checked;
    if (kind === 'pick') {
      const side = checkedValues('side')[0];
      if (side === undefined) return { message: 'Choose a side first.' };
      body.side = side;
    }
    if (kind === 'numbers') {
      const numbers = checkedValues('number');
      if (numbers.length !== 3) return { message: 'Pick exactly 3 numbers.' };
      body.numbers = numbers;
    }
    return { body: body };
  }

  let busy = false;

  form.addEventListener('submit', function (event) {
    event.preventDefault();
    if (busy) return;
    const next = request();
    if (next.message) {
      showError(next.message);
      return;
    }
    busy = true;
    action.setAttribute('aria-busy', 'true');
    showError('');
    fetch('/play/api/spin', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(next.body),
      cache: 'no-store',
      credentials: 'omit',
    })
      .then(function (response) {
        return response.json().then(function (envelope) {
          return { status: response.status, envelope: envelope };
        });
      })
      .then(function (answer) {
        const envelope = answer.envelope;
        if (!envelope || envelope.success !== true) {
          showError((envelope && envelope.message) || 'The round could not be played.');
          // The game session has ended (logout, idle): no further round can be played here.
          if (answer.status === 401) action.disabled = true;
          // The free spins were used up elsewhere (another tab): the next round is a paid one.
          if (envelope && envelope.code === 'NO_FREE_SPINS' && freeSpins) freeSpins.hidden = true;
          return;
        }
        const value = envelope.value;
        balanceText.textContent = money(value.balance);
        winText.textContent = money(value.win);
        summary.textContent = value.outcome.summary;
        if (value.freeSpins && freeLeft) {
          freeLeft.textContent = String(value.freeSpins.left);
          // All used: the rounds from now on are paid ones.
          if (value.freeSpins.left <= 0 && freeSpins) freeSpins.hidden = true;
        }
        drawBoard(value.outcome);
        tellSite({ type: 'lobby:balance', balance: value.balance });
      })
      .catch(function () {
        showError('The game server did not answer. Try again.');
      })
      .finally(function () {
        busy = false;
        action.removeAttribute('aria-busy');
      });
  });
})();
