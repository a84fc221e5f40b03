import { describe, expect, test, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { render } from '../../test/render';
import { HelpDialog } from './HelpDialog';

const sections = [
  { id: 'deposit', title: 'How to deposit', content: '<p>Open the member centre.</p>' },
  { id: 'term', title: 'Terms', content: '<p>Play responsibly.</p>' },
];

describe('HelpDialog', () => {
  test('holds the sections’ place while they load, with no alert', () => {
    render(<HelpDialog open onOpenChange={vi.fn()} sections={undefined} helpHref="/help" />);
    const dialog = screen.getByRole('dialog', { name: 'Help' });
    expect(dialog.querySelector('[data-ui="Skeleton.Lines"]')).not.toBeNull();
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });

  test('a problem replaces the placeholder; without onRetry it offers no retry', () => {
    render(
      <HelpDialog
        open
        onOpenChange={vi.fn()}
        sections={undefined}
        problem="The service is not available."
        helpHref="/help"
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Help' });
    expect(within(dialog).getByRole('alert')).toHaveTextContent('The service is not available.');
    expect(dialog.querySelector('[data-ui="Skeleton.Lines"]')).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  test('the help page link goes through onHelpLink; the first section is open', async () => {
    const onHelpLink = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <HelpDialog
        open
        onOpenChange={vi.fn()}
        sections={sections}
        helpHref="/help"
        onHelpLink={onHelpLink}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Help' });
    const details = dialog.querySelectorAll('details');
    expect([...details].map((d) => d.open)).toEqual([true, false]);
    await userEvent.click(within(dialog).getByRole('link', { name: 'Open the help centre' }));
    expect(onHelpLink).toHaveBeenCalledOnce();
  });
});
