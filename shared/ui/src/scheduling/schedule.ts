/**
 * When the browser runs it:
 * - `start-up`: while the page the server drew is made to work (its own remote and the shell);
 * - `quiet`: once the page has had nothing to do for a while (`whenQuiet`);
 * - `intent`: when the shopper turns towards what it readies (a touch, a pointer over or a focus on a link to it);
 * - `tap`: inside a shopper's tap, after the frame that answers it.
 */
export type Phase = 'start-up' | 'quiet' | 'intent' | 'tap';

/**
 * What starts it:
 * - `next-task`: a task of its own, right after the one before (`nextTask`);
 * - `idle`: the browser's next idle callback, or the table's `timeoutMs` on a page that is never idle (`whenIdle`);
 * - `quiet`: idle periods with a whole frame free for `QUIET_MS` in a row (`whenQuiet`), then one waiting row per
 *   free idle period in the order they asked, or the table's `latestMs` on a page that never goes quiet;
 * - `spare-time`: quiet, on a device that shows it has time to spare (`hasTimeToSpare`); a budget phone never does;
 * - `quiet-or-touch`: quiet, or at once at the shopper's first touch, key or wheel on the page if that comes first
 *   (`afterFirstTouch`): for what a tap may need (its code then loads while the tap goes on), on every device;
 * - `link-intent`: a pointerdown, a pointer over or a focus on a link that leads there (`onLinkIntent`);
 * - `link-touch`: a pointerdown on such a link alone (what a phone gives 40-200 ms before the click);
 * - `next-paint`: a task right after the next frame is painted (`afterNextPaint`);
 * - `in-view-first`: React's hydration in a transition, where the shopper interacts first.
 */
export type Trigger =
  | 'next-task'
  | 'idle'
  | 'quiet'
  | 'spare-time'
  | 'quiet-or-touch'
  | 'link-intent'
  | 'link-touch'
  | 'next-paint'
  | 'in-view-first';

export interface Scheduled {
  phase: Phase;
  /** what runs */
  work: string;
  trigger: Trigger;
  /** the longest one task of it may hold the main thread, on this machine's clock (at 4x a slow phone's: times 4) */
  budgetMs: number;
  /** for `idle`: the longest wait on a page that is never idle */
  timeoutMs?: number;
  /** for `quiet`: the longest wait on a page that never goes quiet, for work the shopper sees or that must not be lost */
  latestMs?: number;
}

/**
 * Everything the shell and `@apteka/ui` run ahead of the shopper or outside the task that asked for it: one row each,
 * read by the code that runs it (`runAhead(name, …)`, `SCHEDULE.name.budgetMs`). A row is here because a same-run
 * A/B of the figures of issue 47 (Lighthouse's blocking time, `bench:interactions`) showed it pays, or because the
 * page does not work without it; what showed nothing was removed (docs/architecture.md, "What runs ahead").
 */
export const SCHEDULE = {
  /** the shell's entry: the largest libraries, then its own code, one part per task (`shell/src/index.ts`) */
  startUp: {
    phase: 'start-up',
    work: "the shell's libraries and own code, one per task",
    trigger: 'next-task',
    budgetMs: 50,
  },
  /** the shell's and each remote's root (`hydrateInSteps`): 5 ms slices, what the shopper touches first */
  hydration: {
    phase: 'start-up',
    work: "hydrating the server's markup in a transition",
    trigger: 'in-view-first',
    budgetMs: 5,
  },
  /**
   * the basket's counter service, which answers add to basket on every page (`shell/src/bootstrap.tsx`): not before
   * the page is quiet (its code was 6.6 KB of the store's own run before `/` was quiet); a tap on «В корзину» before
   * then starts it with its touch, and the bus holds the add until it listens; meanwhile the header counts what the
   * page's own cart answer says; a page never quiet nor touched starts it at 10 s, so a basket changed in another tab
   * is counted
   */
  services: {
    phase: 'quiet',
    work: "the remotes' background services (the basket's counter and add)",
    trigger: 'quiet-or-touch',
    budgetMs: 50,
    latestMs: 10_000,
  },
  /**
   * real-user speed, the tag containers (nothing without consent) and the lost-user check, their code loaded then
   * (`shell/src/boot/measurement.ts`): at idle, they ran before the page was quiet, and web-vitals reads what the
   * browser buffered meanwhile
   */
  measurement: {
    phase: 'quiet',
    work: 'real-user speed, tag containers, the lost-user check',
    trigger: 'quiet',
    budgetMs: 50,
    latestMs: 10_000,
  },
  /**
   * the shell's parts the first view does not need, their code loaded then (`shell/src/app/later-parts.ts`): the
   * footer and the toaster hydrated (the server's markup stays in place until then), the chat button, the app
   * banner; a part the shopper opens before then (the city list) loads at the tap
   */
  laterParts: {
    phase: 'quiet',
    work: "the shell's later parts: the footer and the toaster hydrated, the chat button, the app banner",
    trigger: 'quiet',
    budgetMs: 50,
    latestMs: 10_000,
  },
  /** the HTTP client's code (axios), configured, and the page's answers read (`loadHttpClientAhead`) */
  httpClient: {
    phase: 'quiet',
    work: "the HTTP client loaded and configured, the page's answers read",
    trigger: 'quiet',
    budgetMs: 50,
  },
  /**
   * the first tap's shared code run once ahead, nothing sent or shown (`shell/src/boot/rehearse-*.ts`): a query
   * through RTK Query in a store of its own, then React drawing and removing a throwaway page, each step a task
   */
  rehearsals: {
    phase: 'quiet',
    work: 'one query through RTK Query, React drawing and removing a throwaway page',
    trigger: 'quiet',
    budgetMs: 50,
  },
  /** the files of the other remotes the page's links lead to, fetched at low priority and not run */
  remoteFilesAhead: {
    phase: 'quiet',
    work: "other linked remotes' manifest, entry and first chunks fetched, not run",
    trigger: 'quiet',
    budgetMs: 5,
  },
  /** the app of a remote a link leads to, run before the click (`shell/src/federation/linked-remotes-ahead.ts`) */
  remoteOnIntent: {
    phase: 'intent',
    work: 'the app of the remote a link leads to, run',
    trigger: 'link-intent',
    budgetMs: 50,
  },
  /** the same, without the shopper's intent, on a device with time to spare: one remote per idle period */
  remotesAtSpareTime: {
    phase: 'quiet',
    work: 'the apps of the other linked remotes, run one per idle period',
    trigger: 'spare-time',
    budgetMs: 50,
  },
  /** the page's answers a touched link leads to, asked for before the click (`shell/src/routing/link-touches.ts`) */
  answersOnTouch: {
    phase: 'intent',
    work: "the next page's answers asked for",
    trigger: 'link-touch',
    budgetMs: 25,
  },
  /** the code of the remote's own pages its links lead to (`LinkedPagesAhead`), matched in slices */
  linkedPages: {
    phase: 'quiet',
    work: "the code of the remote's pages the page links to, addresses matched in slices",
    trigger: 'quiet',
    budgetMs: 8,
  },
  /** what a tap does once its answer is on screen (a dialog's lock and focus, a title, a request) */
  afterTheTapsFrame: {
    phase: 'tap',
    work: "what follows a tap's answer: a dialog's lock and focus, the title, add to basket's request",
    trigger: 'next-paint',
    budgetMs: 50,
    timeoutMs: 100,
  },
  /** parcels the page may open (a desktop header's), loaded at idle, with the shell's code that opens them */
  drawnHidden: {
    phase: 'quiet',
    work: "a desktop header's parcel and its menu's code",
    trigger: 'idle',
    budgetMs: 50,
  },
  /**
   * what a later tap shows, drawn hidden (a listing's sheets, `useStepsAhead`), on every device, one step per idle
   * period: the sorting sheet at quiet, then the filter sheet's first screen, then its other lists. Drawn in one
   * commit they were the listing's longest task at a budget phone's first load; drawn at the tap that opens them, that
   * tap took twice as long, and drawn after the shopper's first touch they landed on whatever the shopper did next
   * (the header search's keys, the city list)
   */
  sheetsAhead: {
    phase: 'quiet',
    work: "a later tap's sheets drawn hidden, one step per idle period",
    trigger: 'quiet',
    budgetMs: 50,
  },
} as const satisfies Record<string, Scheduled>;

export type ScheduledName = keyof typeof SCHEDULE;
