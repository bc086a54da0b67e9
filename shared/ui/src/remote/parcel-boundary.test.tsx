import { act, screen } from '@testing-library/react';
import type { RemoteErrorReport } from '@apteka/contracts/schemas';
import { startRemoteErrorReports } from '@apteka/ui';
import { renderWithTheme as render } from '../testing/render-with-theme';
import { parcelBoundary } from './parcel-boundary';

describe("a parcel's error boundary", () => {
  it("shows the parcel's own fallback and reports the error for the remote's version the page loaded", () => {
    const sent: RemoteErrorReport[] = [];
    const stop = startRemoteErrorReports({
      sampled: true,
      versionOf: (remote) => (remote === 'catalog' ? '1.4.0' : null),
      send: (report) => sent.push(report),
      location: () => ({ pathname: '/', search: '' }),
      target: new EventTarget() as unknown as Window,
    });
    const Boundary = parcelBoundary('catalog', <p role="alert">Поиск временно недоступен.</p>);
    const Broken = () => {
      throw new Error('search box failed');
    };
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      act(() => {
        render(
          <Boundary>
            <Broken />
          </Boundary>,
        );
      });
    } finally {
      spy.mockRestore();
      stop();
    }
    expect(screen.getByRole('alert')).toHaveTextContent('Поиск временно недоступен.');
    expect(sent).toEqual([expect.objectContaining({ app: 'catalog', version: '1.4.0', source: 'parcel' })]);
    expect(sent[0]!.message).toBe('Error: search box failed');
  });

  it('draws the parcel as it is while nothing throws, and reports nothing', () => {
    const Boundary = parcelBoundary('catalog', <p>fallback</p>);
    render(
      <Boundary>
        <p>Поиск</p>
      </Boundary>,
    );
    expect(screen.getByText('Поиск')).toBeInTheDocument();
    expect(screen.queryByText('fallback')).toBeNull();
  });
});
