export interface AdMarking {
  /** the advertiser, e.g. 'ООО «Лореаль»'; null when the marking names none */
  client: string | null;
  /** the advertising id (erid) */
  token: string;
}

/** Reads a slide's `ord` marking, 'Реклама. ООО «Лореаль». erid: LjN8KC9sz', into its advertiser and id. */
export function parseAdMarking(ord: string | null | undefined): AdMarking | null {
  const text = ord?.trim();
  if (!text) return null;
  const erid = /erid:\s*([^\s.;,]+)/i.exec(text);
  if (!erid) return { client: null, token: text };
  const client = text
    .slice(0, erid.index)
    .replace(/^Реклама\.?\s*/i, '')
    .replace(/[.\s]+$/, '')
    .trim();
  return { client: client || null, token: erid[1]! };
}
