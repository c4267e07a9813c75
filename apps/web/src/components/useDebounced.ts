import { useCallback, useEffect, useRef, useState } from 'react';

/** The value once it has stopped changing for a moment (search boxes that ask the server as one types). */
export function useDebounced<T>(value: T, ms = 250): T {
  const [v, setV] = useState(value);
  useEffect(() => {
    const t = setTimeout(() => setV(value), ms);
    return () => clearTimeout(t);
  }, [value, ms]);
  return v;
}

/** How long a list's text filter waits after the last key before it filters. */
export const FILTER_DELAY = 300;

/**
 * A text filter as one types: `text` is what the field shows; `change` takes each key and applies the
 * trimmed text `delay` ms after the last one; `flush` applies at once (Enter, the clear button, leaving
 * the field). When the applied `value` changes elsewhere (Clear filters, the back button) the field
 * shows it. An unchanged text is not applied again.
 */
export function useTypedFilter(value: string, onApply: (v: string) => void, delay = FILTER_DELAY) {
  const [text, setText] = useState(value);
  const applied = useRef(value);
  const apply = useRef(onApply);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    apply.current = onApply;
  });
  useEffect(() => {
    if (value.trim() === applied.current.trim()) return;
    applied.current = value;
    clearTimeout(timer.current);
    setText(value);
  }, [value]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const flush = useCallback((typed: string) => {
    clearTimeout(timer.current);
    const t = typed.trim();
    if (t === applied.current.trim()) return;
    applied.current = t;
    apply.current(t);
  }, []);
  const change = useCallback(
    (typed: string) => {
      setText(typed);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => flush(typed), delay);
    },
    [delay, flush],
  );
  return { text, change, flush };
}
