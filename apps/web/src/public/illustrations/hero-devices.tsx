// The hero's picture: a POS tablet, a kitchen screen behind it and a phone ordering by QR in front.
// Drawn without words so one drawing serves every language; decorative, so hidden from readers.

const BUTTON_COLOURS = ['#f59e0b', '#14b8a6', '#e76f51', '#8b5cf6', '#6b4226', '#0ea5e9'];

function PosButtons() {
  const cells = [];
  for (let row = 0; row < 4; row++) {
    for (let col = 0; col < 4; col++) {
      const i = row * 4 + col;
      cells.push(
        <g key={i} transform={`translate(${78 + col * 56} ${150 + row * 46})`}>
          <rect
            width="48"
            height="38"
            rx="8"
            fill={BUTTON_COLOURS[i % BUTTON_COLOURS.length]}
            opacity={0.9}
          />
          <rect x="8" y="24" width="24" height="5" rx="2.5" fill="#fff" opacity={0.85} />
        </g>,
      );
    }
  }
  return <>{cells}</>;
}

function OrderLines() {
  const widths = [70, 52, 64, 44, 58];
  return (
    <>
      {widths.map((w, i) => (
        <g key={w} transform={`translate(318 ${158 + i * 26})`}>
          <rect width={w} height="7" rx="3.5" fill="#d6c3b0" />
          <rect x="76" width="22" height="7" rx="3.5" fill="#b9a08a" />
        </g>
      ))}
    </>
  );
}

function KitchenScreen() {
  return (
    <g transform="translate(250 24)">
      <rect width="280" height="150" rx="14" fill="#2a1a10" />
      <rect x="10" y="10" width="260" height="130" rx="8" fill="#3b2a1f" />
      {[0, 1, 2].map((col) => (
        <g key={col} transform={`translate(${20 + col * 84} 22)`}>
          <rect width="74" height="104" rx="6" fill="#fff7ed" />
          <rect width="74" height="16" rx="6" fill={['#14b8a6', '#f59e0b', '#e76f51'][col]} />
          {[0, 1, 2, 3].map((line) => (
            <rect
              key={line}
              x="8"
              y={26 + line * 16}
              width={[50, 38, 56, 30][line]}
              height="6"
              rx="3"
              fill="#c9b29c"
            />
          ))}
        </g>
      ))}
      <rect x="126" y="150" width="28" height="30" fill="#2a1a10" />
    </g>
  );
}

function Tablet() {
  return (
    <g>
      <rect x="46" y="108" width="380" height="270" rx="22" fill="#1f140d" />
      <rect x="60" y="122" width="352" height="242" rx="12" fill="#fffdf9" />
      <rect x="60" y="122" width="352" height="20" rx="10" fill="#f3e6d8" />
      <circle cx="76" cy="132" r="4" fill="#6b4226" />
      <PosButtons />
      <rect x="306" y="142" width="106" height="222" fill="#faf3ea" />
      <OrderLines />
      <rect x="316" y="308" width="86" height="38" rx="10" fill="#0f766e" />
      <rect x="334" y="324" width="50" height="6" rx="3" fill="#fff" />
    </g>
  );
}

function Phone() {
  return (
    <g transform="translate(404 196)">
      <rect width="128" height="230" rx="22" fill="#1f140d" />
      <rect x="8" y="10" width="112" height="210" rx="16" fill="#fff7ed" />
      <rect x="44" y="16" width="40" height="6" rx="3" fill="#1f140d" />
      <g transform="translate(20 34)">
        <rect width="88" height="50" rx="10" fill="#fde7c8" />
        <circle cx="24" cy="25" r="14" fill="#e9a15b" />
        <circle cx="24" cy="25" r="8" fill="#6b4226" />
        <rect x="46" y="17" width="34" height="6" rx="3" fill="#b9a08a" />
        <rect x="46" y="29" width="22" height="6" rx="3" fill="#d6c3b0" />
      </g>
      <g transform="translate(20 92)">
        <rect width="88" height="50" rx="10" fill="#d9f5ef" />
        <path d="M12 34c4-14 22-20 34 0z" fill="#14b8a6" />
        <rect x="50" y="17" width="30" height="6" rx="3" fill="#8fb9ae" />
        <rect x="50" y="29" width="20" height="6" rx="3" fill="#b5d6ce" />
      </g>
      <g transform="translate(20 152)">
        <rect width="88" height="14" rx="7" fill="#e7d8c8" />
        <rect y="24" width="88" height="34" rx="12" fill="#6b4226" />
        <rect x="26" y="38" width="36" height="6" rx="3" fill="#fff7ed" />
      </g>
    </g>
  );
}

function FloatingCards() {
  return (
    <>
      <g transform="translate(0 52)">
        <rect width="150" height="84" rx="16" fill="#fff" stroke="#efe2d3" />
        <rect x="16" y="16" width="60" height="7" rx="3.5" fill="#d6c3b0" />
        {[22, 34, 28, 46, 40, 56].map((h, i) => (
          <rect
            key={h}
            x={18 + i * 20}
            y={72 - h}
            width="12"
            height={h}
            rx="3"
            fill={i === 5 ? '#0f766e' : '#e9c9a6'}
          />
        ))}
      </g>
      <g transform="translate(8 330)">
        <rect width="132" height="60" rx="16" fill="#fff" stroke="#efe2d3" />
        <circle cx="30" cy="30" r="14" fill="#d9f5ef" />
        <path d="m23 30 5 5 9-10" fill="none" stroke="#0f766e" strokeWidth="3" strokeLinecap="round" />
        <rect x="52" y="21" width="60" height="7" rx="3.5" fill="#b9a08a" />
        <rect x="52" y="34" width="40" height="7" rx="3.5" fill="#e1d2c2" />
      </g>
    </>
  );
}

/** The hero illustration of the landing page. */
export function HeroDevices() {
  return (
    <svg className="hero-art" viewBox="0 0 540 440" aria-hidden="true" focusable="false">
      <ellipse cx="290" cy="412" rx="250" ry="18" fill="#6b4226" opacity={0.08} />
      <KitchenScreen />
      <Tablet />
      <Phone />
      <FloatingCards />
    </svg>
  );
}
