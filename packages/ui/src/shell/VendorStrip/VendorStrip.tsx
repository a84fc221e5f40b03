import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { usePrefersReducedMotion } from '../../components/Marquee';
import { useNearViewport } from '../../primitives/useNearViewport';
import { useThemeScope } from '../../theme/ThemeContext';
import {
  StyledControl,
  StyledGroup,
  StyledItem,
  StyledLogo,
  StyledLogoSpace,
  StyledRoot,
  StyledTrack,
  StyledViewport,
} from './VendorStrip.styles';

/** A game provider's logo. */
export interface VendorLogo {
  /** The vendor code (vassalage). */
  code: string;
  /** The provider's name: the logo's alternative text. */
  name: string;
  /** The logo image URL. */
  logo: string;
  /** A vendor whose logo is drawn as the whole tile (BTI, doc 1 §2; core's hasSpecialLogo). */
  specialLogo?: boolean | undefined;
}

/** The spec's strip constants: one slide every 3000 ms, 10 slides, 10 px apart. */
export const VENDOR_STRIP_SPEED_MS = 3000;
export const VENDOR_STRIP_VISIBLE = 10;
export const VENDOR_STRIP_GAP_PX = 10;

/**
 * How near the viewport the strip must come before its logos render. Two copies of every logo
 * are costly to lay out and decode, and the strip sits in the footer, below the fold.
 */
export const VENDOR_STRIP_DRAW_MARGIN = '200px';

/** The vendors the strip shows: those whose code starts with TCG are left out. */
export function stripVendors<T extends { code: string }>(vendors: readonly T[]): T[] {
  return vendors.filter((vendor) => !vendor.code.trim().toUpperCase().startsWith('TCG'));
}

export interface VendorStripProps {
  /** All vendors; the TCG ones are filtered out here. Nothing renders when none remain. */
  vendors: readonly VendorLogo[];
  /** Time for the strip to move by one logo, in ms. @default 3000 */
  speed?: number;
  /** Logos across the strip at wide widths (fewer on narrow ones). @default 10 */
  visible?: number;
  /** Space between logos, in CSS pixels. @default 10 */
  gap?: number;
  /** Controlled paused state. */
  paused?: boolean;
  /** @default false */
  defaultPaused?: boolean;
  onPausedChange?: (paused: boolean) => void;
  /** The region's name. @default 'Game providers' (translated) */
  'aria-label'?: string;
  className?: string;
}

/**
 * The footer's looping strip of provider logos. One CSS transform animation moves it (nothing
 * re-renders while it runs); it stops under the pointer, while focused and with its pause
 * control, and with reduced motion, or when every logo fits, it is a static wrapped grid. Until
 * it comes near the viewport it holds one logo's space, so its height does not change.
 */
export function VendorStrip({
  vendors,
  speed = VENDOR_STRIP_SPEED_MS,
  visible = VENDOR_STRIP_VISIBLE,
  gap = VENDOR_STRIP_GAP_PX,
  paused: controlledPaused,
  defaultPaused = false,
  onPausedChange,
  'aria-label': ariaLabel,
  className,
}: VendorStripProps) {
  const { t } = useLingui();
  const { dir } = useThemeScope();
  const reduced = usePrefersReducedMotion();
  const [ownPaused, setOwnPaused] = useState(defaultPaused);
  const paused = controlledPaused ?? ownPaused;
  const { ref: rootRef, near } = useNearViewport<HTMLElement>(VENDOR_STRIP_DRAW_MARGIN);
  const shown = stripVendors(vendors);
  if (shown.length === 0) return null;

  const columns = Math.max(1, Math.floor(visible));
  const animated = !reduced && shown.length > columns;
  const toggle = () => {
    const next = !paused;
    setOwnPaused(next);
    onPausedChange?.(next);
  };
  const group = (copy: boolean) => (
    <StyledGroup {...(copy && { 'aria-hidden': true })}>
      {shown.map((vendor) => (
        <StyledItem key={vendor.code}>
          <StyledLogo
            src={vendor.logo}
            alt={copy ? '' : vendor.name}
            {...(vendor.specialLogo === true && { 'data-special': true })}
            loading="lazy"
            decoding="async"
          />
        </StyledItem>
      ))}
    </StyledGroup>
  );

  return (
    <StyledRoot
      ref={rootRef}
      aria-label={ariaLabel ?? t`Game providers`}
      className={className}
      data-dir={dir}
      data-paused={paused || undefined}
      $visible={columns}
      $gap={Math.max(0, gap)}
      $duration={shown.length * Math.max(1, speed)}
    >
      {animated && (
        <StyledControl aria-label={paused ? t`Play` : t`Pause`} onClick={toggle}>
          <span aria-hidden="true">{paused ? '▶' : '❚❚'}</span>
        </StyledControl>
      )}
      <StyledViewport>
        {near ? (
          <StyledTrack data-animated={animated || undefined}>
            {group(false)}
            {animated && group(true)}
          </StyledTrack>
        ) : (
          <StyledTrack>
            <StyledGroup aria-hidden="true">
              <StyledItem>
                <StyledLogoSpace />
              </StyledItem>
            </StyledGroup>
          </StyledTrack>
        )}
      </StyledViewport>
    </StyledRoot>
  );
}
VendorStrip.displayName = 'VendorStrip';
