import { useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { SIGNATURE_HEIGHT, SIGNATURE_WIDTH } from "~/config/quote-rules";

type Point = { x: number; y: number };

/** Whole pixels inside the pad, so the path is what the server accepts (signature-path.ts). */
function clamp(value: number, max: number): number {
  return Math.max(0, Math.min(max, Math.round(value)));
}

function pathOf(strokes: Point[][]): string {
  return strokes
    .filter((stroke) => stroke.length > 0)
    .map((stroke) => stroke.map((point, index) => `${index === 0 ? "M" : "L"}${point.x} ${point.y}`).join(" "))
    .join(" ");
}

/**
 * A deliberate mark for those who cannot draw (keyboard, switch access): a signature line the width of the typed name,
 * with a small flourish per word. The typed name is what identifies the signer; this stands for the hand's mark.
 */
function typedMark(name: string): Point[][] {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const width = Math.min(SIGNATURE_WIDTH - 40, 40 + name.trim().length * 9);
  const base = Math.round(SIGNATURE_HEIGHT * 0.7);
  const loops = words.map((_, index) => {
    const x = 20 + Math.round(((index + 0.5) * width) / Math.max(1, words.length));
    return [
      { x: x - 12, y: base },
      { x: x - 6, y: base - 30 },
      { x, y: base - 8 },
      { x: x + 6, y: base - 30 },
      { x: x + 12, y: base },
    ];
  });
  return [
    ...loops,
    [
      { x: 20, y: base + 6 },
      { x: 20 + width, y: base + 6 },
    ],
  ];
}

/**
 * The drawn signature (issue 38 item 4): a small SVG pad drawn on with pointer events (finger, pen or mouse), kept as
 * SVG path data in a hidden input named `signature`; Clear starts again. Keyboard users sign with their typed name
 * (the `nameInputId` field) through "Sign with my name", which draws a mark they can see. Without JavaScript the pad
 * does nothing and the server answers that a signature is needed.
 */
export function SignaturePad(props: {
  id: string;
  label: string;
  clearLabel: string;
  markLabel: string;
  nameInputId: string;
  describedBy?: string;
  invalid?: boolean;
}) {
  const [strokes, setStrokes] = useState<Point[][]>([]);
  const drawing = useRef(false);
  const svg = useRef<SVGSVGElement>(null);
  const pointAt = (event: React.PointerEvent<SVGSVGElement>): Point => {
    const box = svg.current!.getBoundingClientRect();
    return {
      x: clamp(((event.clientX - box.left) / box.width) * SIGNATURE_WIDTH, SIGNATURE_WIDTH),
      y: clamp(((event.clientY - box.top) / box.height) * SIGNATURE_HEIGHT, SIGNATURE_HEIGHT),
    };
  };
  const path = pathOf(strokes);
  return (
    <div className="flex flex-col gap-2">
      <svg
        ref={svg}
        id={props.id}
        role="img"
        aria-label={props.label}
        aria-describedby={props.describedBy}
        viewBox={`0 0 ${SIGNATURE_WIDTH} ${SIGNATURE_HEIGHT}`}
        className={`h-auto w-full max-w-sm touch-none rounded-md border-2 border-dashed bg-white ${props.invalid ? "border-destructive" : "border-input"}`}
        data-testid="signature-pad"
        onPointerDown={(event) => {
          event.currentTarget.setPointerCapture(event.pointerId);
          drawing.current = true;
          const point = pointAt(event);
          setStrokes((current) => [...current, [point]]);
        }}
        onPointerMove={(event) => {
          if (!drawing.current) return;
          const point = pointAt(event);
          setStrokes((current) => {
            const last = current.at(-1) ?? [];
            const previous = last.at(-1);
            if (previous && previous.x === point.x && previous.y === point.y) return current;
            return [...current.slice(0, -1), [...last, point]];
          });
        }}
        onPointerUp={() => {
          drawing.current = false;
        }}
        onPointerCancel={() => {
          drawing.current = false;
        }}
      >
        <line
          x1={16}
          x2={SIGNATURE_WIDTH - 16}
          y1={SIGNATURE_HEIGHT - 20}
          y2={SIGNATURE_HEIGHT - 20}
          stroke="#cbd5e1"
        />
        {path ? (
          <path d={path} fill="none" stroke="#0f172a" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" />
        ) : null}
      </svg>
      <input type="hidden" name="signature" value={path} />
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" size="sm" onClick={() => setStrokes([])}>
          {props.clearLabel}
        </Button>
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={() => {
            const name = (document.getElementById(props.nameInputId) as HTMLInputElement | null)?.value ?? "";
            setStrokes(typedMark(name || "x"));
          }}
        >
          {props.markLabel}
        </Button>
      </div>
    </div>
  );
}
