import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test, vi } from 'vitest';
import { renderInSite, storeFor } from '../test/renderInSite';
import { RouteErrorBoundary } from './RouteErrorBoundary';

function Failing({ fail }: { fail: boolean }) {
  if (fail) throw new Error('Loading a chunk failed: missing');
  return <p>The screen</p>;
}

/** A screen under the boundary, at an address; both can change. */
function Harness() {
  const [address, setAddress] = useState('/help');
  const [fail, setFail] = useState(true);
  return (
    <>
      <button onClick={() => setFail(false)}>Repair</button>
      <button onClick={() => setAddress('/rng')}>Go elsewhere</button>
      <RouteErrorBoundary resetKey={address}>
        <Failing fail={fail} />
      </RouteErrorBoundary>
    </>
  );
}

const errorTitle = () =>
  screen.queryByRole('heading', { name: 'A new version of the site is available' });

test('a screen that fails shows the error page with a reload until the address changes', async () => {
  // React reports the error it caught; the page is what this test reads.
  const report = vi.spyOn(console, 'error').mockImplementation(() => {});
  const user = userEvent.setup();
  try {
    await renderInSite(<Harness />, { store: storeFor('visitor') });
    expect(errorTitle()).toBeVisible();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeVisible();

    // At the same address the error page stays, even once the screen would render.
    await user.click(screen.getByRole('button', { name: 'Repair' }));
    expect(errorTitle()).toBeVisible();
    expect(screen.queryByText('The screen')).toBeNull();

    // Another address renders the screen again.
    await user.click(screen.getByRole('button', { name: 'Go elsewhere' }));
    expect(await screen.findByText('The screen')).toBeVisible();
    expect(errorTitle()).toBeNull();
  } finally {
    report.mockRestore();
  }
});
