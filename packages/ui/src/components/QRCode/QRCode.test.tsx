import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { render } from '../../test/render';
import { FakeIntersectionObserver } from '../../test/fakeIntersectionObserver';
import { QR_DRAW_MARGIN, QRCode } from './QRCode';

const url = 'https://example.com/app/ios';

beforeEach(() => {
  FakeIntersectionObserver.all = [];
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
});

afterEach(() => vi.unstubAllGlobals());

describe('QRCode', () => {
  test('is an image named by its label, drawn as SVG', () => {
    render(<QRCode value={url} label="Download the iOS app" />);
    FakeIntersectionObserver.reveal();
    const image = screen.getByRole('img', { name: 'Download the iOS app' });
    expect(image.tagName.toLowerCase()).toBe('svg');
    expect(image.querySelectorAll('path').length).toBeGreaterThan(0);
  });

  test('different values draw different codes', () => {
    render(
      <>
        <QRCode value={url} label="iOS" />
        <QRCode value="https://example.com/app/android" label="Android" />
      </>,
    );
    FakeIntersectionObserver.reveal();
    const ios = screen.getByRole('img', { name: 'iOS' }).innerHTML;
    const android = screen.getByRole('img', { name: 'Android' }).innerHTML;
    expect(ios).not.toBe('');
    expect(ios).not.toBe(android);
  });

  test('is an empty image of the same size until it comes near the viewport, then the code', () => {
    render(<QRCode value={url} label="Download the iOS app" size={112} />);

    const waiting = screen.getByRole('img', { name: 'Download the iOS app' });
    expect(waiting.querySelectorAll('path')).toHaveLength(0);
    expect(waiting).toHaveAttribute('width', '112');
    expect(waiting).toHaveAttribute('height', '112');
    expect(FakeIntersectionObserver.all[0]?.options.rootMargin).toBe(QR_DRAW_MARGIN);

    FakeIntersectionObserver.reveal();
    const drawn = screen.getByRole('img', { name: 'Download the iOS app' });
    expect(drawn.querySelectorAll('path').length).toBeGreaterThan(0);
    expect(drawn).toHaveAttribute('width', '112');
    expect(drawn).toHaveAttribute('height', '112');
  });

  test('is drawn at once where the page cannot tell what is in view', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<QRCode value={url} label="Download the iOS app" />);
    const image = screen.getByRole('img', { name: 'Download the iOS app' });
    expect(image.querySelectorAll('path').length).toBeGreaterThan(0);
  });

  test('shows a caption and the encoded URL as text when asked', () => {
    render(<QRCode value={url} label="Download the iOS app" caption="iOS" showValue />);
    const figure = screen.getByRole('figure');
    expect(figure).toHaveTextContent('iOS');
    expect(screen.getByText(url)).toBeInTheDocument();
  });

  test('has no caption by default', () => {
    render(<QRCode value={url} label="Download the iOS app" />);
    expect(screen.queryByText(url)).not.toBeInTheDocument();
    expect(document.querySelector('figcaption')).toBeNull();
  });
});
