import { forwardRef, useCallback, useEffect, useImperativeHandle, useRef } from 'react';

export interface SignaturePadHandle {
  clear: () => void;
  /** the drawing as a PNG data URL, or null when nothing is drawn */
  toDataUrl: () => string | null;
}

const WIDTH = 600;
const HEIGHT = 200;

/**
 * A canvas to sign on with a mouse, pen or finger (pointer events, so touch works). The ink is dark on
 * white whatever the theme, as the signature is printed on documents.
 */
export const SignaturePad = forwardRef<SignaturePadHandle, { onChange?: (hasInk: boolean) => void }>(
  function SignaturePad({ onChange }, ref) {
    const canvas = useRef<HTMLCanvasElement>(null);
    const drawing = useRef(false);
    const inked = useRef(false);
    const last = useRef<{ x: number; y: number } | null>(null);

    const ctx = () => canvas.current?.getContext('2d') ?? null;

    const clear = useCallback(() => {
      const c = ctx();
      if (!c || !canvas.current) return;
      c.fillStyle = '#ffffff';
      c.fillRect(0, 0, canvas.current.width, canvas.current.height);
      inked.current = false;
      onChange?.(false);
    }, [onChange]);

    useEffect(() => {
      const c = canvas.current;
      if (!c) return;
      const ratio = Math.min(window.devicePixelRatio || 1, 2);
      c.width = WIDTH * ratio;
      c.height = HEIGHT * ratio;
      const g = c.getContext('2d');
      if (!g) return;
      g.scale(ratio, ratio);
      clear();
    }, [clear]);

    useImperativeHandle(
      ref,
      () => ({
        clear,
        toDataUrl: () => (inked.current && canvas.current ? canvas.current.toDataURL('image/png') : null),
      }),
      [clear],
    );

    const point = (e: React.PointerEvent<HTMLCanvasElement>) => {
      const r = e.currentTarget.getBoundingClientRect();
      return { x: ((e.clientX - r.left) / r.width) * WIDTH, y: ((e.clientY - r.top) / r.height) * HEIGHT };
    };

    const down = (e: React.PointerEvent<HTMLCanvasElement>) => {
      e.preventDefault();
      e.currentTarget.setPointerCapture(e.pointerId);
      drawing.current = true;
      last.current = point(e);
      const g = ctx();
      if (g) {
        // a dot for a tap
        g.fillStyle = '#111827';
        g.beginPath();
        g.arc(last.current.x, last.current.y, 1.2, 0, Math.PI * 2);
        g.fill();
      }
      if (!inked.current) {
        inked.current = true;
        onChange?.(true);
      }
    };
    const move = (e: React.PointerEvent<HTMLCanvasElement>) => {
      if (!drawing.current || !last.current) return;
      const g = ctx();
      if (!g) return;
      const p = point(e);
      g.strokeStyle = '#111827';
      g.lineWidth = 2.4;
      g.lineCap = 'round';
      g.lineJoin = 'round';
      g.beginPath();
      g.moveTo(last.current.x, last.current.y);
      g.lineTo(p.x, p.y);
      g.stroke();
      last.current = p;
    };
    const up = () => {
      drawing.current = false;
      last.current = null;
    };

    return (
      <canvas
        ref={canvas}
        role="img"
        aria-label="Signature drawing area: sign with a mouse, pen or finger, or upload an image instead"
        style={{
          width: '100%',
          maxWidth: WIDTH,
          aspectRatio: `${WIDTH} / ${HEIGHT}`,
          border: '1px dashed #8c8c8c',
          borderRadius: 8,
          touchAction: 'none',
          background: '#fff',
          cursor: 'crosshair',
          display: 'block',
        }}
        onPointerDown={down}
        onPointerMove={move}
        onPointerUp={up}
        onPointerCancel={up}
        onPointerLeave={up}
      />
    );
  },
);
