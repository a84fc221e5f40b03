import { afterEach, describe, expect, test, vi } from 'vitest';
import { OFFLINE_DATA_ID, OFFLINE_TEXT_ATTRIBUTE, type OfflineData } from './contract';

// The offline page's inline script, run on a page as the build writes it (build/offlinePages.ts).

const DATA: OfflineData = {
  tag: 'ms',
  mode: 'light',
  words: {
    ms: {
      title: 'Anda di luar talian',
      message: 'Halaman ini memerlukan sambungan.',
      retry: 'Muat semula',
      dir: 'ltr',
    },
    en: {
      title: 'You are offline',
      message: 'This page needs a connection.',
      retry: 'Reload',
      dir: 'ltr',
    },
    ar: {
      title: 'أنت غير متصل بالإنترنت',
      message: 'تحتاج هذه الصفحة إلى اتصال.',
      retry: 'إعادة التحميل',
      dir: 'rtl',
    },
  },
  modes: {
    light: { style: '--bg-canvas:#ffffff;color-scheme:light', themeColor: '#fcfdfd' },
    dark: { style: '--bg-canvas:#111111;color-scheme:dark', themeColor: '#161718' },
  },
};

async function openOfflinePage(): Promise<void> {
  document.documentElement.lang = 'ms';
  document.documentElement.dir = 'ltr';
  document.head.innerHTML = '<meta name="theme-color" content="#fcfdfd">';
  document.body.innerHTML = `
    <div id="root"><div data-mode="light" lang="ms" dir="ltr" style="${DATA.modes.light.style}">
      <h1><span ${OFFLINE_TEXT_ATTRIBUTE}="title">${DATA.words['ms']!.title}</span></h1>
      <p ${OFFLINE_TEXT_ATTRIBUTE}="message">${DATA.words['ms']!.message}</p>
      <button type="button">${DATA.words['ms']!.retry}</button>
    </div></div>
    <script type="application/json" id="${OFFLINE_DATA_ID}">${JSON.stringify(DATA)}</script>`;
  vi.resetModules();
  await import('./offlinePage');
}

const root = () => document.querySelector<HTMLElement>('[data-mode]')!;

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the offline page', () => {
  test('a first visit reads it as written', async () => {
    await openOfflinePage();
    expect(document.querySelector('h1')).toHaveTextContent('Anda di luar talian');
    expect(root()).toHaveAttribute('data-mode', 'light');
  });

  test("in the visitor's stored language, right to left where it is written so", async () => {
    window.localStorage.setItem('lobby.language', 'AR');
    await openOfflinePage();
    expect(document.querySelector('h1')).toHaveTextContent('أنت غير متصل بالإنترنت');
    expect(document.querySelector('p')).toHaveTextContent('تحتاج هذه الصفحة إلى اتصال.');
    expect(document.querySelector('button')).toHaveTextContent('إعادة التحميل');
    expect(document.documentElement).toHaveAttribute('lang', 'ar');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(root()).toHaveAttribute('dir', 'rtl');
  });

  test('a language the site does not speak falls back to the default', async () => {
    window.localStorage.setItem('lobby.language', 'XX');
    await openOfflinePage();
    expect(document.querySelector('h1')).toHaveTextContent('Anda di luar talian');
  });

  test("in the visitor's stored mode, with the browser's bar to match", async () => {
    window.localStorage.setItem('lobby.mode', 'dark');
    await openOfflinePage();
    expect(root()).toHaveAttribute('data-mode', 'dark');
    expect(root().getAttribute('style')).toContain('color-scheme:dark');
    expect(document.querySelector('meta[name="theme-color"]')).toHaveAttribute(
      'content',
      '#161718',
    );
  });

  test('its button reloads the address the visitor asked for', async () => {
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
    await openOfflinePage();
    document.querySelector('button')!.click();
    expect(reload).toHaveBeenCalledOnce();
  });
});
