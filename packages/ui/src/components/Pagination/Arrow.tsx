import { useThemeScope } from '../../theme/ThemeContext';

/**
 * A decorative previous/next chevron that points the way of reading: right to left, "previous"
 * points right. The button carries the name.
 */
export function Arrow({ to }: { to: 'previous' | 'next' }) {
  const { dir } = useThemeScope();
  const pointsLeft = (to === 'previous') === (dir === 'ltr');
  return (
    <span aria-hidden="true" data-points={pointsLeft ? 'left' : 'right'}>
      {pointsLeft ? '‹' : '›'}
    </span>
  );
}
Arrow.displayName = 'Pagination.Arrow';
