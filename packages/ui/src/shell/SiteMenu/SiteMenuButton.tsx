import type { ComponentPropsWithRef } from 'react';
import { useLingui } from '@lingui/react/macro';
import { IconButton } from '../../components/IconButton';

export type SiteMenuButtonProps = Omit<ComponentPropsWithRef<'button'>, 'children'> & {
  /** Whether the menu it opens is open. */
  expanded?: boolean;
};

/** The phone header's menu button: three lines, named "Menu"; it opens the SiteMenu sheet. */
export function SiteMenuButton({ expanded = false, ...rest }: SiteMenuButtonProps) {
  const { t } = useLingui();
  return (
    <IconButton
      {...rest}
      label={t`Menu`}
      size="lg"
      showTooltip={false}
      aria-haspopup="dialog"
      aria-expanded={expanded}
    >
      <svg
        viewBox="0 0 24 24"
        width="24"
        height="24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      >
        <path d="M4 6h16M4 12h16M4 18h16" />
      </svg>
    </IconButton>
  );
}
SiteMenuButton.displayName = 'SiteMenuButton';
