import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { formatMoney } from '@lobby/core';
import type { GameRow } from '../store/catalog';
import { GAME_STYLES, NUMBER_POOL, NUMBERS_TO_PICK, STAKES } from './engine';

/**
 * The game host's files: two HTML templates filled in here, and the one stylesheet and script
 * served as they are. Every value put into a template is HTML-escaped; the only unescaped pieces
 * are the fragments built below from escaped parts.
 */

function asset(name: string): string {
  return readFileSync(join(import.meta.dirname, 'assets', name), 'utf8');
}

const PLAY_TEMPLATE = asset('play.html');
const ERROR_TEMPLATE = asset('error.html');

export interface StaticAsset {
  body: string;
  type: string;
  etag: string;
}

function staticAsset(name: string, type: string): StaticAsset {
  const body = asset(name);
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 16)}"`;
  return { body, type, etag };
}

/** What /assets/<name> serves; anything else there is a 404. */
export const STATIC_ASSETS: Readonly<Record<string, StaticAsset>> = {
  'game.css': staticAsset('game.css', 'text/css; charset=utf-8'),
  'game.js': staticAsset('game.js', 'text/javascript; charset=utf-8'),
};

/** A piece of markup already escaped, to be put into a template as it is. */
class Markup {
  constructor(readonly html: string) {}
}

const ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => ESCAPES[ch] ?? ch);
}

function fill(template: string, values: Readonly<Record<string, string | Markup>>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (whole, key: string) => {
    const value = values[key];
    if (value === undefined) throw new Error(`The template needs {{${key}}}`);
    return value instanceof Markup ? value.html : escapeHtml(value);
  });
}

function options(
  name: string,
  type: 'radio' | 'checkbox',
  items: readonly { value: string; label: string; checked?: boolean }[],
): string {
  return items
    .map(
      (item) =>
        `<label><input type="${type}" name="${name}" value="${escapeHtml(item.value)}"` +
        `${item.checked === true ? ' checked' : ''} /> ${escapeHtml(item.label)}</label>`,
    )
    .join('');
}

function group(legend: string, content: string): string {
  return (
    `<fieldset class="game__group"><legend>${escapeHtml(legend)}</legend>` +
    `<div class="game__options">${content}</div></fieldset>`
  );
}

/** The kind's own choice: a side, or the numbers; reels and fishing have none. */
function choiceOf(game: GameRow): string {
  const style = GAME_STYLES[game.gameType];
  if (style.kind === 'pick' && style.choice) {
    return group(
      style.choice.legend,
      options(
        'side',
        'radio',
        style.choice.sides.map((label, value) => ({ value: String(value), label })),
      ),
    );
  }
  if (style.kind === 'numbers') {
    return group(
      `Pick ${NUMBERS_TO_PICK} numbers`,
      options(
        'number',
        'checkbox',
        Array.from({ length: NUMBER_POOL }, (_, i) => ({
          value: String(i + 1),
          label: String(i + 1),
        })),
      ),
    );
  }
  return '';
}

export interface PlayPage {
  game: GameRow;
  vendorName: string;
  sessionId: string;
  siteOrigin: string;
  backUrl: string;
  /** Minor units. */
  balance: number;
  /** Free spins the member has left on this game (issue 27); undefined: none. */
  freeSpins?: { left: number; stake: number } | undefined;
}

/**
 * The free spins left, above the form, and the toggle that plays them first (on by default): off,
 * the rounds are paid at the chosen stake. game.js updates the count and, once it reaches 0,
 * hides both, so the rounds after are paid ones.
 */
function freeSpinsOf(free: PlayPage['freeSpins']): string {
  if (free === undefined || free.left <= 0) return '';
  const stake = escapeHtml(formatMoney(free.stake, { symbol: '' }));
  return (
    `<div id="free-spins" class="game__free">` +
    `<p>Free spins left: <strong id="free-left">${free.left}</strong> ` +
    `(each plays for ${stake} and costs you nothing)</p>` +
    `<label><input type="checkbox" id="use-free" checked /> Play free spins first</label></div>`
  );
}

export function renderPlayPage(page: PlayPage): string {
  const style = GAME_STYLES[page.game.gameType];
  return fill(PLAY_TEMPLATE, {
    gameName: page.game.name,
    typeLabel: style.label,
    vendorName: page.vendorName,
    gameType: page.game.gameType,
    kind: style.kind,
    session: page.sessionId,
    siteOrigin: page.siteOrigin,
    backUrl: page.backUrl,
    balanceText: formatMoney(page.balance, { symbol: '' }),
    stakes: new Markup(
      options(
        'stake',
        'radio',
        STAKES.map((stake, index) => ({
          value: String(stake),
          label: formatMoney(stake, { symbol: '' }),
          checked: index === 0,
        })),
      ),
    ),
    choice: new Markup(choiceOf(page.game)),
    freeSpins: new Markup(freeSpinsOf(page.freeSpins)),
    action: style.action,
  });
}

export interface ErrorPage {
  title: string;
  message: string;
  /** Known when the ticket was: the page can then send the player back. */
  site?: { origin: string; backUrl: string };
}

export function renderErrorPage(page: ErrorPage): string {
  return fill(ERROR_TEMPLATE, {
    title: page.title,
    message: page.message,
    siteOrigin: page.site?.origin ?? '',
    backUrl: page.site?.backUrl ?? '',
    backHidden: new Markup(page.site ? '' : 'hidden'),
  });
}
