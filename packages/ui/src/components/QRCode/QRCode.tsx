import type { ReactNode } from 'react';
import { QRCodeSVG } from 'qrcode.react';
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

/** A QR code drawn as SVG, with a required accessible label and an optional caption. */
export function QRCode({
  value,
  label,
  caption,
  showValue = false,
  size = 128,
  level = 'M',
  className,
}: QRCodeProps) {
  return (
    <StyledFigure className={className}>
      <StyledFrame>
        <QRCodeSVG
          value={value}
          size={size}
          level={level}
          role="img"
          aria-label={label}
          fgColor="currentColor"
          bgColor="transparent"
        />
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
