import { describe, expect, test, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { render } from '../../test/render';
import { CHAT_ROOM_SANDBOX, ChatRoomDialog } from './ChatRoomDialog';

describe('ChatRoomDialog', () => {
  test('frames the given room, sandboxed, sending only the site’s origin as referrer', () => {
    const url = 'https://chat.aurora.example/room?brand=aurora';
    render(<ChatRoomDialog open onOpenChange={vi.fn()} url={url} title="Aurora chat room" />);
    const frame = screen.getByTitle('Aurora chat room');
    expect(frame).toHaveAttribute('src', url);
    expect(frame).toHaveAttribute('sandbox', CHAT_ROOM_SANDBOX);
    expect(frame).toHaveAttribute('referrerpolicy', 'strict-origin');
  });

  test('closed, neither the dialog nor the frame is in the page', () => {
    render(<ChatRoomDialog open={false} onOpenChange={vi.fn()} url="https://chat.example/" />);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.querySelector('iframe')).toBeNull();
  });
});
