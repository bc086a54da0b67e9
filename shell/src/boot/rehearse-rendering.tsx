import { startTransition, useEffect, useMemo, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { nextTask } from '@apteka/ui/scheduling';

const ITEMS = ['1', '2', '3'];

/** A little of everything a remote's page is made of: elements with attributes, styles and handlers, a form, hooks. */
function RehearsalPage({ onDrawn }: { onDrawn: () => void }) {
  const [value, setValue] = useState('');
  const items = useMemo(() => ITEMS.map((item) => ({ item, href: `#${item}` })), []);
  useEffect(onDrawn, [onDrawn]);
  return (
    <main aria-labelledby="rehearsal-title">
      <h1 id="rehearsal-title" className="rehearsal">
        {items.length}
      </h1>
      <ul>
        {items.map(({ item, href }) => (
          <li key={item}>
            <a href={href} onClick={(event) => event.preventDefault()}>
              {item}
            </a>
          </li>
        ))}
      </ul>
      <form onSubmit={(event) => event.preventDefault()}>
        <label htmlFor="rehearsal-field">{value}</label>
        <input id="rehearsal-field" value={value} onChange={(event) => setValue(event.target.value)} />
        <button type="submit" disabled={false} style={{ padding: 8 }}>
          {value}
        </button>
      </form>
    </main>
  );
}

/**
 * Draws a small page with React into an element that is never in the document, then takes it down again, and
 * resolves once both are done. A page the server drew was hydrated: React adopted the server's elements, so the code
 * that creates elements, sets their properties and removes them runs for the first time when the shopper first moves
 * to another page, inside that move (code runs slowest the first time: V8 compiles each function at its first call).
 * React is one module the remotes share, so what is compiled here is what their pages run. Meant for idle time, so
 * it is drawn as a transition: React works on it in slices of a few milliseconds and yields between them, where a
 * plain render runs to its commit in one task, and every function compiled for the first time lengthens that task.
 */
export function rehearseRendering(): Promise<void> {
  return new Promise((resolve) => {
    const root = createRoot(document.createElement('div'));
    const drawn = () => {
      // taken down in a task of its own, as a page is left after it was drawn
      void nextTask().then(() => {
        root.unmount();
        resolve();
      });
    };
    startTransition(() => root.render(<RehearsalPage onDrawn={drawn} />));
  });
}
