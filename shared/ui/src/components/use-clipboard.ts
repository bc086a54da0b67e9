import { useState } from 'react';

/** Copies text to the clipboard and remembers how that went, for a 'Скопировано' or a fallback text. */
export function useClipboard(): { copied: boolean; failed: boolean; copy: (text: string) => Promise<void> } {
  const [copied, setCopied] = useState(false);
  const [failed, setFailed] = useState(false);
  const copy = async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
      setFailed(false);
    } catch {
      setCopied(false);
      setFailed(true);
    }
  };
  return { copied, failed, copy };
}
