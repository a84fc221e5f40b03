import type { ReactNode } from 'react';
import { QRCodeSVG } from 'qrcode.react';
import { useNearViewport } from '../../primitives/useNearViewport';
import { StyledCaption, StyledFigure, StyledFrame, StyledValue } from './QRCode.styles';

export interface QRCodeProps {
  /** The text or URL encoded in the code. */
  value: string;
  /** The accessible name of the code image, saying what it opens ("Download the iOS app"). */
  label: string;
  /** Visible text under the code ("iOS"). */
  caption?: ReactNode;
  /** Also show the encoded value as text under the code, for people who cannot scan it. @default false */
  showValue?: boolean;
  /** Side of the code in CSS pixels (the code shrinks to fit a narrower container). @default 128 */
  size?: number;
  /** Error correction level: higher survives more damage but needs more modules. @default 'M' */
  level?: 'L' | 'M' | 'Q' | 'H';
  className?: string;
}

/**
 * How near the viewport a code must come before it is drawn: computing the modules is the costly
 * part (tens of milliseconds on a phone), and codes mostly sit in a footer or a page below the fold.
 */
export const QR_DRAW_MARGIN = '200px';

/**
 * A QR code drawn as SVG, with a required accessible label and an optional caption. Until it comes
 * near the viewport it is an empty image of the same size, so drawing it moves nothing.
 */
export function QRCode({
  value,
  label,
  caption,
  showValue = false,
  size = 128,
  level = 'M',
  className,
}: QRCodeProps) {
  const { ref: frameRef, near } = useNearViewport<HTMLDivElement>(QR_DRAW_MARGIN);

  return (
    <StyledFigure className={className}>
      <StyledFrame ref={frameRef}>
        {near ? (
          <QRCodeSVG
            value={value}
            size={size}
            level={level}
            role="img"
            aria-label={label}
            fgColor="currentColor"
            bgColor="transparent"
          />
        ) : (
          <svg
            width={size}
            height={size}
            viewBox={`0 0 ${size} ${size}`}
            role="img"
            aria-label={label}
          />
        )}
      </StyledFrame>
      {(caption || showValue) && (
        <StyledCaption>
          {caption}
          {showValue && <StyledValue>{value}</StyledValue>}
        </StyledCaption>
      )}
    </StyledFigure>
  );
}
QRCode.displayName = 'QRCode';
