import { render, screen } from '@testing-library/react';
import { ReleaseLabel } from './release-label';

describe('ReleaseLabel', () => {
  it('names the remote and its release, "dev" outside a build', () => {
    render(<ReleaseLabel />);
    expect(screen.getByText('remote-search dev')).toBeInTheDocument();
  });
});
