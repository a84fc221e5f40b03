import { describe, expect, test } from 'vitest';
import { screen } from '@testing-library/react';
import { render } from '../../test/render';
import { ResponsibleGamingIntro } from './ResponsibleGamingIntro';

describe('ResponsibleGamingIntro', () => {
  test('states the harm, the age and where the breaks are, linking to them', () => {
    render(<ResponsibleGamingIntro minimumAge={21} helpLinks={[]} breakHref="#take-a-break" />);
    expect(screen.getByRole('region', { name: 'Responsible gaming' })).toHaveTextContent(
      /can be harmful if it is not kept under control/,
    );
    expect(screen.getByText('Players must be 21 or older.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to time-out and self-exclusion' })).toHaveAttribute(
      'href',
      '#take-a-break',
    );
    expect(screen.queryByRole('heading', { name: 'Where to get help' })).not.toBeInTheDocument();
  });

  test('help organisations open in a new tab without the opener; only https is linked', () => {
    render(
      <ResponsibleGamingIntro
        minimumAge={18}
        helpLinks={[
          { name: 'Responsible Gaming Foundation', url: 'https://www.rgf.org.mt/' },
          { name: 'Bad', url: 'javascript:alert(1)' },
        ]}
      />,
    );
    const link = screen.getByRole('link', {
      name: 'Responsible Gaming Foundation (opens in a new tab)',
    });
    expect(link).toHaveAttribute('href', 'https://www.rgf.org.mt/');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.queryByText('Bad')).not.toBeInTheDocument();
  });
});
