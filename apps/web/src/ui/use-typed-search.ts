import { useEffect, useRef, useState } from 'react';

/**
 * The typed text of a search box, handed on after a short pause in typing rather than on every
 * key: a search the server runs asks once per word, not once per letter.
 */
export function useTypedSearch(
  value: string | undefined,
  onCommit: (next: string | undefined) => void,
): [string, (text: string) => void] {
  const [text, setText] = useState(value ?? '');
  useEffect(() => setText(value ?? ''), [value]);
  const commit = useRef(onCommit);
  commit.current = onCommit;
  useEffect(() => {
    const handle = setTimeout(() => {
      if ((value ?? '') !== text.trim()) commit.current(text.trim() || undefined);
    }, 300);
    return () => clearTimeout(handle);
  }, [text, value]);
  return [text, setText];
}
