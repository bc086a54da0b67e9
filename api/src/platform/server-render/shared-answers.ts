/** An in-process API answer as a drawing reads it, and whether the page keeps it among its first answers. */
export interface SharedAnswer {
  status: number;
  body: unknown;
  /** a 200 with a JSON body */
  kept: boolean;
}

/**
 * The answers anonymous first views are drawn with, shared between their drawings for a short while. Each of them
 * is asked as a new visitor with the same first-visit answers, from the instance itself, so a phone's and a desktop's
 * drawing of one address, and every drawing's shell, get the same answers: asked once, they cost the API (and the
 * database: a passing session, the basket its cart opens) one request instead of one per drawing, which is what a
 * surge of cold pages after a start or a move is made of.
 *
 * A shared answer lives `ttlMs` from when it was asked, and all go at once with `clear` (goods, prices, stock or
 * content changing): a page drawn after a change never shows an answer from before it. Only 200s are shared; a
 * drawing asking while another's request is under way waits for it.
 */
export class SharedAnswers {
  private readonly answers = new Map<string, { answer: Promise<SharedAnswer>; until: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxAnswers: number,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * The answer shared under `key`, else the one `ask` gives (called at once, before this returns, so the caller's
   * own requests keep their order).
   */
  get(key: string, ask: () => Promise<SharedAnswer>): Promise<SharedAnswer> {
    if (this.ttlMs <= 0) return ask();
    const known = this.answers.get(key);
    if (known && this.now() < known.until) return known.answer;
    const shared = { answer: ask(), until: this.now() + this.ttlMs };
    this.answers.delete(key);
    this.answers.set(key, shared);
    while (this.answers.size > this.maxAnswers) this.answers.delete(this.answers.keys().next().value!);
    const forget = () => {
      if (this.answers.get(key) === shared) this.answers.delete(key);
    };
    shared.answer.then((answer) => {
      if (answer.status !== 200) forget();
    }, forget);
    return shared.answer;
  }

  clear(): void {
    this.answers.clear();
  }
}
