import { describe, expect, test } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { render } from '../../test/render';
import { Badge } from '../Badge';
import { Avatar, initialsOf } from './Avatar';

describe('Avatar', () => {
  test('is an image named after the person, showing initials', () => {
    render(<Avatar name="Ahmad bin Ismail" />);
    const avatar = screen.getByRole('img', { name: 'Ahmad bin Ismail' });
    expect(avatar).toHaveTextContent('AI');
  });

  test('shows the photo over the initials and falls back when it fails', () => {
    const { container } = render(<Avatar name="Lee Min" src="/missing.png" />);
    const image = container.querySelector('img');
    expect(image).toHaveAttribute('src', '/missing.png');
    expect(image).toHaveAttribute('alt', '');
    fireEvent.error(image!);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByRole('img', { name: 'Lee Min' })).toHaveTextContent('LM');
  });

  test('carries a badge outside the image, so its label is read', () => {
    render(<Avatar name="Lee Min" badge={<Badge count={2} label="2 new messages" />} />);
    expect(screen.getByRole('img', { name: 'Lee Min' })).not.toHaveTextContent('2 new messages');
    expect(screen.getByText('2 new messages')).toBeInTheDocument();
  });

  test('decorative avatars are hidden from assistive technology', () => {
    render(<Avatar name="Lee Min" decorative />);
    expect(screen.queryByRole('img')).toBeNull();
  });

  test.each([
    ['Siti Nur Aisyah', 'SA'],
    ['  madonna ', 'M'],
    ['王小明', '王'],
    ['', ''],
  ])('initialsOf(%j) is %j', (name, initials) => {
    expect(initialsOf(name)).toBe(initials);
  });

  test('the badge sits at the inline end, right to left too', () => {
    render(<Avatar name="علي حسن" badge={<Badge count={1} label="رسالة" />} />, { dir: 'rtl' });
    expect(screen.getByText('رسالة').closest('[data-ui="Avatar.Badge"]')).not.toBeNull();
  });
});
