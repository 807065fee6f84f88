/** The quick search of the top bar; wired to features/quick-search once it lands. */
export function FrameSearch(_props: { pathname: string }) {
  return null;
}
