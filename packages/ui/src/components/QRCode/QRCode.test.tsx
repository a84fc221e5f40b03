import { describe, expect, test } from 'vitest';
import { screen } from '@testing-library/react';
import { render } from '../../test/render';
import { QRCode } from './QRCode';

const url = 'https://example.com/app/ios';

describe('QRCode', () => {
  test('is an image named by its label, drawn as SVG', () => {
    render(<QRCode value={url} label="Download the iOS app" />);
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
    const ios = screen.getByRole('img', { name: 'iOS' }).innerHTML;
    const android = screen.getByRole('img', { name: 'Android' }).innerHTML;
    expect(ios).not.toBe(android);
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
