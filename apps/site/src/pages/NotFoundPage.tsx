import { Link } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { StyledMain } from './HomePage.styles';

export function NotFoundPage() {
  const { t } = useLingui();
  return (
    <StyledMain>
      <h1>{t`Page not found`}</h1>
      <p>
        <Link to="/">{t`Go to the home page`}</Link>
      </p>
    </StyledMain>
  );
}
