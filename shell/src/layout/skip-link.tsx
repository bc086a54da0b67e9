import type { Theme } from '@emotion/react';

/** The first stop of the keyboard: straight past the header to the page's own content. */
export function SkipLink() {
  return (
    <a
      href="#main-content"
      css={(theme: Theme) => ({
        position: 'absolute',
        left: -9999,
        top: 0,
        padding: 12,
        background: theme.colors.background,
        zIndex: 100,
        '&:focus': { left: 8 },
      })}
    >
      Перейти к основному содержанию
    </a>
  );
}
