import { useEffect } from 'react';
import { useBus } from '@apteka/bus';
import { afterNextPaint } from '../scheduling/after-next-paint';

/**
 * Names the document `title` while the component shows, once the page's next frame is painted, and says so on the
 * bus ('page/titled'), so a move's page view is counted with this page's title. Writing a title took up to 18 ms of
 * the main thread at 4× CPU throttling, which a page reached by a tap would spend before it is drawn; nothing on the
 * page shows the title. null leaves the title as it is.
 */
export function useDocumentTitle(title: string | null): void {
  const bus = useBus();
  useEffect(() => {
    if (!title) return undefined;
    return afterNextPaint(() => {
      if (document.title !== title) document.title = title;
      bus.emit('page/titled', { path: window.location.pathname, title });
    });
  }, [title, bus]);
}
