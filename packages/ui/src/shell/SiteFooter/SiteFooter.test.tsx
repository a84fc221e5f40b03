import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Licence } from '@lobby/theme';
import { render } from '../../test/render';
import { FakeIntersectionObserver } from '../../test/fakeIntersectionObserver';
import { SiteFooter } from './SiteFooter';

const logo = 'data:image/gif;base64,R0lGODlhAQABAAAAACw=';
const licences: Licence[] = [
  {
    authority: 'MGA',
    number: 'MGA/B2C/123/2020',
    url: 'https://authorisation.mga.org.mt/verification?id=1',
  },
  { authority: 'BVI', number: 'BVI-2026-7', url: 'https://licences.example.vg/7' },
];
const helpLinks = [
  { label: 'About us', href: '/help#about' },
  { label: 'Terms', href: '/help#term' },
];

describe('SiteFooter', () => {
  beforeEach(() => {
    FakeIntersectionObserver.all = [];
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  });

  afterEach(() => vi.unstubAllGlobals());

  test('a contentinfo landmark with help links, licences, app codes, vendors and the age notice', () => {
    render(
      <SiteFooter
        licences={licences}
        helpLinks={helpLinks}
        apps={{ ios: 'https://apps.example/ios', android: 'https://apps.example/android' }}
        vendors={[
          { code: 'PG', name: 'PG Soft', logo },
          { code: 'TCG_SEA', name: 'TCG', logo },
        ]}
        copyright="© 2026 Lobby"
      />,
    );
    // Brought near the viewport: the app codes and the provider logos are drawn.
    FakeIntersectionObserver.reveal();
    const footer = screen.getByRole('contentinfo');
    const help = within(footer).getByRole('navigation', { name: 'Help' });
    expect(
      within(help)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['About us', 'Terms']);
    expect(within(footer).getByRole('img', { name: 'Download the iOS app' })).toBeInTheDocument();
    expect(
      within(footer).getByRole('img', { name: 'Download the Android app' }),
    ).toBeInTheDocument();
    const strip = within(footer).getByRole('region', { name: 'Game providers' });
    expect(within(strip).getByRole('img', { name: 'PG Soft' })).toBeInTheDocument();
    expect(within(strip).queryByRole('img', { name: 'TCG' })).not.toBeInTheDocument();
    expect(
      within(footer).getByText('Gambling is for adults aged 18 and over. Please play responsibly.'),
    ).toBeInTheDocument();
    expect(within(footer).getByText('18+')).toBeInTheDocument();
    expect(within(footer).getByText('© 2026 Lobby')).toBeInTheDocument();
  });

  test('licence badges name the authority and number and open the register in a new tab', () => {
    render(<SiteFooter licences={licences} />);
    const mga = screen.getByRole('link', {
      name: 'Malta Gaming Authority Licence no. MGA/B2C/123/2020 (opens in a new tab)',
    });
    expect(mga).toHaveAttribute('href', licences[0]!.url);
    expect(mga).toHaveAttribute('target', '_blank');
    expect(mga).toHaveAttribute('rel', 'noopener noreferrer');
    expect(
      screen.getByRole('link', { name: /^British Virgin Islands Licence no\. BVI-2026-7/ }),
    ).toHaveAttribute('href', 'https://licences.example.vg/7');
  });

  test('a licence whose URL is not https is not linked', () => {
    render(
      <SiteFooter licences={[{ authority: 'MGA', number: '1', url: 'javascript:alert(1)' }]} />,
    );
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  test('a plain click on a help link goes to the router; a ctrl-click does not', async () => {
    const user = userEvent.setup();
    const onNavigate = vi.fn();
    render(<SiteFooter helpLinks={helpLinks} onNavigate={onNavigate} />);
    await user.click(screen.getByRole('link', { name: 'Terms' }));
    expect(onNavigate).toHaveBeenCalledWith('/help#term', expect.anything());
    fireEvent.click(screen.getByRole('link', { name: 'About us' }), { ctrlKey: true });
    expect(onNavigate).toHaveBeenCalledTimes(1);
  });

  test('only the blocks with content show; the age follows the market', () => {
    render(<SiteFooter apps={{ android: 'https://apps.example/android' }} minimumAge={21} />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Download the iOS app' })).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Download the Android app' })).toBeInTheDocument();
    expect(screen.getByText(/aged 21 and over/)).toBeInTheDocument();
  });

  test('the age notice can be switched off', () => {
    render(<SiteFooter showAgeNotice={false} />);
    expect(screen.queryByText(/Play responsibly/i)).not.toBeInTheDocument();
  });

  test('the responsible-gaming page routes; help organisations open apart, https only', async () => {
    const onNavigate = vi.fn();
    render(
      <SiteFooter
        onNavigate={onNavigate}
        responsibleGamingHref="/responsible-gaming"
        helpOrganisations={[
          { name: 'GamCare', url: 'https://www.gamcare.org.uk/' },
          { name: 'Broken', url: 'http://example.com/' },
        ]}
      />,
    );
    const nav = screen.getByRole('navigation', { name: 'Responsible gaming' });
    await userEvent.click(within(nav).getByRole('link', { name: 'Responsible gaming' }));
    expect(onNavigate).toHaveBeenCalledWith('/responsible-gaming', expect.anything());
    const gamCare = within(nav).getByRole('link', { name: 'GamCare (opens in a new tab)' });
    expect(gamCare).toHaveAttribute('rel', 'noopener noreferrer');
    expect(gamCare).toHaveAttribute('target', '_blank');
    expect(within(nav).queryByText('Broken')).not.toBeInTheDocument();
  });

  test('without them the footer has no responsible-gaming links', () => {
    render(<SiteFooter />);
    expect(
      screen.queryByRole('navigation', { name: 'Responsible gaming' }),
    ).not.toBeInTheDocument();
  });
});
