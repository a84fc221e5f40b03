import { useId } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Button } from '../../components/Button';
import { formatPoints } from '../shared/labels';
import type { MallItemData } from '../shared/types';
import {
  StyledBody,
  StyledCost,
  StyledFoot,
  StyledMallItem,
  StyledName,
  StyledPicture,
  StyledStock,
} from './MallItem.styles';

export interface MallItemProps {
  item: MallItemData;
  /** Opens the redeem dialog for this item. */
  onRedeem: (item: MallItemData) => void;
}

/**
 * One item of the points mall: its picture (4:3), name, cost in points and how many are left,
 * and the redeem button. An item out of stock keeps its card with the button disabled and the
 * reason beside it, so the member sees why.
 */
export function MallItem({ item, onRedeem }: MallItemProps) {
  const { t } = useLingui();
  const nameId = useId();
  const reasonId = useId();
  const out = item.stock === 0;
  const cost = formatPoints(item.cost);
  const left = formatPoints(item.stock);
  return (
    <StyledMallItem aria-labelledby={nameId}>
      {/* The name is the card's heading: the picture adds nothing a reader needs. */}
      <StyledPicture
        src={item.picture}
        alt=""
        width={320}
        height={240}
        loading="lazy"
        data-out={out}
      />
      <StyledBody>
        <StyledName id={nameId}>{item.name}</StyledName>
        <StyledCost>{t`${cost} points`}</StyledCost>
        <StyledStock id={reasonId}>{out ? t`Out of stock` : t`${left} left`}</StyledStock>
        <StyledFoot>
          <Button
            disabled={out}
            aria-describedby={reasonId}
            onClick={() => onRedeem(item)}
          >{t`Redeem`}</Button>
        </StyledFoot>
      </StyledBody>
    </StyledMallItem>
  );
}
MallItem.displayName = 'MallItem';
