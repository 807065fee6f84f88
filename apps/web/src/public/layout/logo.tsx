/** The Fika wordmark with its cup mark; decorative, the surrounding link carries the name. */
export function FikaLogo() {
  return (
    <svg
      className="logo"
      viewBox="0 0 112 32"
      width="112"
      height="32"
      direction="ltr"
      aria-hidden="true"
      focusable="false"
    >
      <rect width="32" height="32" rx="9" fill="#6b4226" />
      <path d="M8 13h13v5a6 6 0 0 1-6 6h-1a6 6 0 0 1-6-6z" fill="#fff7ed" />
      <path d="M21 14.5h1.5a2.75 2.75 0 0 1 0 5.5H20.5" fill="none" stroke="#fff7ed" strokeWidth="2" />
      <path
        d="M12 6c-1.2 1.4 1.2 2.6 0 4M16.5 6c-1.2 1.4 1.2 2.6 0 4"
        fill="none"
        stroke="#5eead4"
        strokeWidth="1.6"
        strokeLinecap="round"
      />
      <text
        x="42"
        y="23.5"
        fill="currentColor"
        fontFamily="ui-sans-serif, system-ui, sans-serif"
        fontSize="22"
        fontWeight="800"
        letterSpacing="-0.5"
      >
        fika
      </text>
    </svg>
  );
}
