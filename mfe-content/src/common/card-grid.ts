/** A bare list laid out as a grid of cards at least `minWidth` wide, as many per row as fit. */
export const cardGrid = (minWidth: number, gap = 16) =>
  ({
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    gap,
    gridTemplateColumns: `repeat(auto-fill, minmax(${minWidth}px, 1fr))`,
  }) as const;
