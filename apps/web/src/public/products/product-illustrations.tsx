import type { JSX } from 'react';
import type { ProductPage as Product } from '../routes.ts';

// Drawn shapes only, no text, so the pictures need no translation; the label carries the meaning.
const INK = '#2a1a10';
const GREEN = '#0f766e';
const MINT = '#d9f5ef';
const CREAM = '#fbecd9';
const AMBER = '#e9a15b';
const RED = '#d9534f';
const BLUE = '#3d7fd9';
const COFFEE = '#6b4226';
const LINE = '#e2d3c3';

function Lines({
  x,
  y,
  widths,
  gap = 14,
  color = LINE,
}: {
  x: number;
  y: number;
  widths: number[];
  gap?: number;
  color?: string;
}) {
  const rows = widths.map((width, row) => ({ width, top: y + row * gap }));
  return (
    <>
      {rows.map(({ width, top }) => (
        <rect key={top} x={x} y={top} width={width} height="6" rx="3" fill={color} />
      ))}
    </>
  );
}

function PosArt() {
  const colours = [GREEN, AMBER, BLUE, RED, COFFEE, GREEN, BLUE, AMBER, MINT, COFFEE, RED, GREEN];
  const buttons = colours.map((fill, n) => ({ fill, x: 70 + (n % 4) * 50, y: 72 + Math.floor(n / 4) * 50 }));
  return (
    <>
      <ellipse cx="240" cy="328" rx="200" ry="14" fill={INK} opacity=".08" />
      <rect x="40" y="40" width="360" height="250" rx="22" fill={INK} />
      <rect x="56" y="56" width="328" height="218" rx="10" fill="#fff" />
      {buttons.map((b) => (
        <rect key={`${b.x}-${b.y}`} x={b.x} y={b.y} width="42" height="42" rx="8" fill={b.fill} />
      ))}
      <rect x="70" y="226" width="192" height="34" rx="8" fill={CREAM} />
      <rect x="276" y="72" width="94" height="188" rx="8" fill={CREAM} />
      <Lines x={286} y={86} widths={[60, 44, 66, 38, 52]} gap={18} color="#d9cfbd" />
      <rect x="286" y="220" width="74" height="28" rx="6" fill={GREEN} />
      <path
        d="M312 234l6 6 12-12"
        stroke="#fff"
        strokeWidth="4"
        fill="none"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <rect x="372" y="232" width="80" height="70" rx="10" fill="#4a2d18" />
      <path d="M386 232v-58h52v58" fill="#fff" stroke={LINE} strokeWidth="2" />
      <Lines x={394} y={186} widths={[36, 28, 36, 20]} gap={10} />
      <rect x="384" y="262" width="56" height="6" rx="3" fill={INK} />
    </>
  );
}

function HandheldArt() {
  return (
    <>
      <ellipse cx="240" cy="300" rx="210" ry="40" fill={CREAM} />
      <ellipse cx="110" cy="276" rx="42" ry="12" fill="#e4dccb" />
      <path d="M80 236h60l-6 40h-48z" fill="#fff" stroke={LINE} strokeWidth="2" />
      <path d="M140 246c16 0 16 20 0 20" stroke={LINE} strokeWidth="5" fill="none" />
      <ellipse cx="110" cy="238" rx="28" ry="6" fill={COFFEE} />
      <g transform="rotate(-8 250 170)">
        <rect x="180" y="30" width="140" height="270" rx="24" fill={INK} />
        <rect x="194" y="52" width="112" height="180" rx="8" fill="#fff" />
        <Lines x={206} y={68} widths={[80, 60, 72, 50, 66]} gap={18} />
        <rect x="206" y="170" width="88" height="8" rx="4" fill={INK} opacity=".7" />
        <rect x="206" y="192" width="88" height="28" rx="6" fill={GREEN} />
        <circle cx="250" cy="266" r="16" fill="#4a2d18" />
      </g>
      <g transform="rotate(14 380 120)">
        <rect x="330" y="90" width="110" height="70" rx="10" fill={BLUE} />
        <rect x="330" y="108" width="110" height="12" fill={INK} opacity=".35" />
        <rect x="344" y="134" width="30" height="16" rx="3" fill={AMBER} />
      </g>
      <path
        d="M322 150a18 18 0 0 1 0 30M334 140a34 34 0 0 1 0 50M346 130a50 50 0 0 1 0 70"
        stroke={GREEN}
        strokeWidth="6"
        fill="none"
        strokeLinecap="round"
      />
    </>
  );
}

function OnlineOrderingArt() {
  const dots = [
    [0, 0],
    [1, 0],
    [2, 0],
    [4, 0],
    [6, 1],
    [3, 2],
    [5, 2],
    [0, 4],
    [2, 4],
    [3, 3],
    [4, 4],
    [6, 4],
    [1, 5],
    [3, 6],
    [5, 6],
    [6, 6],
    [4, 5],
  ];
  return (
    <>
      <ellipse cx="240" cy="318" rx="210" ry="22" fill={CREAM} />
      <path d="M60 316l30-170h110l30 170z" fill="#fff" stroke={LINE} strokeWidth="3" />
      <rect x="100" y="170" width="90" height="90" rx="6" fill="#fff" stroke={INK} strokeWidth="3" />
      <rect x="108" y="178" width="22" height="22" fill={INK} />
      <rect x="160" y="178" width="22" height="22" fill={INK} />
      <rect x="108" y="230" width="22" height="22" fill={INK} />
      {dots.map(([cx = 0, cy = 0]) => (
        <rect key={`${cx}-${cy}`} x={134 + cx * 4} y={182 + cy * 8} width="6" height="6" fill={INK} />
      ))}
      <rect x="134" y="236" width="12" height="12" fill={INK} />
      <rect x="166" y="230" width="16" height="8" fill={INK} />
      <g transform="rotate(6 330 170)">
        <rect x="262" y="24" width="150" height="292" rx="26" fill={INK} />
        <rect x="274" y="46" width="126" height="250" rx="12" fill="#fff" />
        {[0, 1, 2].map((i) => (
          <g key={i}>
            <circle cx="298" cy={86 + i * 62} r="16" fill={[AMBER, MINT, '#f0c9b4'][i]} />
            <Lines x={322} y={76 + i * 62} widths={[56, 38]} />
            <circle cx="382" cy={86 + i * 62} r="10" fill={GREEN} />
            <path
              d={`M377 ${86 + i * 62}h10M382 ${81 + i * 62}v10`}
              stroke="#fff"
              strokeWidth="3"
              strokeLinecap="round"
            />
          </g>
        ))}
        <rect x="286" y="256" width="102" height="28" rx="14" fill={GREEN} />
      </g>
      <circle cx="420" cy="60" r="24" fill={AMBER} />
      <path
        d="M420 46l4.2 8.6 9.4 1.4-6.8 6.6 1.6 9.4-8.4-4.4-8.4 4.4 1.6-9.4-6.8-6.6 9.4-1.4z"
        fill="#fff"
      />
    </>
  );
}

function KitchenScreensArt() {
  const tickets = [
    { x: 64, colour: GREEN, lines: [70, 50, 64, 40] },
    { x: 180, colour: AMBER, lines: [60, 74, 44] },
    { x: 296, colour: RED, lines: [72, 40, 58, 66, 36] },
  ];
  return (
    <>
      <ellipse cx="240" cy="326" rx="190" ry="14" fill={INK} opacity=".08" />
      <rect x="212" y="270" width="56" height="46" fill="#4a2d18" />
      <rect x="160" y="308" width="160" height="12" rx="6" fill={INK} />
      <rect x="36" y="30" width="408" height="250" rx="16" fill={INK} />
      <rect x="50" y="44" width="380" height="222" rx="8" fill="#3b2a20" />
      {tickets.map((ticket) => (
        <g key={ticket.x}>
          <rect x={ticket.x} y="60" width="104" height="190" rx="8" fill="#fff" />
          <path d={`M${ticket.x} 68a8 8 0 0 1 8-8h88a8 8 0 0 1 8 8v22h-104z`} fill={ticket.colour} />
          <circle cx={ticket.x + 86} cy="75" r="8" fill="none" stroke="#fff" strokeWidth="2.5" />
          <path
            d={`M${ticket.x + 86} 70v5l3 2`}
            stroke="#fff"
            strokeWidth="2.5"
            fill="none"
            strokeLinecap="round"
          />
          <Lines x={ticket.x + 12} y={104} widths={ticket.lines} gap={20} />
        </g>
      ))}
      <rect x="296" y="218" width="104" height="32" rx="0" fill={MINT} />
      <path
        d="M334 234l8 8 16-16"
        stroke={GREEN}
        strokeWidth="4"
        fill="none"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </>
  );
}

const ART = {
  pos: PosArt,
  'handheld-terminal': HandheldArt,
  'online-ordering': OnlineOrderingArt,
  'digital-kitchen-screens': KitchenScreensArt,
} satisfies Record<Product, () => JSX.Element>;

/** The hero picture of a product page, labelled for screen readers. */
export function ProductIllustration({ product, label }: { product: Product; label: string }) {
  const Art = ART[product];
  return (
    <svg
      className="hero-art product-hero__art"
      viewBox="0 0 480 360"
      role="img"
      aria-label={label}
      focusable="false"
    >
      <Art />
    </svg>
  );
}
