import { useLayoutEffect, useState, type RefObject } from 'react';

export interface ViewportRoom {
  /** Document pixels above the element (the header, the page's padding). */
  top: number;
  /** Document pixels below the element (the page's padding). */
  bottom: number;
}

const NO_ROOM: ViewportRoom = { top: 0, bottom: 0 };

/** What lies above and below the element in the document, independent of its own height. */
function measure(element: HTMLElement): ViewportRoom {
  const rect = element.getBoundingClientRect();
  const scrollY = window.scrollY;
  const below = document.documentElement.scrollHeight - (rect.bottom + scrollY);
  return {
    top: Math.max(0, Math.round(rect.top + scrollY)),
    bottom: Math.max(0, Math.round(below)),
  };
}

/**
 * The space around an element that should fill the viewport's height. Measured in a layout effect
 * (before the browser paints, so the first frame already has its final height) and again when the
 * window resizes (the header can wrap onto two lines).
 */
export function useViewportRoom(ref: RefObject<HTMLElement | null>): ViewportRoom {
  const [room, setRoom] = useState<ViewportRoom>(NO_ROOM);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const update = () => {
      const next = measure(element);
      setRoom((current) =>
        current.top === next.top && current.bottom === next.bottom ? current : next,
      );
    };
    update();
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, [ref]);
  return room;
}
