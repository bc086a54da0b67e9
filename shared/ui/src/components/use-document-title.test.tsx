import { act, render, waitFor } from '@testing-library/react';
import { useDocumentTitle } from './use-document-title';

function Titled({ title }: { title: string | null }) {
  useDocumentTitle(title);
  return null;
}

describe('useDocumentTitle', () => {
  beforeEach(() => {
    document.title = 'Интернет-аптека';
  });

  it('names the document once the page has painted, and again when the title changes', async () => {
    const { rerender } = render(<Titled title="Нурофен — купить в интернет-аптеке" />);
    expect(document.title).toBe('Интернет-аптека');
    await waitFor(() => expect(document.title).toBe('Нурофен — купить в интернет-аптеке'));
    rerender(<Titled title="Парацетамол — купить в интернет-аптеке" />);
    await waitFor(() => expect(document.title).toBe('Парацетамол — купить в интернет-аптеке'));
  });

  it('leaves the title to the next page when it goes before the paint, and as it is for null', async () => {
    const { unmount } = render(<Titled title="Нурофен — купить в интернет-аптеке" />);
    unmount();
    render(<Titled title={null} />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 150)));
    expect(document.title).toBe('Интернет-аптека');
  });
});
