import { describe, expect, test } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { render } from '../../test/render';
import { AgentAnnouncements } from './AgentAnnouncements';
import { SAMPLE_AGENT_ANNOUNCEMENTS } from './fixtures';

describe('AgentAnnouncements', () => {
  test('several may be open at once, and a second press closes one', async () => {
    const user = userEvent.setup();
    render(<AgentAnnouncements announcements={SAMPLE_AGENT_ANNOUNCEMENTS} defaultOpen={[3]} />);
    const [first, second] = screen.getAllByRole('button');
    await user.click(second!);
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(second).toHaveAttribute('aria-expanded', 'true');
    await user.click(first!);
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText(/settles every five minutes/)).toBeVisible();
  });

  test('each title is a heading, so the notices can be skimmed by headings', () => {
    render(<AgentAnnouncements announcements={SAMPLE_AGENT_ANNOUNCEMENTS} />);
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(3);
  });
});
