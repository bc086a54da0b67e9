import { act, render, screen, waitFor } from '@testing-library/react';
import { mockApi } from '../testing/render-shell';
import { pickupLocationIn, REGIONS } from '../testing/fixtures';
import { clearPageCookies } from '../testing/page-cookies';
import { stubMatchMedia } from '../testing/match-media';
import { makeStore } from '../store/make-store';
import { ShellApp } from './shell-app';
import { loadLaterParts } from './later-parts';

describe("the shell's later parts", () => {
  beforeEach(() => {
    clearPageCookies();
    // a wide screen's, where the chat's button shows
    stubMatchMedia((query) => query.startsWith('(min-width'));
    window.history.replaceState(null, '', '/');
    mockApi(({ url }) =>
      url === '/layout/location' ? { status: 200, data: pickupLocationIn(REGIONS[0]!) } : { status: 404, data: {} },
    );
  });

  it('are drawn once the schedule loads them, the header working meanwhile', async () => {
    render(
      <ShellApp store={makeStore()} brand="samson" overrides={[]} hasUnsavedInput={() => false} onReady={() => {}} />,
    );
    await screen.findByText(REGIONS[0]!.name);
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    expect(screen.queryByTestId('chat-button')).not.toBeInTheDocument();

    await act(() => loadLaterParts());
    await waitFor(() => expect(screen.getByRole('contentinfo')).toBeInTheDocument());
    expect(screen.getByTestId('chat-button')).toBeInTheDocument();
  });
});
