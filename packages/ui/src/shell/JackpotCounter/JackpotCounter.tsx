import { useEffect, useMemo, useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { formatMoney, jackpotAmountAt, msUntilNextJackpotStep } from '@lobby/core';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import {
  StyledCounter,
  StyledDigitStrip,
  StyledDigits,
  StyledDigitWindow,
  StyledLabel,
  StyledSeparator,
} from './JackpotCounter.styles';

/** A strip's text: 0 to 9, a line each. */
const DIGIT_LINES = '0\n1\n2\n3\n4\n5\n6\n7\n8\n9';

export interface JackpotCounterProps {
  /** Currency symbol shown before the amount. @default 'P' */
  symbol?: string;
  /** The clock; tests and stories pass a fixed one. @default Date.now */
  now?: () => number;
}

/** The shape of a formatted amount: which positions are digits. It changes only when it grows. */
function shapeOf(text: string): string {
  return text.replace(/\d/g, '0');
}

function stripTransform(digit: string): string {
  return `translateY(${-Number(digit) * 10}%)`;
}

/**
 * The progressive jackpot: the amount comes from the clock (see `jackpotAmountAt`), so it is right
 * after the tab was in the background. Each tick rolls the digit strips by writing `transform` on
 * them directly: neither this component nor its parent re-renders per tick. Screen readers get the
 * amount as text when they reach it, without a live announcement every three seconds.
 */
export function JackpotCounter({ symbol = 'P', now = Date.now }: JackpotCounterProps) {
  const { t } = useLingui();
  const format = useMemo(() => (minor: number) => formatMoney(minor, { symbol }), [symbol]);
  const [shape, setShape] = useState(() => shapeOf(format(jackpotAmountAt(now()))));
  const digitsRef = useRef<HTMLSpanElement>(null);
  const textRef = useRef<HTMLSpanElement>(null);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const paint = () => {
      const text = format(jackpotAmountAt(now()));
      if (shapeOf(text) !== shape) {
        // A new digit position (rare): the only time the counter renders again.
        setShape(shapeOf(text));
        return;
      }
      const strips = digitsRef.current?.querySelectorAll<HTMLElement>('[data-digit]') ?? [];
      let index = 0;
      for (const char of text) {
        if (!/\d/.test(char)) continue;
        const strip = strips[index];
        if (strip) strip.style.transform = stripTransform(char);
        index += 1;
      }
      if (textRef.current) textRef.current.textContent = text;
    };
    const schedule = () => {
      timer = setTimeout(() => {
        paint();
        schedule();
      }, msUntilNextJackpotStep(now()));
    };
    // A hidden tab needs no timer; on return the clock gives the right amount at once.
    const onVisibility = () => {
      clearTimeout(timer);
      if (document.visibilityState === 'visible') {
        paint();
        schedule();
      }
    };
    paint();
    schedule();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [format, now, shape]);

  const initial = format(jackpotAmountAt(now()));
  const label = t`Progressive jackpot`;
  return (
    <StyledCounter role="group" aria-label={label}>
      <StyledLabel aria-hidden="true">{label}</StyledLabel>
      <StyledDigits ref={digitsRef} aria-hidden="true">
        {[...initial].map((char, i) =>
          /\d/.test(char) ? (
            <StyledDigitWindow key={`${shape}-${i}`}>
              <StyledDigitStrip data-digit="" style={{ transform: stripTransform(char) }}>
                {DIGIT_LINES}
              </StyledDigitStrip>
            </StyledDigitWindow>
          ) : (
            <StyledSeparator key={`${shape}-${i}`}>{char}</StyledSeparator>
          ),
        )}
      </StyledDigits>
      <VisuallyHidden ref={textRef}>{initial}</VisuallyHidden>
    </StyledCounter>
  );
}
JackpotCounter.displayName = 'JackpotCounter';
