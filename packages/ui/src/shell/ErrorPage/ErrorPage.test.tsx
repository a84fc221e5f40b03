import { describe, expect, test, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { render } from '../../test/render';
import { ErrorPage } from './ErrorPage';

describe('ErrorPage', () => {
  test('not found: main landmark, h1, message and a link home', () => {
    render(<ErrorPage kind="not-found" />);
    const main = screen.getByRole('main');
    expect(
      within(main).getByRole('heading', { level: 1, name: 'Page not found' }),
    ).toBeInTheDocument();
    expect(
      within(main).getByText('The page you are looking for does not exist or has moved.'),
    ).toBeInTheDocument();
    expect(within(main).getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  });

  test('the home link goes through the router on a plain click only', async () => {
    const user = userEvent.setup();
    const onNavigate = vi.fn();
    render(<ErrorPage kind="not-found" homeHref="/home" onNavigate={onNavigate} />);
    const link = screen.getByRole('link', { name: 'Back to home' });
    await user.click(link);
    expect(onNavigate).toHaveBeenCalledWith('/home', expect.anything());
    fireEvent.click(link, { metaKey: true });
    expect(onNavigate).toHaveBeenCalledTimes(1);
  });

  test('chunk load failure: says a new version is available and reloads', async () => {
    const user = userEvent.setup();
    const onReload = vi.fn();
    render(<ErrorPage kind="chunk-load" onReload={onReload} />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'A new version of the site is available' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('The page could not load. Reload to get the latest version.'),
    ).toBeInTheDocument();
    screen.getByRole('button', { name: 'Reload' }).focus();
    await user.keyboard('{Enter}');
    expect(onReload).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  test('failed start: says the site could not load, with the network message, and reloads', async () => {
    const user = userEvent.setup();
    const onReload = vi.fn();
    render(<ErrorPage kind="start-failed" onReload={onReload} />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'The site could not load' }),
    ).toBeInTheDocument();
    expect(screen.getByText('The network link is abnormal. Please retry.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    expect(onReload).toHaveBeenCalledTimes(1);
  });

  test('inline inside the site layout it is not a second main landmark', () => {
    render(<ErrorPage kind="not-found" inline />);
    expect(screen.queryByRole('main')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
  });

  test('custom title and message', () => {
    render(<ErrorPage kind="chunk-load" title="Update ready" message="Please reload." />);
    expect(screen.getByRole('heading', { level: 1, name: 'Update ready' })).toBeInTheDocument();
    expect(screen.getByText('Please reload.')).toBeInTheDocument();
  });
});
