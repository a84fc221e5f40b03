import * as v from 'valibot';
import { bannerListResponseSchema } from '@lobby/api';
import { nextPaint } from '@lobby/ui/idle';
import { FIRST_BANNER_ALT_ATTRIBUTE, FIRST_BANNER_ATTRIBUTE, SHELL_ATTRIBUTE } from './contract';

/** Resolves once the document is parsed (the shell's banner slot is in it by then). */
function parsed(): Promise<void> {
  if (document.readyState !== 'loading') return Promise.resolve();
  return new Promise((resolve) => {
    document.addEventListener('DOMContentLoaded', () => resolve(), { once: true });
  });
}

/**
 * Paints the first banner of the list `answer` brings into the shell's banner slot, and resolves
 * once a frame with it has been painted, or as soon as it is clear that none will be (no slot, no
 * banner, a failed call, a picture that does not load). The list is parsed with the schema the API
 * client uses. The picture is the one the carousel shows first: the application's first render
 * draws the same picture in the same place.
 */
export async function paintFirstBanner(answer: Promise<Response>): Promise<void> {
  try {
    // A copy of the answer: the API client reads the answer itself later (prefetch.ts).
    const body: unknown = await answer.then((response) => response.clone().json());
    const list = v.safeParse(bannerListResponseSchema, body);
    const first = list.success && list.output.success ? list.output.value[0] : undefined;
    await parsed();
    // The shell's own slot: once the application has replaced the shell, the slot is its own.
    const slot = document.querySelector(`[${SHELL_ATTRIBUTE}] [${FIRST_BANNER_ATTRIBUTE}]`);
    if (first && slot) {
      const picture = document.createElement('img');
      picture.alt = first.title?.trim() || (slot.getAttribute(FIRST_BANNER_ALT_ATTRIBUTE) ?? '');
      picture.fetchPriority = 'high';
      picture.src = first.url;
      slot.append(picture);
      await picture.decode();
    }
  } catch {
    // Whatever failed, the application shows the banners (or their absence) itself.
  }
  await nextPaint();
}
