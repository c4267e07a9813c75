import { useEffect, useState } from 'react';

/** The window's width, following resizes. */
export function useWindowWidth(): number {
  const [w, setW] = useState(() => window.innerWidth);
  useEffect(() => {
    const on = () => setW(window.innerWidth);
    window.addEventListener('resize', on);
    return () => window.removeEventListener('resize', on);
  }, []);
  return w;
}

/** Has the page scrolled beyond `px`? */
export function useScrolledPast(px: number): boolean {
  const [past, setPast] = useState(() => window.scrollY > px);
  useEffect(() => {
    const on = () => setPast(window.scrollY > px);
    on();
    window.addEventListener('scroll', on, { passive: true });
    return () => window.removeEventListener('scroll', on);
  }, [px]);
  return past;
}

/** Breakpoints of the spec: horizontal becomes vertical at 1199px or less; collapsing to icons at 1200px or more. */
export const WIDE = 1200;
export const MENU_SHADOW_AT = 100;
export const SCROLL_TOP_AT = 160;
