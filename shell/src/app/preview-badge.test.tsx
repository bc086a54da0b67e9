import { render, screen } from '@testing-library/react';
import { PreviewBadge } from './preview-badge';

describe('the preview badge', () => {
  it('names the version this browser is pinned to and links the way out', () => {
    render(<PreviewBadge remote="catalog" version="1.4.0" />);
    expect(screen.getByRole('status')).toHaveTextContent('Предпросмотр: catalog 1.4.0 · выйти');
    expect(screen.getByRole('link', { name: 'выйти' })).toHaveAttribute('href', '/?apteka-preview=off');
  });
});
