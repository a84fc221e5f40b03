import { describe, expect, test, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { render } from '../../test/render';
import { formatEndTime, SystemPage } from './SystemPage';

const end = Date.UTC(2026, 4, 1, 4, 30);

describe('formatEndTime', () => {
  test('formats in the given locale and time zone', () => {
    const expected = new Intl.DateTimeFormat('en', {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: 'UTC',
    }).format(end);
    expect(formatEndTime(end, 'en', 'UTC')).toEqual({
      iso: '2026-05-01T04:30:00.000Z',
      text: expected,
    });
  });

  test('another locale gives another text', () => {
    const en = formatEndTime(end, 'en', 'UTC')!.text;
    const ms = formatEndTime(end, 'ms', 'UTC')!.text;
    expect(ms).not.toBe(en);
  });

  test('an invalid date is refused; a bad time zone falls back', () => {
    expect(formatEndTime('not a date', 'en')).toBeNull();
    expect(formatEndTime(end, 'en', 'Mars/Olympus')?.iso).toBe('2026-05-01T04:30:00.000Z');
  });
});

describe('SystemPage', () => {
  test('maintenance: main landmark, h1, message, end time and customer service', async () => {
    const user = userEvent.setup();
    const onContactService = vi.fn();
    render(
      <SystemPage
        kind="maintenance"
        endTime={end}
        timeZone="UTC"
        onContactService={onContactService}
      />,
    );
    const main = screen.getByRole('main');
    expect(within(main).getByRole('heading', { level: 1 })).toHaveTextContent(
      'We are under maintenance',
    );
    expect(
      within(main).getByText(
        'We are improving the site and will be back soon. Thank you for your patience.',
      ),
    ).toBeInTheDocument();
    expect(within(main).getByText('Expected to end')).toBeInTheDocument();
    const time = main.querySelector('time')!;
    expect(time).toHaveAttribute('dateTime', '2026-05-01T04:30:00.000Z');
    expect(time).toHaveTextContent(formatEndTime(end, 'en', 'UTC')!.text);
    await user.click(within(main).getByRole('button', { name: 'Contact customer service' }));
    expect(onContactService).toHaveBeenCalledTimes(1);
  });

  test('maintenance without an end time shows none', () => {
    render(<SystemPage kind="maintenance" />);
    expect(screen.queryByText('Expected to end')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  test('region: the visitor IP and the message', () => {
    render(<SystemPage kind="region" ip="203.0.113.7" onContactService={() => {}} />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Not available in your region' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Sorry, our service is not available in your country or region.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Your IP address')).toBeInTheDocument();
    expect(screen.getByText('203.0.113.7')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Contact customer service' })).toBeInTheDocument();
  });

  test('a server title and message replace the defaults; no end time on the region page', () => {
    render(
      <SystemPage
        kind="region"
        title="Blocked"
        message="Access restricted due to location or IP."
        endTime={end}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Blocked' })).toBeInTheDocument();
    expect(screen.getByText('Access restricted due to location or IP.')).toBeInTheDocument();
    expect(screen.queryByText('Expected to end')).not.toBeInTheDocument();
  });

  test('the IP reads left to right inside right-to-left text', () => {
    render(<SystemPage kind="region" ip="203.0.113.7" />, { dir: 'rtl' });
    expect(screen.getByText('203.0.113.7')).toHaveAttribute('dir', 'ltr');
  });
});
