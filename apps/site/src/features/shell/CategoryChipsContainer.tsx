import { useLocation } from 'react-router';
import { CategoryChips } from '@lobby/ui';
import { RouterLink } from './RouterLink';
import { useGameTypes } from './useGameTypes';

/** A phone's game categories under the header: a row of chips, the current one filled. */
export function CategoryChipsContainer() {
  const { pathname } = useLocation();
  const { gameTypes, onNavigate } = useGameTypes();
  return (
    <CategoryChips
      categories={gameTypes}
      activeHref={pathname}
      linkComponent={RouterLink}
      onNavigate={onNavigate}
    />
  );
}
